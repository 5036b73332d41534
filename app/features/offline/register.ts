// Loaded by the staff layout once a studio page has hydrated (never by a public page):
// registers the studio's service worker (ADR 041) and tells it whose pages it keeps.

let started = false;

/**
 * `memberKey`: who is signed in; the worker wipes the pages it keeps when it changes.
 * Offline, a link opens as a whole page: the worker answers a page (the kept copy, or
 * the offline page), not the router's data requests.
 */
export function startStudioOffline(memberKey: string): void {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .register("/studio-sw.js", { scope: "/" })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => registration.active?.postMessage({ type: "member", key: memberKey }))
    .catch(() => {
      // No worker (private window, a browser without): the studio works online as before.
    });
  if (started) return;
  started = true;
  document.addEventListener("click", openWholePageOffline, true);
}

function openWholePageOffline(event: MouseEvent): void {
  if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  event.stopPropagation();
  window.location.assign(url.href);
}
