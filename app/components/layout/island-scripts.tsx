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
 * once. Links only, by their address: no CSS selector for the browser to watch.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: { or: PUBLIC_PATTERNS.map((pattern) => ({ href_matches: pattern })) },
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
 * The loader: module preloads for the entry, what it imports and what the page's
 * islands need (`files`, by island name: app/lib/islands.server.ts), all at once rather
 * than one import after another, then the entry as a module script. Elements made by
 * the inline script, not an `import()`: under the pages' `'strict-dynamic'`, a module
 * imported by an inline script written in the HTML is refused on a pre-rendered page
 * (no nonce to inherit), while what the trusted script adds is allowed, and so is
 * everything it imports (ADR 014).
 */
export function islandsLoader(files: Record<string, string[]>, dev = import.meta.env.DEV) {
  const script = (src: string) =>
    `{const s=document.createElement("script");s.type="module";s.src=${src};document.head.append(s)}`;
  return [
    `const F=${JSON.stringify(files)},W=new Set(F[""]);`,
    'for(const e of document.querySelectorAll("[data-island]"))for(const f of F[e.dataset.island]||[])W.add(f);',
    'for(const h of W){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}',
    // `npm run dev`: Vite's client too (reload on change), which React Router's scripts bring elsewhere.
    ...(dev ? [script('"/@vite/client"')] : []),
    script('F[""][0]'),
  ].join("");
}

export function IslandScripts({
  files,
  nonce,
}: {
  files: Record<string, string[]>;
  nonce?: string;
}) {
  return (
    <>
      <script
        type="speculationrules"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
      />
      <script
        type="module"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: islandsLoader(files) }}
      />
    </>
  );
}
