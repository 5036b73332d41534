import { describe, expect, it } from "vitest";
import { pagePaths, type RouteEntry } from "#app/lib/route-paths.ts";
import routes from "#app/routes.ts";
import {
  cacheNames,
  isStale,
  isStudioPage,
  keepsPage,
  OFFLINE_LINKS_CODE,
  withOfflineLinks,
  pageOfData,
  reloadDocumentHeaders,
  routeOf,
  STUDIO_PAGES,
  titleOf,
} from "./policy.ts";

const ORIGIN = "https://teranga.example";
const get = (path: string, mode = "navigate") => ({
  method: "GET",
  url: ORIGIN + path,
  mode,
  origin: ORIGIN,
});
const post = (path: string, mode = "cors") => ({
  method: "POST",
  url: ORIGIN + path,
  mode,
  origin: ORIGIN,
});

const staffLayout = (routes as RouteEntry[] & { file?: string }[]).find(
  (r) => (r as { file?: string }).file === "routes/staff-layout.tsx",
)!;

describe("the studio's pages", () => {
  it("are exactly the pages inside the staff layout of app/routes.ts", () => {
    expect([...STUDIO_PAGES].sort()).toEqual(pagePaths(staffLayout.children ?? []).sort());
  });

  it("are matched with their parameters, and nothing else of the site is", () => {
    for (const path of [
      "/documents",
      "/documents/F-2026-0007",
      "/clients/42",
      "/documents?type=quote".split("?")[0]!,
    ]) {
      expect(isStudioPage(path), path).toBe(true);
    }
    const others = pagePaths(routes.filter((r) => r !== staffLayout) as RouteEntry[]).map((p) =>
      p.replace(/:[a-z]+/gi, "x").replace("*", "x"),
    );
    for (const path of others) expect(isStudioPage(path), path).toBe(false);
    // Files under a studio page's path are not pages.
    for (const path of [
      "/documents/export.csv",
      "/documents/F-2026-0007/pdf",
      "/documents/emettre/x",
      "/clients/suggestions/x",
      "/demandes/pieces-jointes/3",
      "/redaction/articles/4/sauvegarde",
      "/documents.data",
    ]) {
      expect(isStudioPage(path), path).toBe(false);
    }
  });
});

describe("what the worker does with a request", () => {
  it("keeps studio pages opened, not public pages, PDFs, CSV or the router's data", () => {
    expect(routeOf(get("/documents?type=quote"))).toBe("page");
    expect(routeOf(get("/create-quote"))).toBe("page");
    expect(routeOf(get("/"))).toBe("pass");
    expect(routeOf(get("/articles/un-article"))).toBe("pass");
    expect(routeOf(get("/d/jeton"))).toBe("pass");
    expect(routeOf(get("/documents/F-2026-0007/pdf"))).toBe("pass");
    expect(routeOf(get("/documents/export.csv"))).toBe("pass");
    expect(routeOf(get("/_root.data", "cors"))).toBe("pass");
    expect(routeOf(get("/articles.data", "cors"))).toBe("pass");
    expect(routeOf(get("/documents/export.csv.data", "cors"))).toBe("pass");
    // A studio address fetched by a script (not opened as a page): untouched.
    expect(routeOf(get("/documents", "cors"))).toBe("pass");
  });

  it("serves the build's hashed files from its cache, nothing of another site", () => {
    expect(routeOf(get("/assets/root-Qv6cr6-k.js", "cors"))).toBe("asset");
    expect(routeOf(get("/assets/app.css?v=2", "no-cors"))).toBe("pass");
    expect(routeOf({ ...get("/documents"), url: "https://ailleurs.example/documents" })).toBe(
      "pass",
    );
  });

  it("never keeps a POST; signing in or out wipes the pages kept", () => {
    for (const path of [
      "/logout",
      "/logout.data",
      "/login",
      "/simple-login",
      "/simple-login/code",
      "/api/auth/sign-in/email",
      "/invitation/abc",
    ]) {
      expect(routeOf(post(path)), path).toBe("session");
    }
    expect(routeOf(post("/documents/emettre"))).toBe("issue");
    expect(routeOf(post("/documents/F-2026-0007/envoyer"))).toBe("pass");
    expect(routeOf(post("/documents", "navigate"))).toBe("pass");
    expect(routeOf({ ...get("/documents"), method: "PUT" })).toBe("pass");
  });
});

const answer = {
  status: 200,
  redirected: false,
  url: `${ORIGIN}/documents`,
  contentType: "text/html; charset=utf-8",
  contentDisposition: null,
  member: "cle-du-membre",
};

describe("which answers are kept", () => {
  it("the page itself only, drawn for a member", () => {
    expect(keepsPage(answer)).toBe(true);
    expect(keepsPage({ ...answer, member: null })).toBe(false);
    expect(keepsPage({ ...answer, status: 403 })).toBe(false);
    expect(keepsPage({ ...answer, status: 0 })).toBe(false); // a redirect, as a worker sees it
    expect(keepsPage({ ...answer, redirected: true })).toBe(false);
    expect(keepsPage({ ...answer, contentType: "application/pdf" })).toBe(false);
    expect(keepsPage({ ...answer, contentDisposition: 'attachment; filename="x.html"' })).toBe(
      false,
    );
  });
});

describe("the router's data for a studio page", () => {
  it("goes to the server; offline, the page is opened whole instead, as React Router's redirect says it", () => {
    expect(routeOf(get("/documents.data?type=quote&_routes=routes%2Fdocuments", "cors"))).toBe(
      "data",
    );
    expect(routeOf(get("/clients/42.data", "cors"))).toBe("data");
    expect(pageOfData(`${ORIGIN}/documents.data?type=quote&_routes=routes%2Fdocuments`)).toBe(
      "/documents?type=quote",
    );
    expect(pageOfData(`${ORIGIN}/clients/42.data`)).toBe("/clients/42");
    expect(reloadDocumentHeaders("/clients/42")).toEqual({
      "X-Remix-Redirect": "/clients/42",
      "X-Remix-Reload-Document": "true",
    });
  });
});

describe("a kept page served offline", () => {
  it("gets the script that opens links whole, served by the worker itself", () => {
    const html = withOfflineLinks("<html><head><title>Registre</title></head><body></body></html>");
    expect(html).toContain(
      '<title>Registre</title><script src="/studio-offline-links.js"></script></head>',
    );
    expect(routeOf(get("/studio-offline-links.js", "no-cors"))).toBe("links-script");
    expect(routeOf(get("/__manifest?paths=%2Fcatalogue&version=abc", "cors"))).toBe("discovery");
    // The script parses.
    expect(() => new Function(OFFLINE_LINKS_CODE)).not.toThrow();
  });
});

describe("caches of a build", () => {
  it("are named by its version; an earlier deploy's are stale, other sites' caches are not ours", () => {
    expect(cacheNames("abc")).toEqual({ assets: "studio-assets-abc", pages: "studio-pages-abc" });
    expect(isStale("studio-pages-abc", "abc")).toBe(false);
    expect(isStale("studio-assets-old", "abc")).toBe(true);
    expect(isStale("studio-pages-old", "abc")).toBe(true);
    expect(isStale("autre-chose", "abc")).toBe(false);
  });
});

describe("a kept page's title", () => {
  it("is read from its HTML, entities decoded", () => {
    expect(titleOf("<head><title>Registre &amp; devis — Studio</title>")).toBe(
      "Registre & devis — Studio",
    );
    expect(titleOf("<title>L&#x27;équipe</title>")).toBe("L'équipe");
    expect(titleOf("<p>rien</p>")).toBeNull();
  });
});
