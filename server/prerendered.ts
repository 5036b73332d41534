import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { contentSecurityPolicy, pageHeaders } from "./security.ts";
import { fileCache, sendStaticFile, staticFile } from "./static-bytes.ts";

// With a session or a pending toast, the page must be rendered for this request.
const PERSONAL_COOKIE = /(?:^|;\s*)(?:__Secure-)?td\.(session_token|toast)=/;

/** The CSP sources ('sha256-…') of a page's inline scripts, as the browser hashes them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes!)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/**
 * Serves the pages rendered at build time to anonymous visitors as static
 * bytes: their inline scripts allowed by hash (no nonce to inject), compressed
 * once, kept in memory, with an ETag answered by 304. The bytes and headers
 * are the same for every anonymous visitor, so a CDN may keep them. A
 * signed-in visitor falls through to server rendering so the header shows
 * their menu at once.
 */
export function prerenderedPages(
  clientDir: string,
  paths: string[],
  publicUrl: string,
): RequestHandler {
  const known = new Set(paths.map((p) => p.replace(/\/$/, "") || "/"));
  const origin = publicUrl.replace(/\/$/, "");
  let builtOrigin: Promise<string | null> | undefined;
  const page = fileCache(async (key: { pathname: string; secure: boolean }) => {
    let html: string;
    try {
      html = await readFile(path.join(clientDir, key.pathname, "index.html"), "utf8");
    } catch {
      return null;
    }
    // Canonical, Open Graph, JSON-LD and share URLs were written with the build's
    // reserved origin (react-router.config.ts), in its plain form only (share.ts).
    builtOrigin ??= readFile(path.join(clientDir, ".built-origin"), "utf8").catch(() => null);
    const built = await builtOrigin;
    if (built && built !== origin) html = html.replaceAll(built, origin);
    const csp = contentSecurityPolicy({ hashes: inlineScriptHashes(html) });
    return staticFile(
      Buffer.from(html),
      {
        ...pageHeaders(csp, key.secure),
        "Content-Type": "text/html; charset=utf-8",
        // Revalidated at each visit (a new build changes it), answered by 304.
        "Cache-Control": "no-cache",
        Vary: "Cookie",
        "X-Prerendered": "1",
      },
      true,
    );
  });
  // One kept copy per page and scheme (HSTS is sent over TLS only).
  const keys = new Map<string, { pathname: string; secure: boolean }>();
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pathname = req.path.replace(/\/$/, "") || "/";
    // A query string (?q=, ?categorie=, ?utm_…) may change the page: render it.
    const hasQuery = req.originalUrl.includes("?");
    if (!known.has(pathname) || hasQuery || PERSONAL_COOKIE.test(req.headers.cookie ?? "")) {
      return next();
    }
    const id = `${req.secure ? "s" : ""}${pathname}`;
    let key = keys.get(id);
    if (!key) {
      key = { pathname, secure: req.secure };
      keys.set(id, key);
    }
    const file = await page(key);
    if (!file) return next();
    sendStaticFile(req, res, file);
  };
}
