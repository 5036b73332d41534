import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
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

/** Development (`npm run dev`) adds Vite's hot-reload websocket to `connect-src`. */
export function securityHeaders({ dev = false }: { dev?: boolean } = {}): RequestHandler {
  const csp = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": [
          "'self'",
          (_req, res) =>
            `'nonce-${(res as unknown as { locals: { nonce: string } }).locals.nonce}'`,
        ],
        // React style attributes and sonner's injected styles.
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
      },
    },
    // Browsers send `Origin: null` on same-origin POSTs under no-referrer, and
    // React Router's and better-auth's CSRF checks then refuse them.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    // HSTS only means something over TLS (directly or behind a trusted proxy).
    if (req.secure)
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    csp(req, res, next);
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
