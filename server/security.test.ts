import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nonce, securityHeaders } from "./security.ts";

let base = "";
let close = () => undefined as void;

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", true);
  app.use(nonce, securityHeaders());
  app.get("/", (_req, res) => {
    res.send(String(res.locals.nonce));
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => void server.close();
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
