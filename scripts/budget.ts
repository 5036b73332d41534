// `npm run budget`: the JavaScript of each public page (docs/decisions/037-public-islands.md),
// gzip-compressed, on the built site: the page is asked of the site as a visitor's
// browser asks it, the islands its HTML names (`data-island`) are looked up in the
// build's record of the islands (build/client/.islands.json), and their files are
// weighed with everything they import:
// - « premier chargement »: what the page loads by itself, without anyone touching it
//   (the islands' entry, the page's islands, and what they import);
// - « au plus »: that, plus what an island fetches when needed (Embla, when the
//   carousel comes near the screen).
// Both must stay within TOTAL_KB (40) on every page, and no page may carry React
// Router (its context or its module preloads): the public pages are HTML with islands.
// The pages checked: ISLAND_PAGE_KINDS (tests/public-pages.ts: every public page of
// docs/product.md §2, an article, a project, the account pages whose form is the whole
// page, a 404), the pages `npm run bench:lighthouse` measures.
//   BUDGET_PORT=…   the site's port (default E2E_PORT_BASE + 36)   AUDIT_URL=…  a site already running
// Then the studio's pages (ADR 038): their first-load JavaScript without the framework,
// from the build's manifest, within STUDIO_KB or the ceiling a page is held at.
// `npm test` runs it last, on the build the browser tests used.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ISLANDS_MANIFEST, type IslandsManifest } from "../app/lib/islands-manifest.ts";
import { ISLAND_PAGE_KINDS } from "../tests/public-pages.ts";
import { frameworkFiles, readClientManifest, type RouteEntry } from "./client-manifest.ts";
import { startSite } from "./lighthouse-harness.ts";

const TOTAL_KB = Number(process.env.TOTAL_KB ?? 40);
const CLIENT = "build/client";

const PAGES = ISLAND_PAGE_KINDS;

let manifest: IslandsManifest;
try {
  manifest = JSON.parse(
    readFileSync(path.join(CLIENT, ISLANDS_MANIFEST), "utf8"),
  ) as IslandsManifest;
} catch {
  console.error("Pas de build\u00a0: lancez d'abord `npm run build`.");
  process.exit(1);
}

const gzipSize = new Map<string, number>();
function size(file: string): number {
  if (!gzipSize.has(file))
    gzipSize.set(file, gzipSync(readFileSync(path.join(CLIENT, file)), { level: 9 }).length);
  return gzipSize.get(file)!;
}

/** `file` and every file it imports, statically only, or its dynamic imports' too. */
function closure(file: string, lazy: boolean, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const chunk = manifest.chunks[file];
  for (const next of chunk?.imports ?? []) closure(next, lazy, into);
  if (lazy) for (const next of chunk?.dynamicImports ?? []) closure(next, lazy, into);
  return into;
}

const entry = manifest.entry.replace(/^\//, "");
const islandFile = new Map(
  Object.entries(manifest.chunks)
    .filter(([, chunk]) => chunk.island)
    .map(([file, chunk]) => [chunk.island!, file]),
);
const kb = (files: Set<string>) => [...files].reduce((sum, f) => sum + size(f), 0) / 1024;

const port = Number(process.env.BUDGET_PORT ?? Number(process.env.E2E_PORT_BASE ?? 3210) + 36);
const site = await startSite(port, process.env.AUDIT_URL);
let over = false;
try {
  console.log(`JavaScript des pages publiques, gzip (au plus ${TOTAL_KB} Ko par page)`);
  console.log(
    `${"page".padEnd(48)} ${"premier chargement".padStart(18)} ${"au plus".padStart(9)} ${"fichiers".padStart(8)}  îlots`,
  );
  for (const page of PAGES) {
    const html = await (await fetch(site.url + page)).text();
    const problems: string[] = [];
    if (/__reactRouterContext|<link rel="modulepreload"/.test(html)) problems.push("React Router");
    if (!html.includes(manifest.entry)) problems.push("sans l'entrée des îlots");
    const islands = [...new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]!))];
    const first = closure(entry, false);
    const all = closure(entry, false);
    for (const island of islands) {
      const file = islandFile.get(island);
      if (!file) {
        problems.push(`îlot inconnu\u00a0: ${island}`);
        continue;
      }
      closure(file, false, first);
      closure(file, true, all);
    }
    const firstKb = kb(first);
    const allKb = kb(all);
    if (firstKb > TOTAL_KB || allKb > TOTAL_KB) problems.push(`> ${TOTAL_KB} Ko`);
    if (problems.length) over = true;
    console.log(
      `${page.padEnd(48)} ${`${firstKb.toFixed(1)} Ko`.padStart(18)} ${`${allKb.toFixed(1)} Ko`.padStart(9)} ${String(first.size).padStart(8)}  ${islands.join(", ") || "—"}${problems.length ? `  ✗ ${problems.join(", ")}` : ""}`,
    );
  }
} finally {
  await site.stop();
}

