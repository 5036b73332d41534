import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFY_PATHS } from "#app/features/payments/registry.ts";
import { MESSAGING_WEBHOOK_PATHS } from "#app/features/whatsapp/registry.ts";
import {
  contentSecurityPolicy,
  nonce,
  personalNotCached,
  postsFromThisSite,
  securityHeaders,
} from "./security.ts";
import { listenLocally } from "#tests/fixtures/listen.ts";

let base = "";
let close = () => undefined as void;

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", true);
  app.use(nonce, securityHeaders());
  app.get("/", (_req, res) => {
    res.send(String(res.locals.nonce));
  });
  const dev = express.Router();
  dev.use(nonce, securityHeaders({ dev: true }));
  dev.get("/dev", (_req, res) => void res.send("dev"));
  app.use(dev);
  // A page as the route handler answers it: its own Cache-Control, maybe a cookie.
  app.get("/page", personalNotCached, (req, res) => {
    res.setHeader("Cache-Control", "public, max-age=300");
    if (req.query.toast) res.cookie("td.toast", "x");
    res.send("page");
  });
  const posts = express.Router();
  posts.use(postsFromThisSite("http://localhost:3000"));
  posts.post(
    ["/form", "/newsletter/desabonnement", ...NOTIFY_PATHS, ...MESSAGING_WEBHOOK_PATHS],
    (_req, res) => {
      res.send("ok");
    },
  );
  app.use(posts);
  ({ base, close } = await listenLocally(app));
});
afterAll(() => close());

describe("security headers", () => {
  it("sends a CSP whose script nonce is the request's, and the other headers", async () => {
    const res = await fetch(base);
    const body = await res.text();
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`script-src 'self' 'nonce-${body}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(csp).toContain("connect-src 'self';");
  });

  it("admits this site's own service worker and manifest, on rendered and pre-rendered pages alike", async () => {
    const csp = (await fetch(base)).headers.get("content-security-policy") ?? "";
    const prerendered = contentSecurityPolicy({ hashes: ["sha256-x"] });
    for (const policy of [csp, prerendered]) {
      expect(policy).toContain("worker-src 'self'");
      expect(policy).toContain("manifest-src 'self'");
    }
  });

  it("turns off browser features the site does not use (Permissions-Policy)", async () => {
    const policy = (await fetch(base)).headers.get("permissions-policy") ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(policy).toContain(`${feature}=()`);
    }
  });

  it("lets Vite's hot-reload websocket connect in development only", async () => {
    const csp = (await fetch(`${base}/dev`)).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("connect-src 'self' ws: wss:");
  });

  it("gives each request a new nonce", async () => {
    const [a, b] = await Promise.all([
      fetch(base).then((r) => r.text()),
      fetch(base).then((r) => r.text()),
    ]);
    expect(a).not.toBe(b);
    expect(Buffer.from(a, "base64")).toHaveLength(16);
  });

  it("sends HSTS only over TLS (here: a trusted proxy saying https)", async () => {
    expect((await fetch(base)).headers.get("strict-transport-security")).toBeNull();
    const tls = await fetch(base, { headers: { "x-forwarded-proto": "https" } });
    expect(tls.headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });
});

describe("caching of pages made for someone", () => {
  it("a signed-in request gets private, no-store and Vary: Cookie, whatever the route said", async () => {
    const res = await fetch(`${base}/page`, {
      headers: { cookie: "theme=dark; td.session_token=abc.def" },
    });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("vary")).toMatch(/\bCookie\b/);
  });

  it("a response that sets a cookie is private too", async () => {
    const res = await fetch(`${base}/page?toast=1`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("an anonymous page keeps its own caching, and varies on Cookie", async () => {
    const res = await fetch(`${base}/page`, { headers: { cookie: "theme=dark" } });
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(res.headers.get("vary")).toMatch(/\bCookie\b/);
  });
});

describe("posts from another site", () => {
  it("are refused in French, as are posts that do not say where they come from", async () => {
    const foreign = await fetch(`${base}/form`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain("elle ne vient pas de ce site");
    expect((await fetch(`${base}/form`, { method: "POST" })).status).toBe(403);
  });

  it("let a mail client's one-click unsubscribe through (it proves itself with its token)", async () => {
    const res = await fetch(`${base}/newsletter/desabonnement?jeton=abc`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
  });

  it("let every payment provider of the registry notify (it proves itself by its signature)", async () => {
    expect(NOTIFY_PATHS.length).toBeGreaterThan(0);
    for (const path of NOTIFY_PATHS) {
      const res = await fetch(`${base}${path}`, { method: "POST", body: "{}" });
      expect(res.status, path).toBe(200);
    }
  });

  it("let every messaging provider's webhook through (it proves itself by its signature)", async () => {
    expect(MESSAGING_WEBHOOK_PATHS).toEqual(["/whatsapp/webhook"]);
    for (const path of MESSAGING_WEBHOOK_PATHS) {
      const res = await fetch(`${base}${path}`, { method: "POST", body: "{}" });
      expect(res.status, path).toBe(200);
    }
  });
});
