/**
 * A POST made from one of our own pages: its Origin (or, failing that, its
 * Referer) is this site, as the request sees it or as PUBLIC_URL names it.
 */
export function isSameOrigin(
  headers: { get(name: string): string | null },
  requestUrl: string,
  publicUrl: string,
): boolean {
  const allowed = new Set([new URL(requestUrl).origin, new URL(publicUrl).origin]);
  const origin = headers.get("origin");
  if (origin && origin !== "null") return allowed.has(origin);
  const referer = headers.get("referer");
  if (!referer) return false;
  try {
    return allowed.has(new URL(referer).origin);
  } catch {
    return false;
  }
}

export const CROSS_ORIGIN_MESSAGE = "Requête refusée\u00a0: elle ne vient pas de ce site.";
export const TOO_LARGE_MESSAGE =
  "Requête refusée\u00a0: elle est trop volumineuse pour ce formulaire.";
export const UNREADABLE_MESSAGE = "Le formulaire n'a pas pu être lu. Veuillez réessayer.";
export const CONTROL_CHARS_MESSAGE =
  "Le formulaire contient des caractères invisibles non autorisés (caractères de contrôle)\u00a0: retirez-les et réessayez.";
export const LONE_SURROGATE_MESSAGE =
  "Le formulaire contient un caractère incomplet (la moitié d'un emoji ou d'un caractère spécial)\u00a0: retirez-le et réessayez.";

/** A refusal as plain French text, stored nothing, never cached. */
export function textRefusal(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
