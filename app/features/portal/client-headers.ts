// The headers of every answer under /d/<token> (ADR 027): not kept, not indexed, the
// token-bearing address sent to no other site.

/** A page the client reads: no referrer at all. */
export const CLIENT_PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;

/**
 * A page with a form the client posts (accept, refuse, pay: ADR 028, 029): not
 * `no-referrer`, under which browsers post our own forms with `Origin: null`, refused
 * as cross-site (server/security.ts). `same-origin` still sends the address to no
 * other site.
 */
export const CLIENT_FORM_PAGE_HEADERS = {
  ...CLIENT_PAGE_HEADERS,
  "Referrer-Policy": "same-origin",
} as const;
