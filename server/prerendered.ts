import { createHash } from "node:crypto";
import type { RequestHandler } from "express";
import { contentSecurityPolicy, pageHeaders } from "./security.ts";
import { sendStaticFile, staticFile, type StaticFile } from "./static-bytes.ts";

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

export type PrerenderOptions = {
  /** The app's own answer to an anonymous GET of `pathname` (no cookie, no nonce). */
  render: (pathname: string) => Promise<Response>;
  /** The pages kept as bytes, read again at each revision. */
  paths: () => Promise<Iterable<string>>;
  /** The site's revision (app/features/platform/site-revision.server.ts): a new one remakes every page. */
  revision: () => number;
  /**
   * True while the database is away (ADR 035): a signed-in visitor then gets the
   * anonymous copy too, rather than a page that cannot be rendered (503).
   */
  forEveryone?: () => boolean;
};

export type PrerenderedPages = RequestHandler & {
  /** Renders every page of the current revision now (after a start or a change). */
  warm(): Promise<void>;
};

const normalize = (p: string) => p.replace(/\/$/, "") || "/";

/**
 * Serves the public pages with no per-request data to anonymous visitors as
 * static bytes: rendered once per revision of the site by the app itself, their
 * inline scripts allowed by hash (no nonce to inject), compressed once, kept in
 * memory, with an ETag answered by 304. When the settings, an article or a
 * project change (a new revision), the pages are made again, on every instance
 * (ADR 026). A signed-in visitor falls through to server rendering so the header
 * shows their menu at once; so does a page the app does not answer with a plain 200.
 */
export function prerenderedPages(options: PrerenderOptions): PrerenderedPages {
  type Generation = {
    revision: number;
    known: Promise<Set<string>>;
    pages: Map<string, Promise<StaticFile | null>>;
  };
  let generation: Generation | undefined;
  const current = (): Generation => {
    const revision = options.revision();
    if (generation?.revision !== revision) {
      generation = {
        revision,
        known: options.paths().then((paths) => new Set([...paths].map(normalize))),
        pages: new Map(),
      };
      // A failed listing is tried again at the next request, not kept.
      const failed = generation;
      failed.known.catch(() => {
        if (generation === failed) generation = undefined;
      });
    }
    return generation;
  };

  const make = async (pathname: string, secure: boolean): Promise<StaticFile | null> => {
    const response = await options.render(pathname);
    const html = await response.text();
    // Only a plain page for everyone is kept: no redirect, error or cookie.
    if (response.status !== 200 || response.headers.has("set-cookie")) return null;
    if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return null;
    const csp = contentSecurityPolicy({ hashes: inlineScriptHashes(html) });
    return staticFile(
      Buffer.from(html),
      {
        ...pageHeaders(csp, secure),
        "Content-Type": "text/html; charset=utf-8",
        // Revalidated at each visit (a change of the site changes it), answered by 304.
        "Cache-Control": "no-cache",
        Vary: "Cookie",
        "X-Prerendered": "1",
      },
      true,
    );
  };

  const page = (gen: Generation, pathname: string, secure: boolean) => {
    // One kept copy per page and scheme (HSTS is sent over TLS only).
    const id = `${secure ? "s" : ""}${pathname}`;
    let file = gen.pages.get(id);
    if (!file) {
      file = make(pathname, secure);
      gen.pages.set(id, file);
      // A failed render is not kept: the next visitor gets a live page and a new try.
      file.then(
        (made) => {
          if (!made) gen.pages.delete(id);
        },
        () => gen.pages.delete(id),
      );
    }
    return file;
  };

  const handler: RequestHandler = async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pathname = normalize(req.path);
    // A query string (?q=, ?categorie=, ?utm_…) may change the page: render it.
    if (req.originalUrl.includes("?")) return next();
    if (PERSONAL_COOKIE.test(req.headers.cookie ?? "") && !options.forEveryone?.()) return next();
    try {
      const gen = current();
      if (!(await gen.known).has(pathname)) return next();
      const file = await page(gen, pathname, req.secure);
      if (!file) return next();
      sendStaticFile(req, res, file);
    } catch {
      next();
    }
  };

  return Object.assign(handler, {
    async warm() {
      const gen = current();
      for (const pathname of await gen.known) {
        await page(gen, pathname, false).catch(() => null);
      }
    },
  });
}
