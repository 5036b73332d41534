import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import type { Plugin } from "vite";

// Public images (public/images) are named by the people who draw them, not by
// their bytes. The build adds `?v=<hash of the bytes>` where the site writes
// their URLs; the server answers a URL whose version is the file's own with a
// year-long immutable cache, anything else (no version, an old one) with the
// short cache every public file has.

export const IMMUTABLE = "public, max-age=31536000, immutable";

/** A file's version: the first 10 hex digits of the SHA-256 of its bytes. */
export function imageVersion(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 10);
}

// A public image URL as written in the sources (quoted, in JSX, in compiled Markdown).
const IMAGE_URL = /(?<![\w/.-])\/images\/[\w\-./]+\.(?:svg|png|webp|avif|jpe?g|gif)(?![\w?/.-])/g;

/**
 * Read by other sites, which keep their own copy whatever the headers say: link
 * previews (og:image) and the logo of the structured data keep plain URLs.
 */
function forOtherSites(url: string): boolean {
  return url.startsWith("/images/og/") || url === "/images/brand/logo.png";
}

/**
 * `code` with `?v=<version>` after every public image URL it writes; `version`
 * gives a URL's version, or null when there is no such file (left as it is).
 */
export function versionImageUrls(code: string, version: (url: string) => string | null): string {
  return code.replace(IMAGE_URL, (url) => {
    if (forOtherSites(url)) return url;
    const v = version(url);
    return v ? `${url}?v=${v}` : url;
  });
}

/**
 * The build's side: versions the image URLs of the app, the content and the
 * compiled articles, in the browser and server bundles alike (so pre-rendered
 * HTML, hydration data and client code agree). Not in development.
 */
export function imageVersionsPlugin(root: string): Plugin {
  const publicDir = path.join(root, "public");
  const versions = new Map<string, string | null>();
  const version = (url: string) => {
    if (!versions.has(url)) {
      let v: string | null = null;
      try {
        v = imageVersion(readFileSync(path.join(publicDir, url)));
      } catch {
        // No such file: nothing to version.
      }
      versions.set(url, v);
    }
    return versions.get(url)!;
  };
  const sources = [path.join(root, "app") + path.sep, path.join(root, "content") + path.sep];
  return {
    name: "teranga-image-versions",
    apply: "build",
    transform(code, id) {
      const file = id.split("?")[0]!;
      const ours = id.startsWith("\0virtual:content/") || sources.some((s) => file.startsWith(s));
      if (!ours || !code.includes("/images/")) return null;
      const next = versionImageUrls(code, version);
      return next === code ? null : { code: next, map: null };
    },
  };
}

/**
 * The server's side, ahead of the static files of `imagesDir` (mounted at
 * /images): a `v` that is the file's version makes the answer immutable. Versions
 * are computed once per file, at its first versioned request.
 */
export function versionedImages(imagesDir: string): RequestHandler {
  const versions = new Map<string, Promise<string | null>>();
  const versionOf = (file: string) => {
    let v = versions.get(file);
    if (!v) {
      // Only files that exist are remembered: unknown paths cost no memory.
      v = readFile(file).then(imageVersion, () => {
        versions.delete(file);
        return null;
      });
      versions.set(file, v);
    }
    return v;
  };
  return (req, res, next) => {
    const v = req.query.v;
    if (typeof v !== "string" || (req.method !== "GET" && req.method !== "HEAD")) return next();
    let file: string;
    try {
      file = path.join(imagesDir, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    if (!file.startsWith(imagesDir + path.sep)) return next();
    versionOf(file).then((version) => {
      // express.static keeps a Cache-Control already set.
      if (version === v) res.setHeader("Cache-Control", IMMUTABLE);
      next();
    }, next);
  };
}
