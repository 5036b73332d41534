import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { NOTIFY_PATHS } from "#app/features/payments/registry.ts";
import { MESSAGING_WEBHOOK_PATHS } from "#app/features/whatsapp/registry.ts";
import { CROSS_ORIGIN_MESSAGE, isSameOrigin } from "#app/lib/same-origin.ts";
import { beforeHeaders } from "./http-server.ts";

/** A fresh nonce per request, for every inline and module script of the page. */
export const nonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString("base64");
  next();
};

// Nothing on the site uses these; a third-party script or frame gets none of them.
const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * The Content-Security-Policy of a page. Pages rendered per request allow
 * their scripts by the request's nonce; pre-rendered pages by the hashes of
 * their inline scripts with 'strict-dynamic' (what those load is trusted), so
 * their bytes never change from one request to the next. Development admits
 * Vite's hot-reload websocket in `connect-src`.
 */
export function contentSecurityPolicy(
  scripts: { nonce: string } | { hashes: string[] },
  { dev = false } = {},
): string {
  const scriptSrc =
    "nonce" in scripts
      ? `'self' 'nonce-${scripts.nonce}'`
      : `'self' ${scripts.hashes.map((h) => `'${h}'`).join(" ")} 'strict-dynamic'`;
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    // React style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // The studio's service worker and manifest (ADR 041): from this site only, named
    // here because 'strict-dynamic' would otherwise leave workers to script-src's hashes.
    "worker-src 'self'",
    "manifest-src 'self'",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The headers of every page (and of the public files, an SVG can be opened as one). */
export function pageHeaders(csp: string, secure: boolean): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Origin-Agent-Cluster": "?1",
    // Browsers send `Origin: null` on same-origin POSTs under no-referrer, and
    // React Router's and better-auth's CSRF checks then refuse them.
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": PERMISSIONS_POLICY,
    // HSTS only means something over TLS (directly or behind a trusted proxy).
    ...(secure ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** Hashed scripts, styles and fonts: only what a browser uses for a file it will not render as a page. */
export const ASSET_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "same-origin",
};

export function securityHeaders({ dev = false }: { dev?: boolean } = {}): RequestHandler {
  return (req, res, next) => {
    const csp = contentSecurityPolicy({ nonce: res.locals.nonce as string }, { dev });
    for (const [name, value] of Object.entries(pageHeaders(csp, req.secure))) {
      // The client's pages /d/<token> say their own (no-referrer: the token goes to no other site, ADR 027).
      if (name === "Referrer-Policy" && req.path.startsWith("/d/")) continue;
      res.setHeader(name, value);
    }
    next();
  };
}

// better-auth's session cookie: whoever carries it sees pages made for them.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?td\.session_token=/;

/**
 * A response that depends on who asks is kept by no cache: with a session
 * cookie, or when the response sets a cookie (sign-in, toast), it is
 * `private, no-store` whatever the route said. Every page varies on Cookie,
 * so a shared cache never hands one person's page to another.
 */
export const personalNotCached: RequestHandler = (req, res, next) => {
  const signedIn = SESSION_COOKIE.test(req.headers.cookie ?? "");
  beforeHeaders(res, () => {
    res.vary("Cookie");
    if (signedIn || res.hasHeader("Set-Cookie")) {
      res.setHeader("Cache-Control", "private, no-store");
    }
  });
  next();
};

/**
 * POSTs that prove themselves with the secret token they carry, not with their
 * origin: mail clients' one-click unsubscribe (RFC 8058) posts from their own
 * servers, with no Origin header (the route's guard says `anyOrigin`).
 */
const TOKEN_POSTS = new Set([
  "/newsletter/desabonnement",
  // Payment providers' servers, proven by their signature (ADR 029; their registry).
  ...NOTIFY_PATHS,
  // Meta's webhook for WhatsApp Business, proven by X-Hub-Signature-256 (ADR 045).
  ...MESSAGING_WEBHOOK_PATHS,
]);

/**
 * Every POST (pages, resource routes, /api/auth) comes from this site, and says
 * so in French: React Router's own check would answer « Bad Request » in English
 * first. Body sizes are each form's own (its guard counts the bytes it reads, so
 * the contact form can still say its file is too large).
 */
export function postsFromThisSite(publicUrl: string): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    if (TOKEN_POSTS.has(req.path)) return next();
    const url = `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`;
    const headers = { get: (name: string) => req.get(name) ?? null };
    let sameOrigin = false;
    try {
      sameOrigin = isSameOrigin(headers, url, publicUrl);
    } catch {
      sameOrigin = false;
    }
    const refuse = (status: number, message: string) =>
      res
        .status(status)
        .set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
        .send(message);
    if (!sameOrigin) return refuse(403, CROSS_ORIGIN_MESSAGE);
    next();
  };
}
