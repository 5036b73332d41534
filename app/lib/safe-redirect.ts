// A redirect target from a form or a query string: followed only when it is a
// path on this site. Browsers drop tabs and newlines from URLs and read `\` as
// `/`, so `/\t/evil.example` or `/\evil.example` would leave the site.
const FORBIDDEN = /[\\\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const ORIGIN = "http://site.invalid";

function isSafe(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || FORBIDDEN.test(path)) return false;
  try {
    return new URL(path, ORIGIN).origin === ORIGIN;
  } catch {
    return false;
  }
}

/** `to` if it is a relative path on this site (checked decoded too), else `fallback`. */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || to.length > 2000) return fallback;
  // `/%2f%2fevil.example` is harmless as written, but a second decoding somewhere
  // (a proxy, another redirect) must not turn it into `//evil.example`.
  let decoded = to;
  for (let i = 0; i < 3; i++) {
    if (!isSafe(decoded)) return fallback;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) return to;
    decoded = next;
  }
  return isSafe(decoded) ? to : fallback;
}
