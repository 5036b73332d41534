// The studio's service worker (ADR 041), built by `studioWorker` (worker-build.ts) into
// /studio-sw.js with the build's version and the shell's files. Scope `/`, but it acts
// only on the studio: its pages (network first, then the member's copy, then the offline
// page) and the build's files they load; public pages, PDFs, CSV and POSTs go by untouched.
import { offlinePage, type KeptPage } from "./offline-page.ts";
import {
  cacheNames,
  isStale,
  isStudioPage,
  keepsPage,
  MEMBER_HEADER,
  OFFLINE_ISSUE_MESSAGE,
  OFFLINE_LINKS_CODE,
  pageOfData,
  reloadDocumentHeaders,
  routeOf,
  titleOf,
  withOfflineLinks,
} from "./policy.ts";

declare const __STUDIO_VERSION__: string;
declare const __STUDIO_PRECACHE__: string[];

// The worker's own types, kept here: the WebWorker library would clash with the DOM's.
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  clientId: string;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
};
type Scope = {
  location: Location;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  clients: { claim(): Promise<void>; get(id: string): Promise<{ url: string } | undefined> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
};

const sw = self as unknown as Scope;
const CACHES = cacheNames(__STUDIO_VERSION__);
// Who the kept pages belong to (MEMBER_HEADER of the pages), kept beside them.
const OWNER = "/__studio-member";

sw.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHES.assets)
      .then((cache) => cache.addAll(__STUDIO_PRECACHE__))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // An earlier deploy's files and pages: its pages name files this build no longer has.
      for (const name of await caches.keys()) {
        if (isStale(name, __STUDIO_VERSION__)) await caches.delete(name);
      }
      await sw.registration.navigationPreload?.enable();
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener("fetch", (event) => {
  const { request } = event;
  const route = routeOf({
    method: request.method,
    url: request.url,
    mode: request.mode,
    origin: sw.location.origin,
  });
  if (route === "session") event.waitUntil(wipePages());
  else if (route === "asset") event.respondWith(asset(event));
  else if (route === "page") event.respondWith(page(event));
  else if (route === "data") event.respondWith(data(request));
  else if (route === "discovery") event.respondWith(discovery(request));
  else if (route === "links-script") {
    event.respondWith(
      Promise.resolve(
        new Response(OFFLINE_LINKS_CODE, {
          headers: {
            "Content-Type": "text/javascript; charset=utf-8",
            "Cache-Control": "no-store",
          },
        }),
      ),
    );
  } else if (route === "issue") event.respondWith(issue(request));
});

/** « Générer »: the server's answer, or, with no network, the reason in the endpoint's shape. */
async function issue(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    // Offline: the French answer in the endpoint's format, the draft kept. Online, a lost
    // answer stays a network error, so the form says « Le serveur est injoignable » and
    // « Générer » again sends the same request key, as without the worker.
    if (self.navigator.onLine) return Response.error();
    return Response.json({ ok: false, error: OFFLINE_ISSUE_MESSAGE }, { status: 503 });
  }
}

/** Every kept page goes: signed out, or another member signed in on this device. */
async function wipePages(): Promise<void> {
  await caches.delete(CACHES.pages);
}

/** A page of `member` is kept: another member's pages go first. */
async function keep(url: string, member: string, page: Response): Promise<void> {
  const owner = await (await caches.open(CACHES.pages)).match(OWNER);
  if (owner && (await owner.text()) !== member) await wipePages();
  const cache = await caches.open(CACHES.pages);
  await cache.put(OWNER, new Response(member));
  await cache.put(pageKey(url), page);
}

/** Which routes a link leads to; offline, the router is told to open the page whole. */
async function discovery(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } });
  }
}

/** The router's data for a studio page; offline, the page opened whole (its copy, or the offline page). */
async function data(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return new Response(null, {
      status: 204,
      headers: reloadDocumentHeaders(pageOfData(request.url)),
    });
  }
}

async function asset(event: FetchEvent): Promise<Response> {
  const cached = await caches.match(event.request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(event.request);
  // Kept when a studio page loads it (a page's own code, fetched as it is opened).
  const client = event.clientId ? await sw.clients.get(event.clientId) : undefined;
  if (response.ok && client && isStudioPage(new URL(client.url).pathname)) {
    const copy = response.clone();
    event.waitUntil(caches.open(CACHES.assets).then((cache) => cache.put(event.request, copy)));
  }
  return response;
}

async function page(event: FetchEvent): Promise<Response> {
  const { request } = event;
  try {
    const response = (await event.preloadResponse) ?? (await fetch(request));
    const member = response.headers.get(MEMBER_HEADER);
    const facts = {
      status: response.status,
      redirected: response.redirected,
      url: response.url || request.url,
      contentType: response.headers.get("Content-Type"),
      contentDisposition: response.headers.get("Content-Disposition"),
      member,
    };
    if (member && keepsPage(facts)) event.waitUntil(keep(request.url, member, response.clone()));
    return response;
  } catch {
    const cache = await caches.open(CACHES.pages);
    const kept = await cache.match(pageKey(request.url), { ignoreVary: true });
    if (!kept) return offline(cache);
    const headers = new Headers(kept.headers);
    headers.delete("Content-Length");
    return new Response(withOfflineLinks(await kept.text()), { status: kept.status, headers });
  }
}

/** A page's address without its fragment. */
function pageKey(url: string): string {
  const u = new URL(url);
  u.hash = "";
  return u.href;
}

async function offline(cache: Cache): Promise<Response> {
  const kept: KeptPage[] = [];
  for (const request of (await cache.keys()).slice(0, 30)) {
    const url = new URL(request.url);
    if (!isStudioPage(url.pathname)) continue;
    const html = (await (await cache.match(request))?.text()) ?? "";
    kept.push({ path: url.pathname + url.search, title: titleOf(html) ?? url.pathname });
  }
  return new Response(offlinePage(kept), {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}
