// What the payment pages under /d/<token>/ print in their <head> (ADR 029).

/**
 * The pages' referrer policy, as a <meta>: `same-origin`, not `no-referrer`. Under
 * no-referrer the browser posts the « Payer » form with `Origin: null`, which the
 * site's cross-origin check refuses; same-origin still sends the address (and its
 * token) to no other site. (The server's header, strict-origin-when-cross-origin,
 * already sends other sites the origin only.)
 */
export const CLIENT_PAGE_META = [
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];
