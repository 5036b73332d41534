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
  "/marges",
  "/demandes",
  "/pipeline",
  "/abonnements",
  "/abonnements/nouveau",
  "/abonnements/:id",
  "/equipe",
  "/securite",
  "/parametres-entreprise",
  "/parametres-entreprise/numerotation",
  "/clients",
  "/clients/nouveau",
  "/clients/:id",
  "/catalogue",
  "/redaction",
  "/redaction/articles/:id",
  "/redaction/projets/:id",
  "/notifications",
  "/recherche",
  "/appels",
  "/projets",
  "/projets/nouveau",
  "/projets/:id",
  "/temps",
  "/depenses",
  "/depenses/nouvelle",
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

/** « Générer »'s request: issuing a document (idempotent by its request key). */
const ISSUE = "/documents/emettre";

/**
 * « Générer » with no network: what the worker answers in the endpoint's own shape, so the
 * form shows it like any refusal; the draft stays in the browser, nothing is lost.
 */
export const OFFLINE_ISSUE_MESSAGE =
  "Vous êtes hors ligne\u00a0: le brouillon est gardé sur cet appareil\u00a0; réessayez une fois reconnecté.";

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
 * - `data`: the router's data for a studio page (a link followed in the page): sent as it
 *   is; with no network, the page is opened whole instead (its copy, or the offline page);
 * - `discovery`: React Router asking which routes a link leads to: offline, told to open
 *   the page whole (its answer to a stale build);
 * - `links-script`: OFFLINE_LINKS_SCRIPT, written by the worker itself;
 * - `issue`: « Générer »: sent as it is, answered with OFFLINE_ISSUE_MESSAGE when the
 *   network fails;
 * - `pass`: everything else, untouched (public pages, PDFs, CSV, every other POST).
 */
export function routeOf(
  req: RequestFacts,
): "page" | "data" | "discovery" | "links-script" | "asset" | "session" | "issue" | "pass" {
  const url = new URL(req.url);
  if (url.origin !== req.origin) return "pass";
  if (req.method === "POST") {
    if (url.pathname === ISSUE) return "issue";
    return SESSION_CHANGES.some((p) => p.test(url.pathname)) ? "session" : "pass";
  }
  if (req.method !== "GET") return "pass";
  if (req.mode === "navigate" && isStudioPage(url.pathname)) return "page";
  if (url.pathname === "/__manifest") return "discovery";
  if (url.pathname === OFFLINE_LINKS_SCRIPT) return "links-script";
  if (
    req.mode !== "navigate" &&
    isStudioPage(url.pathname.replace(/\.data$/, "")) &&
    url.pathname.endsWith(".data")
  ) {
    return "data";
  }
  if (url.pathname.startsWith("/assets/") && url.search === "") return "asset";
  return "pass";
}

/**
 * The page whose data `url` asks (`/documents.data?type=quote&_routes=…` → `/documents?type=quote`):
 * what the router opens whole when the worker answers it cannot reach the server.
 */
export function pageOfData(url: string): string {
  const u = new URL(url);
  u.searchParams.delete("_routes");
  const search = u.searchParams.toString();
  return u.pathname.replace(/\.data$/, "") + (search ? `?${search}` : "");
}

/**
 * React Router's answer to its data request that sends the browser to a page, reloaded
 * whole (the server says it so for a redirect out of a data request: `X-Remix-Redirect`,
 * `X-Remix-Reload-Document`, status 204).
 */
export function reloadDocumentHeaders(page: string): Record<string, string> {
  return { "X-Remix-Redirect": page, "X-Remix-Reload-Document": "true" };
}

/**
 * Added by the worker to a page it serves from its copy: offline, a link opens its page
 * whole, which the worker answers (its copy, or the offline page), rather than through
 * the router, whose data and code may not be on this device.
 */
export const OFFLINE_LINKS_SCRIPT = "/studio-offline-links.js";

export const OFFLINE_LINKS_CODE = `document.addEventListener("click",function(e){if(navigator.onLine||e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;var a=e.target instanceof Element&&e.target.closest("a[href]");if(!a||a.target||a.hasAttribute("download")||a.origin!==location.origin)return;e.preventDefault();e.stopPropagation();location.href=a.href},true);`;

/** A kept page as the worker serves it offline: OFFLINE_LINKS_SCRIPT added to its head. */
export function withOfflineLinks(html: string): string {
  const tag = `<script src="${OFFLINE_LINKS_SCRIPT}"></script>`;
  return html.includes("</head>") ? html.replace("</head>", `${tag}</head>`) : tag + html;
}

/** The header a studio page carries: whose page it is (an opaque key of the member). */
export const MEMBER_HEADER = "X-Studio-Member";

export type ResponseFacts = {
  status: number;
  /** Whether the answer followed a redirect (a signed-out member sent to sign in). */
  redirected: boolean;
  /** Its final address. */
  url: string;
  contentType: string | null;
  contentDisposition: string | null;
  /** MEMBER_HEADER's value: the member the page was drawn for. */
  member: string | null;
};

/**
 * Whether the answer to a studio page is a copy worth keeping: the page itself (HTML,
 * 200, where it was asked, drawn for a member), never a file to download, an error, or
 * a redirect.
 */
export function keepsPage(res: ResponseFacts): boolean {
  return (
    res.status === 200 &&
    Boolean(res.member) &&
    !res.redirected &&
    (res.contentType ?? "").startsWith("text/html") &&
    !/attachment/i.test(res.contentDisposition ?? "")
  );
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
