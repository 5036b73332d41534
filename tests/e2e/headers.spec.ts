import type { APIResponse, Page } from "@playwright/test";
import { expect, gotoReady, login, test } from "./fixtures.ts";

// Security and caching headers (server/security.ts, server/prerendered.ts, server/app.ts).

function cspNonce(response: APIResponse): string {
  const csp = response.headers()["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  expect(nonce, `script-src sans nonce : ${csp}`).toBeTruthy();
  return nonce!;
}

/** Every <script> tag of the page carries the response's nonce. */
function expectScriptsCarry(html: string, nonce: string) {
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  const without = scripts.filter((s) => !s.includes(`nonce="${nonce}"`));
  expect(without, "scripts sans le nonce de la réponse").toEqual([]);
}

test("/ : CSP à nonce, en-têtes de sécurité, nonce sur chaque script", async ({ request }) => {
  const response = await request.get("/");
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

test("/terms pré-rendue : nonce injecté, différent à chaque requête", async ({ request }) => {
  const first = await request.get("/terms");
  expect(first.status()).toBe(200);
  expect(first.headers()["x-prerendered"]).toBe("1");
  const nonce = cspNonce(first);
  expectScriptsCarry(await first.text(), nonce);

  const second = await request.get("/terms");
  expect(second.headers()["x-prerendered"]).toBe("1");
  const nonce2 = cspNonce(second);
  expect(nonce2).not.toBe(nonce);
  expectScriptsCarry(await second.text(), nonce2);
});

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

  for (const path of ["/", "/terms"]) {
    test(`${path} : ni message CSP dans la console, ni événement securitypolicyviolation`, async ({
      page,
    }) => {
      const { logged, events } = await watchCsp(page);
      await visit(page, path);
      expect(logged).toEqual([]);
      expect(events).toEqual([]);
    });
  }

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
