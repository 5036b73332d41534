// A redirect target from a form, a query string or better-auth: followed only
// when it is a path on this site. Browsers drop tabs and newlines from URLs and
// read `\` as `/`, so `/\t/evil.example` or `/\evil.example` would leave the
// site. The path is judged as a URL parser normalises it (`/.//evil.example`
// becomes `//evil.example`, protocol-relative), and that normalised form is what
// is returned: the redirect sends exactly what was judged.
const FORBIDDEN = /[\\\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const ORIGIN = "http://site.invalid";

/** The normalised path of `path` (pathname, query, fragment) if it stays on this site, else null. */
function normalise(path: string): string | null {
  if (!path.startsWith("/") || path.startsWith("//") || FORBIDDEN.test(path)) return null;
  let url: URL;
  try {
    url = new URL(path, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const judged = `${url.pathname}${url.search}${url.hash}`;
  // `/.//x`, `/%2e//x`, `/a/..//x`: a path that the parser turned into `//x`.
  if (judged.startsWith("//") || FORBIDDEN.test(judged)) return null;
  return judged;
}

/**
 * `to`, normalised, if it is a relative path on this site (checked decoded too,
 * up to three times), else `fallback`.
 */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || to.length > 2000) return fallback;
  const judged = normalise(to);
  if (judged === null) return fallback;
  // `/%2f%2fevil.example` is harmless as written, but a second decoding somewhere
  // (a proxy, another redirect) must not turn it into `//evil.example`.
  let decoded = judged;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) return judged;
    if (normalise(next) === null) return fallback;
    decoded = next;
  }
  return fallback;
}

/**
 * The same check for a URL that may be absolute (a `Location` better-auth
 * answers, a `callbackURL` it is given): a URL of `origin` counts as its path,
 * anything else must pass `safeRedirect`. Returns a relative path.
 */
export function safeLocation(to: unknown, origin: string, fallback = "/"): string {
  if (typeof to !== "string") return fallback;
  let path = to;
  if (/^[a-z][a-z0-9+.-]*:/i.test(to.trimStart())) {
    let url: URL;
    try {
      url = new URL(to);
    } catch {
      return fallback;
    }
    if (url.origin !== new URL(origin).origin || FORBIDDEN.test(to)) return fallback;
    path = `${url.pathname}${url.search}${url.hash}`;
  }
  return safeRedirect(path, fallback);
}
