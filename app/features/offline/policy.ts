// What the studio's service worker (worker.ts, ADR 041) does with each request. Pure, so
// the worker and its tests read the same rules.

/**
 * The studio's pages: the routes inside the staff layout (app/routes.ts); the test
 * compares this list with the route table, so a new studio page is added here too.
 */
export const STUDIO_PAGES = [
  "/invoice-quote",
  "/create-quote",
  "/create-invoice",
  "/create-technical-proposal",
  "/documents",
  "/documents/:numero",
  "/tableau-de-bord",
  "/demandes",
  "/abonnements",
  "/abonnements/nouveau",
  "/abonnements/:id",
  "/equipe",
  "/securite",
  "/parametres-entreprise",
  "/clients",
  "/clients/nouveau",
  "/clients/:id",
  "/catalogue",
  "/redaction",
  "/redaction/articles/:id",
  "/redaction/projets/:id",
] as const;

const PATTERNS = STUDIO_PAGES.map(
  (page) => new RegExp(`^${page.replace(/:[a-z]+/g, "[^/.]+")}/?$`),
);

/** Resource routes whose address a studio page's pattern would take (the test lists every route). */
const NOT_PAGES = new Set(["/documents/emettre", "/clients/suggestions"]);

/** Whether `pathname` is a studio page (a file such as `/documents/export.csv` is not). */
export function isStudioPage(pathname: string): boolean {
  return !NOT_PAGES.has(pathname.replace(/\/$/, "")) && PATTERNS.some((p) => p.test(pathname));
}

/**
 * POSTs that change who is signed in on this device (signing out, signing in by
 * any door): the copies of the studio's pages are wiped as they go through.
 */
const SESSION_CHANGES = [
  /^\/logout(\.data)?$/,
  /^\/login(\.data)?$/,
  /^\/simple-login(\/code)?(\.data)?$/,
  /^\/register(\.data)?$/,
  /^\/invitation\//,
  /^\/api\/auth\//,
];

export type RequestFacts = {
  method: string;
  url: string;
  /** `Request.mode`: "navigate" for a page the browser opens. */
  mode: string;
  /** The worker's own origin. */
  origin: string;
};

/**
 * - `page`: a studio page opened: the network first, then this member's copy of it,
 *   then the offline page;
 * - `asset`: a file of the build (`/assets/…`, hashed: its name never changes content),
 *   from the cache first;
 * - `session`: a sign-in or sign-out going through: the copies are wiped;
 * - `pass`: everything else, untouched (public pages, PDFs, CSV, every other POST).
 */
export function routeOf(req: RequestFacts): "page" | "asset" | "session" | "pass" {
  const url = new URL(req.url);
  if (url.origin !== req.origin) return "pass";
  if (req.method === "POST") {
    return SESSION_CHANGES.some((p) => p.test(url.pathname)) ? "session" : "pass";
  }
  if (req.method !== "GET") return "pass";
  if (req.mode === "navigate" && isStudioPage(url.pathname)) return "page";
  if (url.pathname.startsWith("/assets/") && url.search === "") return "asset";
  return "pass";
}

export type ResponseFacts = {
  status: number;
  /** Whether the answer followed a redirect (a signed-out member sent to sign in). */
  redirected: boolean;
  /** Its final address. */
  url: string;
  contentType: string | null;
  contentDisposition: string | null;
};

/**
 * Whether the answer to a studio page is a copy worth keeping: the page itself (HTML,
 * 200, where it was asked), never a file to download, an error, or a redirect.
 */
export function keepsPage(res: ResponseFacts): boolean {
  return (
    res.status === 200 &&
    !res.redirected &&
    (res.contentType ?? "").startsWith("text/html") &&
    !/attachment/i.test(res.contentDisposition ?? "")
  );
}

/**
 * A studio page answered by a redirect out of the studio (a member whose session ended,
 * sent to sign in): whoever signs in next may not be the member whose copies are kept,
 * so they are wiped. A 403 (a page the member's role does not open) keeps them.
 */
export function endsMembership(res: ResponseFacts): boolean {
  if (res.redirected) return !isStudioPage(new URL(res.url).pathname);
  return res.status === 401;
}

/** The worker's caches for a build: its files, and the member's pages. */
export function cacheNames(version: string) {
  return { assets: `studio-assets-${version}`, pages: `studio-pages-${version}` };
}

/** A cache this build does not use (an earlier deploy's): deleted when the worker takes over. */
export function isStale(name: string, version: string): boolean {
  const current = Object.values(cacheNames(version));
  return name.startsWith("studio-") && !current.includes(name);
}

/** The page's `<title>`, for the list of pages kept offline. */
export function titleOf(html: string): string | null {
  const m = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  const title = m?.[1]?.trim();
  return title ? decodeEntities(title) : null;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
