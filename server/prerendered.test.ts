import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import compression from "compression";
import { worthCompressing } from "./app.ts";
import { inlineScriptHashes, prerenderedPages } from "./prerendered.ts";
import { ASSET_HEADERS } from "./security.ts";
import { hashedAssets } from "./static-bytes.ts";
import { listenLocally } from "#tests/fixtures/listen.ts";

const THEME = "document.documentElement.dataset.theme='dark'";
const CONTEXT = 'window.__ctx = {"url":"http://site.example/"}';
const PAGE =
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app-1.css"/>` +
  `<link rel="modulepreload" href="/assets/entry-1.js"/><script>${THEME}</script></head>` +
  `<body><h1>Accueil</h1>${"<p>Du texte pour que la compression compte.</p>".repeat(50)}` +
  `<script>${CONTEXT}</script><script type="module" async="">import("/assets/entry-1.js")</script>` +
  `<script src="/assets/other-1.js"></script></body></html>`;
const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(4000, "stream ")]);

const sha = (s: string) => `sha256-${createHash("sha256").update(s).digest("base64")}`;

let base = "";
let dir = "";
let close = () => undefined as void;
// What the app answers, as the test sets it: a page per revision of the site.
let revision = 1;
let renders = 0;
const pages: Record<string, () => Response> = {
  "/": () => new Response(PAGE, { headers: { "content-type": "text/html; charset=utf-8" } }),
  "/articles/nouveau": () =>
    new Response(`<!DOCTYPE html><html><body><h1>Révision ${revision}</h1></body></html>`, {
      headers: { "content-type": "text/html; charset=utf-8" },
    }),
  "/cookie": () =>
    new Response("<html></html>", {
      headers: { "content-type": "text/html", "set-cookie": "x=1" },
    }),
  "/retire": () => new Response("Page introuvable", { status: 404 }),
};
let listed = ["/", "/articles/nouveau", "/cookie", "/retire"];
let databaseAway = false;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "prerendered-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets/entry-1.js"), "console.log('entrée');\n".repeat(200));
  writeFileSync(path.join(dir, "assets/inter-1.woff2"), Buffer.alloc(2000, 7));
  // The order of server/app.ts: static bytes, then compression for the rest.
  const app = express();
  app.use("/assets", hashedAssets(path.join(dir, "assets"), ASSET_HEADERS));
  app.use(
    prerenderedPages({
      render: async (pathname) => {
        renders++;
        return pages[pathname]?.() ?? new Response("", { status: 404 });
      },
      paths: async () => listed,
      revision: () => revision,
      forEveryone: () => databaseAway,
    }),
  );
  app.use(compression({ filter: worthCompressing }));
  app.get("/file.pdf", (_req, res) => void res.type("application/pdf").send(PDF));
  app.get("/text", (_req, res) => void res.type("text/plain").send("texte ".repeat(500)));
  ({ base, close } = await listenLocally(app));
});
afterAll(() => {
  close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${p}`, { headers: { "accept-encoding": "identity", ...headers } });

describe("pre-rendered pages as static bytes", () => {
  it("allows the inline scripts by their hashes with 'strict-dynamic', no nonce", async () => {
    const res = await get("/");
    const html = await res.text();
    expect(res.headers.get("x-prerendered")).toBe("1");
    expect(html).not.toContain("nonce");
    const csp = res.headers.get("content-security-policy") ?? "";
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
    expect(scriptSrc.split(" ").sort()).toEqual(
      [
        "'self'",
        "'strict-dynamic'",
        `'${sha(THEME)}'`,
        `'${sha(CONTEXT)}'`,
        `'${sha('import("/assets/entry-1.js")')}'`,
      ].sort(),
    );
    expect(csp).not.toContain("nonce");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("vary")).toMatch(/Cookie/);
  });

  it("sends the same bytes and headers every time, brotli smaller than gzip, 304 on its ETag", async () => {
    const a = await get("/", { "accept-encoding": "gzip, deflate, br" });
    const b = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(a.headers.get("content-encoding")).toBe("br");
    expect(a.headers.get("content-security-policy")).toBe(b.headers.get("content-security-policy"));
    expect(a.headers.get("etag")).toBe(b.headers.get("etag"));
    expect(a.headers.get("vary")).toMatch(/Accept-Encoding/);
    const br = Number(a.headers.get("content-length"));
    const gz = Number(
      (await get("/", { "accept-encoding": "gzip" })).headers.get("content-length"),
    );
    expect(br).toBeGreaterThan(0);
    expect(br).toBeLessThan(gz);
    expect(gz).toBeLessThan(PAGE.length);

    const again = await get("/", { "if-none-match": a.headers.get("etag")! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("content-security-policy")).toBeTruthy();
    expect((await get("/", { "if-none-match": '"autre"' })).status).toBe(200);
  });

  it("leaves signed-in visitors and query strings to the renderer", async () => {
    // No route renders here: falling through ends at Express's 404.
    expect((await get("/", { cookie: "td.session_token=x" })).headers.get("x-prerendered")).toBe(
      null,
    );
    expect((await get("/?utm_source=x")).headers.get("x-prerendered")).toBe(null);
  });

  it("gives signed-in visitors the copy too while the database is away (ADR 035)", async () => {
    databaseAway = true;
    try {
      const page = await get("/", { cookie: "td.session_token=x" });
      expect(page.status).toBe(200);
      expect(page.headers.get("x-prerendered")).toBe("1");
      expect((await get("/?utm_source=x")).headers.get("x-prerendered")).toBe(null);
    } finally {
      databaseAway = false;
    }
  });
});

describe("pages made again when the site changes (ADR 026)", () => {
  it("renders a page once per revision, and again after a change", async () => {
    const first = await get("/articles/nouveau");
    expect(await first.text()).toContain("Révision 1");
    const etag = first.headers.get("etag")!;
    const before = renders;
    expect((await get("/articles/nouveau", { "if-none-match": etag })).status).toBe(304);
    expect(renders).toBe(before);

    revision = 2;
    const second = await get("/articles/nouveau", { "if-none-match": etag });
    expect(second.status).toBe(200);
    expect(second.headers.get("x-prerendered")).toBe("1");
    expect(await second.text()).toContain("Révision 2");
    expect(second.headers.get("etag")).not.toBe(etag);
  });

  it("keeps no page that sets a cookie or is not a 200, and drops a page no longer listed", async () => {
    // Falling through ends at Express's 404 here: no route renders.
    expect((await get("/cookie")).headers.get("x-prerendered")).toBe(null);
    expect((await get("/retire")).headers.get("x-prerendered")).toBe(null);
    expect((await get("/articles/nouveau")).headers.get("x-prerendered")).toBe("1");
    listed = ["/", "/cookie", "/retire"];
    revision = 3;
    expect((await get("/articles/nouveau")).headers.get("x-prerendered")).toBe(null);
    expect((await get("/")).headers.get("x-prerendered")).toBe("1");
  });
});

describe("hashed assets and compression", () => {
  it("sends a hashed script compressed once, cached a year, with only the headers it needs", async () => {
    const res = await get("/assets/entry-1.js", { "accept-encoding": "br, gzip" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    for (const heavy of ["content-security-policy", "permissions-policy", "set-cookie", "etag"]) {
      expect(res.headers.get(heavy), heavy).toBeNull();
    }
    expect(await res.text()).toContain("entrée");
  });

  it("sends fonts as they are, and unknown names as 404", async () => {
    const font = await get("/assets/inter-1.woff2", { "accept-encoding": "br, gzip" });
    expect(font.headers.get("content-encoding")).toBeNull();
    expect(font.headers.get("content-type")).toBe("font/woff2");
    expect((await get("/assets/nope-1.js")).status).toBe(404);
    expect((await get("/assets/..%2findex.html")).status).toBe(404);
  });

  it("never compresses a PDF, and still compresses text", async () => {
    const pdf = await get("/file.pdf", { "accept-encoding": "br, gzip" });
    expect(pdf.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true);
    const text = await get("/text", { "accept-encoding": "br, gzip" });
    expect(text.headers.get("content-encoding")).toBe("br");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes inline scripts only, once each", () => {
    expect(
      inlineScriptHashes('<script>a</script><script src="/x.js"></script><script>a</script>'),
    ).toEqual([sha("a")]);
  });
});
