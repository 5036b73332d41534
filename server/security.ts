import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/** A fresh nonce per request, for every inline and module script of the page. */
export const nonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString("base64");
  next();
};

export function securityHeaders(): RequestHandler {
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
        "connect-src": ["'self'"],
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
    // HSTS only means something over TLS (directly or behind a trusted proxy).
    if (req.secure)
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    csp(req, res, next);
  };
}
