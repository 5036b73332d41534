// The scripts of a page sent with islands (docs/decisions/037-public-islands.md):
// the browser's own speculation rules, so that the next public page is ready when a
// link is pointed at or pressed, and the one inline module that loads the islands'
// entry (after the first paint: entry.server's rewrite, ADR 014). Both inline, so a
// pre-rendered page allows them by their hash and a rendered one by its nonce.

/** The public pages worth preparing ahead: the same pages for everyone, quick to render. */
const PUBLIC_PATTERNS = [
  "/",
  "/services",
  "/offers",
  "/about",
  "/realisations",
  "/realisations/*",
  "/articles",
  "/articles/*",
  "/contact",
  "/terms",
  "/privacy",
  "/cookies",
];

/**
 * Prerendered when pointed at (or pressed, on a phone): the page is then shown at
 * once. The blog's filters are left out (`data-no-speculation`): they show their
 * skeletons while the list is fetched, as people expect of a filter.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { or: PUBLIC_PATTERNS.map((pattern) => ({ href_matches: pattern })) },
          { not: { selector_matches: "[data-no-speculation]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
  prefetch: [
    {
      where: {
        or: ["/login", "/register", "/forgot-password"].map((pattern) => ({
          href_matches: pattern,
        })),
      },
      eagerness: "moderate",
    },
  ],
});

/**
 * A script element made by the inline script, not an `import()`: under the pages'
 * `'strict-dynamic'`, a module imported by an inline script written in the HTML is
 * refused on a pre-rendered page (no nonce to inherit), while a script the trusted
 * one adds is allowed, and so is everything it imports (ADR 014).
 */
function loadEntry(entry: string) {
  // `npm run dev`: Vite's client too (reload on change), which React Router's scripts bring elsewhere.
  const sources = import.meta.env.DEV ? ["/@vite/client", entry] : [entry];
  return sources
    .map(
      (src) =>
        `{const s=document.createElement("script");s.type="module";s.src=${JSON.stringify(src)};document.head.append(s)}`,
    )
    .join("");
}

export function IslandScripts({ entry, nonce }: { entry: string; nonce?: string }) {
  return (
    <>
      <script
        type="speculationrules"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
      />
      <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: loadEntry(entry) }} />
    </>
  );
}
