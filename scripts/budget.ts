// `npm run budget`: the JavaScript a first visit downloads for each public page
// (entry + root + the route's module and their imports, from the build's
// manifest), gzip-compressed, against the budget. Fails when over.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const CLIENT = "build/client";
const BUDGET_KB = Number(process.env.BUDGET_KB ?? 90);

type RouteEntry = {
  id: string;
  path?: string;
  index?: boolean;
  parentId?: string;
  module: string;
  imports?: string[];
};
type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteEntry>;
};

const manifestFile = readdirSync(path.join(CLIENT, "assets")).find((f) =>
  /^manifest-.*\.js$/.test(f),
);
if (!manifestFile) {
  console.error("Pas de build : lancez d'abord `npm run build`.");
  process.exit(1);
}
const source = readFileSync(path.join(CLIENT, "assets", manifestFile), "utf8");
const manifest = JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")) as Manifest;

const gzipSize = new Map<string, number>();
function size(file: string): number {
  if (!gzipSize.has(file))
    gzipSize.set(file, gzipSync(readFileSync(path.join(CLIENT, file)), { level: 9 }).length);
  return gzipSize.get(file)!;
}

/** Public pages, by route module file (SPEC.md §2). The staff studio is not a first visit. */
const PUBLIC = (process.env.BUDGET_ROUTES ?? "").split(",").filter(Boolean);

function chain(id: string): RouteEntry[] {
  const route = manifest.routes[id]!;
  return route.parentId ? [...chain(route.parentId), route] : [route];
}

const rows: { route: string; kb: number }[] = [];
for (const [id, route] of Object.entries(manifest.routes)) {
  if (id === "root") continue;
  const routePath = route.index ? "/" : `/${route.path ?? ""}`;
  if (
    PUBLIC.length
      ? !PUBLIC.includes(routePath)
      : /create-|invoice-quote|simple-login|api\/|logout|heartbeat|\.xml|\.txt/.test(routePath)
  )
    continue;
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const r of chain(id)) {
    files.add(r.module);
    for (const f of r.imports ?? []) files.add(f);
  }
  const bytes = [...files].reduce((sum, f) => sum + size(f), 0);
  rows.push({ route: routePath, kb: bytes / 1024 });
}

rows.sort((a, b) => a.route.localeCompare(b.route));
let over = false;
console.log(`JavaScript au premier chargement (gzip), budget ${BUDGET_KB} Ko par page publique`);
for (const { route, kb } of rows) {
  const flag = kb > BUDGET_KB ? "  ✗ au-dessus du budget" : "";
  if (flag) over = true;
  console.log(`${route.padEnd(28)} ${kb.toFixed(1).padStart(6)} Ko${flag}`);
}
if (over) {
  console.error("\nBudget dépassé.");
  process.exit(1);
}
