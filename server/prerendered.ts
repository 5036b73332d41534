import { readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";

// With a session or a pending toast, the page must be rendered for this request.
const PERSONAL_COOKIE = /(?:^|;\s*)(?:__Secure-)?td\.(session_token|toast)=/;

/** Adds the request's nonce to every script and module preload of a page rendered at build time. */
export function injectNonce(html: string, nonce: string): string {
  return html
    .replace(/<script(?![^>]*\bnonce=)/g, `<script nonce="${nonce}"`)
    .replace(
      /<link rel="modulepreload"(?![^>]*\bnonce=)/g,
      `<link rel="modulepreload" nonce="${nonce}"`,
    );
}

/**
 * Serves the pages rendered at build time to anonymous visitors, with the
 * request's nonce injected. A signed-in visitor falls through to server
 * rendering so the header shows their menu at once.
 */
export function prerenderedPages(
  clientDir: string,
  paths: string[],
  publicUrl: string,
): RequestHandler {
  const cache = new Map<string, string>();
  const known = new Set(paths);
  const origin = publicUrl.replace(/\/$/, "");
  let builtOrigin: string | null | undefined;
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pathname = req.path.replace(/\/$/, "") || "/";
    // A query string (?q=, ?categorie=, ?utm_…) may change the page: render it.
    const hasQuery = req.originalUrl.includes("?");
    if (!known.has(pathname) || hasQuery || PERSONAL_COOKIE.test(req.headers.cookie ?? "")) {
      return next();
    }
    let html = cache.get(pathname);
    if (html === undefined) {
      try {
        html = await readFile(path.join(clientDir, pathname, "index.html"), "utf8");
        // Canonical, Open Graph and JSON-LD URLs were written with the build's PUBLIC_URL.
        builtOrigin ??= await readFile(path.join(clientDir, ".built-origin"), "utf8").catch(
          () => null,
        );
        if (builtOrigin && builtOrigin !== origin) html = html.replaceAll(builtOrigin, origin);
      } catch {
        return next();
      }
      cache.set(pathname, html);
    }
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("X-Prerendered", "1");
    res.send(injectNonce(html, res.locals.nonce as string));
  };
}
