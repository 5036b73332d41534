import { env } from "#app/config/env.server.ts";

/**
 * A POST made from one of our own pages: its Origin (or, failing that, its
 * Referer) is this site. Anything else is refused before it changes a thing.
 */
export function isSameOrigin(request: Request): boolean {
  const allowed = new Set([new URL(request.url).origin, new URL(env().PUBLIC_URL).origin]);
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") return allowed.has(origin);
  const referer = request.headers.get("referer");
  if (!referer) return false;
  try {
    return allowed.has(new URL(referer).origin);
  } catch {
    return false;
  }
}

/** The answer to a POST from elsewhere: 403, in French, stored nothing. */
export function crossOriginRefusal(): Response {
  return new Response("Requête refusée\u00a0: elle ne vient pas de ce site.", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
