// `npm run budget`: the JavaScript a first visit downloads for each public page
// (entry + root + the route's module and their imports, from the build's
// manifest), gzip-compressed, and how many files (requests) that is. Two limits
// (docs/decisions/014-performance.md), each page:
// - the whole first load within TOTAL_KB (130), framework growth included;
// - the site's own code (everything but the framework's entry chunk: React DOM,
//   React, React Router, about 111 KB) within BUDGET_KB (19).
// `npm test` runs it last, on the build the browser tests used.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { CLIENT, frameworkFiles, readClientManifest, type RouteEntry } from "./client-manifest.ts";

// Issue 20's goal (ADR 014, fourth and fifth passes): 130 KB in all, 19 KB of the
// site's own, on every public page, the forms included.
const BUDGET_KB = Number(process.env.BUDGET_KB ?? 19);
const TOTAL_KB = Number(process.env.TOTAL_KB ?? 130);

const manifest = readClientManifest();

const gzipSize = new Map<string, number>();
function size(file: string): number {
  if (!gzipSize.has(file))
    gzipSize.set(file, gzipSync(readFileSync(path.join(CLIENT, file)), { level: 9 }).length);
  return gzipSize.get(file)!;
}

/** The public pages of docs/product.md §2 (the staff studio and resource routes are not first visits). */
const PUBLIC = [
  "/",
  "/services",
  "/offers",
  "/realisations",
  "/realisations/:slug",
  "/articles",
  "/articles/:slug",
  "/about",
  "/contact",
  "/login",
  "/register",
  "/forgot-password",
  "/terms",
  "/privacy",
  "/cookies",
  "/*",
];

function chain(id: string): RouteEntry[] {
  const route = manifest.routes[id]!;
  return route.parentId ? [...chain(route.parentId), route] : [route];
}

const framework = frameworkFiles(manifest);
const frameworkKb = [...framework].reduce((sum, f) => sum + size(f), 0) / 1024;

const rows: { route: string; own: number; total: number; requests: number }[] = [];
for (const [id, route] of Object.entries(manifest.routes)) {
  if (id === "root") continue;
  const routePath = route.index ? "/" : `/${route.path ?? ""}`;
  if (!PUBLIC.includes(routePath)) continue;
  const files = new Set<string>();
  for (const r of chain(id)) {
    files.add(r.module);
    for (const f of r.imports ?? []) files.add(f);
  }
  for (const f of framework) files.delete(f);
  const own = [...files].reduce((sum, f) => sum + size(f), 0) / 1024;
  rows.push({
    route: routePath,
    own,
    total: own + frameworkKb,
    requests: files.size + framework.size,
  });
}

rows.sort((a, b) => a.route.localeCompare(b.route));
let over = false;
console.log(
  `JavaScript au premier chargement, gzip (socle React + React Router\u00a0: ${frameworkKb.toFixed(1)} Ko)`,
);
console.log(
  `${"page".padEnd(22)} ${"code du site".padStart(14)} ${"total".padStart(10)} ${"fichiers JS".padStart(12)}`,
);
for (const { route, own, total, requests } of rows) {
  const flags = [
    own > BUDGET_KB ? `code du site > ${BUDGET_KB} Ko` : "",
    total > TOTAL_KB ? `total > ${TOTAL_KB} Ko` : "",
  ].filter(Boolean);
  if (flags.length) over = true;
  console.log(
    `${route.padEnd(22)} ${`${own.toFixed(1)} Ko`.padStart(14)} ${`${total.toFixed(1)} Ko`.padStart(10)} ${String(requests).padStart(12)}${flags.length ? `  ✗ ${flags.join(", ")}` : ""}`,
  );
}
if (over) {
  console.error("\nBudget dépassé.");
  process.exit(1);
}
console.log(`\nBudget tenu\u00a0: chaque page ≤ ${TOTAL_KB} Ko (code du site ≤ ${BUDGET_KB} Ko).`);
