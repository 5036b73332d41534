import { createHash } from "node:crypto";
import type { APIResponse, Page } from "@playwright/test";
import { PUBLIC_PATHS } from "../public-pages.ts";
import { expect, gotoReady, login, test } from "./fixtures.ts";

// Security and caching headers (server/security.ts, server/prerendered.ts, server/app.ts).

// Every public page, one project and one article standing for their kind.
const PUBLIC_PAGES = PUBLIC_PATHS.filter(
  (path) =>
    !/^\/(realisations|articles)\/./.test(path) ||
    path === PUBLIC_PATHS.find((p) => p.startsWith("/realisations/")) ||
    path === PUBLIC_PATHS.find((p) => p.startsWith("/articles/")),
);

// The first paint needs the stylesheet: nothing may queue ahead of it.
test("chaque page publique : la feuille de style avant tout script et toute précharge de module", async ({
  request,
}) => {
  for (const path of PUBLIC_PAGES) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const stylesheet = head.search(/<link rel="stylesheet"/);
    expect(stylesheet, `${path} : pas de feuille de style dans <head>`).toBeGreaterThan(0);
    const firstScript = head.search(
      /<script(?![^>]*application\/ld\+json)|<link rel="modulepreload"/,
    );
    expect(firstScript, `${path} : un script avant la feuille de style`).toBeGreaterThan(
      stylesheet,
    );
  }
});

// The first paint needs the HTML, the stylesheet and the font; the JavaScript starts
// once it is on screen (app/lib/scripts-after-paint.server.ts), then hydrates the page.
for (const path of ["/", "/login"]) {
  test(`${path} : le JavaScript part après le premier affichage, puis la page s’hydrate`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('<link rel="modulepreload"');

    await gotoReady(page, path);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((e) => /\/assets\/[^?]+\.js$/.test(e.name))
        .map((e) => ({ name: e.name, startTime: e.startTime })),
    }));
    expect(paint).not.toBeNull();
    expect(scripts.length).toBeGreaterThan(3);
    expect(
      scripts.filter((s) => s.startTime < paint!),
      `paint ${paint}`,
    ).toEqual([]);
  });
}

function cspNonce(response: APIResponse): string {
  const csp = response.headers()["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  expect(nonce, `script-src sans nonce : ${csp}`).toBeTruthy();
  return nonce!;
}

/** Every <script> tag of the page carries the response's nonce. */
function expectScriptsCarry(html: string, nonce: string) {
  // JSON-LD blocks are data, never run: CSP does not apply to them.
  const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter(
    (s) => !s.includes("application/ld+json"),
  );
  expect(scripts.length).toBeGreaterThan(0);
  const without = scripts.filter((s) => !s.includes(`nonce="${nonce}"`));
  expect(without, "scripts sans le nonce de la réponse").toEqual([]);
}

test("/contact : CSP à nonce, en-têtes de sécurité, nonce sur chaque script", async ({
  request,
}) => {
  const response = await request.get("/contact");
  expect(response.status()).toBe(200);
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src [^;]*'nonce-/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
  expect(headers["permissions-policy"]).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect(headers["permissions-policy"]).toContain("payment=()");
  expectScriptsCarry(await response.text(), cspNonce(response));
});

test("rien de ce qui dépend de la session n'est gardé en cache", async ({ page }) => {
  // Anonymous: public pages keep their caching, and say they vary on the cookie.
  const anonymous = await page.request.get("/contact");
  expect(anonymous.headers()["cache-control"] ?? "").not.toContain("private");
  expect(anonymous.headers()["vary"]).toMatch(/Cookie/);
  // Files are the same for everyone: no Vary on the cookie.
  const file = await page.request.get("/favicon.svg");
  expect(file.status()).toBe(200);
  expect(file.headers()["vary"] ?? "").not.toMatch(/Cookie/);

  await login(page);
  for (const path of [
    "/demandes",
    "/demandes.data",
    "/invoice-quote",
    "/create-quote",
    "/create-invoice",
    "/create-technical-proposal",
    "/api/auth/list-sessions",
    "/",
    "/contact",
    "/profile",
  ]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
    expect(response.headers()["vary"], path).toMatch(/Cookie/);
  }
});

/** The 'sha256-…' sources of a CSP's script-src. */
function cspHashes(response: APIResponse): string[] {
  const csp = response.headers()["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  return [...scriptSrc.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]!);
}

for (const path of ["/", "/terms"]) {
  test(`${path} pré-rendue : octets fixes, scripts permis par leur empreinte, 304 avec son ETag`, async ({
    request,
  }) => {
    const first = await request.get(path);
    expect(first.status()).toBe(200);
    expect(first.headers()["x-prerendered"]).toBe("1");
    const csp = first.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' [^;]*'strict-dynamic'/);
    expect(csp).not.toContain("nonce");
    const html = await first.text();
    expect(html).not.toContain("nonce=");
    // Every inline script is allowed by its hash.
    const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(0);
    const hashes = cspHashes(first);
    for (const [, body] of inline) {
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
      expect(hashes).toContain(`sha256-${Buffer.from(digest).toString("base64")}`);
    }

    const second = await request.get(path);
    expect(await second.text()).toBe(html);
    expect(second.headers()["content-security-policy"]).toBe(csp);
    const etag = first.headers()["etag"];
    expect(etag).toBeTruthy();
    expect(second.headers()["etag"]).toBe(etag);

    const revalidated = await request.get(path, { headers: { "if-none-match": etag! } });
    expect(revalidated.status()).toBe(304);
  });
}

test("/healthz et cache des fichiers hachés", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });

  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset, "aucun fichier /assets/ dans la page").toBeTruthy();
  const response = await request.get(asset!);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("immutable");
});

