import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

// The PDF library (react-pdf, its fonts and layout engine: tens of MB once loaded)
// lives only in the PDF worker, which stops when idle (render.server.tsx, ADR 014).
// Every module the server's process loads (its entry, the root, every route) is
// followed through its imports, type-only ones left out: none may reach it.

const root = path.resolve(import.meta.dirname, "../../../..");
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^"';]*?\sfrom\s*)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolve(from: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, "");
  let base: string;
  if (bare.startsWith("#app/")) base = path.join(root, "app", bare.slice(5));
  else if (bare.startsWith(".")) base = path.resolve(path.dirname(from), bare);
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Each module reached from the entries, with the chain that reached it. */
function reach(entries: string[]): Map<string, string[]> {
  const seen = new Map<string, string[]>(entries.map((e) => [e, [e]]));
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift()!;
    const source = readFileSync(file, "utf8");
    for (const m of source.matchAll(IMPORT)) {
      const specifier = (m[1] ?? m[2])!;
      const target = resolve(file, specifier) ?? `package:${specifier}`;
      if (seen.has(target)) continue;
      seen.set(target, [...seen.get(file)!, target]);
      if (!target.startsWith("package:") && /\.tsx?$/.test(target)) queue.push(target);
    }
  }
  return seen;
}

const routes = readdirSync(path.join(root, "app/routes"))
  .filter((f) => /\.tsx?$/.test(f))
  .map((f) => path.join(root, "app/routes", f));
const entries = [
  path.join(root, "server/index.ts"),
  path.join(root, "app/root.tsx"),
  path.join(root, "app/entry.server.tsx"),
  ...routes,
].filter((f) => existsSync(f));

test("the server's process never loads the PDF library nor the e-invoice library", () => {
  const reached = reach(entries);
  // @e-invoice-eu/core (JSON schemas, XML writer, a PDF library) writes e-invoices in the worker (ADR 051).
  const pdfLibrary = [...reached].filter(
    ([target]) =>
      target.startsWith("package:@react-pdf/") || target.startsWith("package:@e-invoice-eu/"),
  );
  const chains = pdfLibrary.map(([, chain]) =>
    chain.map((f) => (f.startsWith(root) ? path.relative(root, f) : f)).join(" → "),
  );
  expect(chains).toEqual([]);
  // The walk does see the site: its routes, and the worker's front door.
  expect(reached.has(path.join(root, "app/features/print/pdf/render.server.tsx"))).toBe(true);
});

test("the worker draws with it", () => {
  const reached = reach([path.join(root, "app/features/print/pdf/pdf-worker.server.tsx")]);
  expect(reached.has("package:@react-pdf/renderer")).toBe(true);
  expect(reached.has("package:@e-invoice-eu/core")).toBe(true);
});