// The studio's pages (the staff shell's, ADR 038): the JavaScript each loads first, its
// route modules and what they import, without React, React DOM and React Router (the
// client entry and its imports). Goal: STUDIO_KB (60). Pages still above it are held
// at a ceiling, what they weighed when it was set, so they can only go down. Raised once
// by 1–2 KB when the shell took the search field, the bell and « À faire »'s counts
// (ADR 039, 042), the heavy parts of which load apart after the page. Raised by 1 KB for
// the settings' SYSCOHADA accounts (ADR 047): the settings page holds their fields and
// checks, and a document's page the firm's defaults it reads (app/config/company.ts).
// Raised by 1 KB for the document forms' « Générer » sent again when the network is back
// (ADR 041) and the client's page's WhatsApp buttons (ADR 043). /securite and
// /redaction/projets/:id raised by 1 KB with « Réserver un appel » (ADR 044): no code of
// theirs grew, the build names the shared framework chunk `chunk-…` instead of
// `jsx-runtime-…` since its routes, a few bytes more in each of their chunks' imports.
// Raised by 1 KB with the e-invoices (ADR 051): a document's page has two more buttons
// (93,0 → 93,5 KB); /equipe, /parametres-entreprise and /clients/nouveau took 0,1–0,2 KB
// from the kinds' new column and the build's new shared chunks (measured on main's build
// beside this one: 70,8 → 71,0, 61,0 → 61,2, 67,9 → 68,0), no code of theirs grew.
// Raised by 1 KB for WhatsApp Business's automatic choices (ADR 045, second pass): the
// settings page's « WhatsApp Business » card, a document's page saying how « Envoyer au
// client » goes and « Marquer comme vérifié »; /equipe and /clients/nouveau read the
// settings' schema (its five choices and their labels) through the firm's defaults.
const STUDIO_KB = 60;
// The studio's forms answer from the server (ADR 063): Zod (~25 KB) and Conform (~12 KB)
// left every page but the three document forms, which check the whole document in the
// browser before « Générer » (also offline, ADR 041): measured on the build before that
// change beside this one, /documents/:numero 97,5 → 55,3, /temps 77,2 → 37,2, /projets/:id
// 81,7 → 43,0, /clients/:id 78,3 → 40,5 KB; no other page above 46 KB. The document forms
// keep Zod and Conform (104,6 → 102,3, 97,8 → 95,6 KB: only shared code left them): held at
// that weight, to be brought under 60 KB with a lighter check of their own. The client's
// country (ADR 064) added 0,7 KB to them (its codes as a 117-byte bitmap, its names in the
// page's data, the printed country): 102,3 → 103,0 and 95,6 → 96,2.
const STUDIO_CEILINGS_KB: Record<string, number> = {
  "routes/create-quote": 103.2,
  "routes/create-invoice": 103.2,
  "routes/create-technical-proposal": 96.4,
  // Margins (ADR 058): server-written tables, held at their measured weight.
  "routes/marges": 35,
};
// Zod in the browser, named by the build (its classes keep their names): only the
// document forms may load it (ADR 063).
const ZOD_MARK = '"$ZodType"';
const ZOD_ALLOWED = new Set([
  "routes/create-quote",
  "routes/create-invoice",
  "routes/create-technical-proposal",
]);
const hasZod = (file: string) => readFileSync(path.join(CLIENT, file), "utf8").includes(ZOD_MARK);
const routes = readClientManifest();
const frameworkJs = frameworkFiles(routes);
console.log(
  `\nJavaScript des pages du studio au premier chargement, gzip, sans React ni React Router (au plus ${STUDIO_KB} Ko)`,
);
const studio = Object.values(routes.routes).filter((r) => r.parentId === "routes/staff-layout");
for (const route of studio.sort((a, b) => a.id.localeCompare(b.id))) {
  const files = new Set<string>();
  for (
    let r: RouteEntry | undefined = route;
    r;
    r = r.parentId ? routes.routes[r.parentId] : undefined
  )
    for (const f of [r.module, ...(r.imports ?? [])]) if (!frameworkJs.has(f)) files.add(f);
  const weight = [...files].reduce((sum, f) => sum + size(f.replace(/^\//, "")), 0) / 1024;
  const ceiling = STUDIO_CEILINGS_KB[route.id] ?? STUDIO_KB;
  const zod = [...files].some((f) => hasZod(f.replace(/^\//, "")));
  const zodRefused = zod && !ZOD_ALLOWED.has(route.id);
  if (weight > ceiling || zodRefused) over = true;
  console.log(
    `${`/${route.path ?? ""}`.padEnd(48)} ${`${weight.toFixed(1)} Ko`.padStart(18)}${ceiling > STUDIO_KB ? `  (plafond ${ceiling} Ko, à réduire)` : ""}${zod ? "  avec Zod" : ""}${weight > ceiling ? "  ✗" : ""}${zodRefused ? "  ✗ Zod dans le navigateur" : ""}`,
  );
}

if (over) {
  console.error("\nBudget dépassé.");
  process.exit(1);
}
console.log(
  `\nBudget tenu\u00a0: ${PAGES.length} pages publiques, chacune ≤ ${TOTAL_KB} Ko de JavaScript, sans React Router\u00a0; ${studio.length} pages du studio ≤ ${STUDIO_KB} Ko ou leur plafond, Zod sur les seuls formulaires de documents.`,
);