test("images publiques : versionnées par leur contenu, gardées un an ; sans version, une heure", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const versioned = [...html.matchAll(/"(\/images\/partners\/[\w.-]+\.svg)\?v=([0-9a-f]{10})"/g)];
  expect(versioned.length, "aucune image versionnée dans la page d'accueil").toBeGreaterThan(0);
  for (const [, file, version] of versioned) {
    const current = await request.get(`${file}?v=${version}`);
    expect(current.status(), file).toBe(200);
    expect(current.headers()["cache-control"], file).toBe("public, max-age=31536000, immutable");
    const digest = createHash("sha256")
      .update(await current.body())
      .digest("hex");
    expect(digest.slice(0, 10), `${file} : la version est l'empreinte du fichier`).toBe(version);

    for (const url of [file!, `${file}?v=0000000000`]) {
      const short = await request.get(url);
      expect(short.status(), url).toBe(200);
      expect(short.headers()["cache-control"], url).not.toContain("immutable");
      expect(short.headers()["cache-control"], url).toMatch(/max-age=3600\b/);
    }
  }
  // Link previews keep a plain URL: other sites keep their own copy.
  expect(html).toMatch(/og:image" content="[^"]+\/images\/og\/default\.png"/);
});

test.describe("Aucune violation de CSP dans le navigateur", () => {
  /** CSP messages of the console, and the `securitypolicyviolation` events of the page. */
  async function watchCsp(page: Page) {
    const logged: string[] = [];
    const events: string[] = [];
    page.on("console", (msg) => {
      const text = msg.text();
      if (text.startsWith("[csp-event]")) events.push(text);
      else if (text.includes("Content Security Policy")) logged.push(text);
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => {
        console.info(
          `[csp-event] ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
        );
      });
    });
    return { logged, events };
  }

  async function visit(page: Page, path: string) {
    await gotoReady(page, path);
    await page.waitForLoadState("networkidle");
  }

  // Pre-rendered (hashes) and rendered per request (nonce), anonymous.
  for (const path of PUBLIC_PAGES) {
    test(`${path} : ni message CSP dans la console, ni événement securitypolicyviolation`, async ({
      page,
    }) => {
      const { logged, events } = await watchCsp(page);
      await visit(page, path);
      expect(logged).toEqual([]);
      expect(events).toEqual([]);
    });
  }

  // Signed in, every page is rendered for the visitor, with a nonce; moving on
  // from a pre-rendered page keeps its CSP (client navigation).
  for (const path of ["/", "/articles", "/contact", "/invoice-quote", "/documents", "/demandes"]) {
    test(`${path} connecté : ni message CSP, ni événement`, async ({ page }) => {
      const { logged, events } = await watchCsp(page);
      await login(page);
      await visit(page, path);
      expect(logged).toEqual([]);
      expect(events).toEqual([]);
    });
  }

  test("navigation dans le site depuis une page pré-rendue : ni message CSP, ni événement", async ({
    page,
  }) => {
    const { logged, events } = await watchCsp(page);
    await visit(page, "/");
    await page.locator('a[href="/contact"]').first().click();
    await page.waitForURL(/\/contact$/);
    await page.waitForLoadState("networkidle");
    expect(logged).toEqual([]);
    expect(events).toEqual([]);
  });

  test("/simple-login : aucun message CSP dans la console", async ({ page }) => {
    const { logged } = await watchCsp(page);
    await visit(page, "/simple-login");
    expect(logged).toEqual([]);
  });

  // zod 4 probes `new Function` unless jitless (app/lib/zod.ts): the CSP would flag it.
  test("/simple-login : aucun événement securitypolicyviolation", async ({ page }) => {
    const { events } = await watchCsp(page);
    await visit(page, "/simple-login");
    expect(events).toEqual([]);
  });

  test("/invoice-quote connecté : aucun message CSP dans la console", async ({ page }) => {
    const { logged } = await watchCsp(page);
    await login(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(logged).toEqual([]);
  });
});
