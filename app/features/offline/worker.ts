// The studio's service worker (ADR 041), built by `studioWorker` (worker-build.ts) into
// /studio-sw.js with the build's version and the shell's files. Scope `/`, but it acts
// only on the studio: its pages (network first, then the member's copy, then the offline
// page) and the build's files they load; public pages, PDFs, CSV and POSTs go by untouched.
import { offlinePage, OFFLINE_THEME_SCRIPT, type KeptPage } from "./offline-page.ts";
import { cacheNames, isStale, isStudioPage, keepsPage, routeOf, titleOf } from "./policy.ts";

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
type MessageEvent = ExtendableEvent & { data: unknown };
type Scope = {
  location: Location;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  clients: { claim(): Promise<void>; get(id: string): Promise<{ url: string } | undefined> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
};

const sw = self as unknown as Scope;
const CACHES = cacheNames(__STUDIO_VERSION__);
// Who the kept pages belong to: a member's key (the staff layout's), kept beside them.
const MEMBER_KEY = "/__studio-member";

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

sw.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; key?: unknown } | null;
  if (data?.type === "member" && typeof data.key === "string") {
    event.waitUntil(setMember(data.key));
  }
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
});

/** Every kept page goes: signed out, or another member signed in on this device. */
async function wipePages(): Promise<void> {
  await caches.delete(CACHES.pages);
}

/**
 * The pages kept belong to the member now signed in, or they are wiped. None named yet:
 * the pages kept since are this member's (a sign-in in between would have wiped them).
 */
async function setMember(key: string): Promise<void> {
  const kept = await (await caches.open(CACHES.pages)).match(MEMBER_KEY);
  const owner = kept ? await kept.text() : key;
  if (owner !== key) await wipePages();
  await (await caches.open(CACHES.pages)).put(MEMBER_KEY, new Response(key));
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
    const facts = {
      status: response.status,
      redirected: response.redirected,
      url: response.url || request.url,
      contentType: response.headers.get("Content-Type"),
      contentDisposition: response.headers.get("Content-Disposition"),
    };
    if (keepsPage(facts)) {
      const copy = response.clone();
      event.waitUntil(
        caches.open(CACHES.pages).then((cache) => cache.put(pageKey(request.url), copy)),
      );
    }
    return response;
  } catch {
    const cache = await caches.open(CACHES.pages);
    const kept = await cache.match(pageKey(request.url), { ignoreVary: true });
    return kept ?? offline(cache);
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
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(OFFLINE_THEME_SCRIPT),
  );
  const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
  return new Response(offlinePage(kept), {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": `default-src 'none'; script-src 'sha256-${hash}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    },
  });
}
