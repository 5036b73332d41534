import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The architecture's lint rules really fire: two files that import each other,
// and a helper that reaches the database, linted with the repo's own config.
const root = path.resolve(import.meta.dirname, "../..");
const dir = path.join(root, "app/lib/__lint-fixture__");

afterAll(() => rmSync(dir, { recursive: true, force: true }));

// One ESLint for the file, loaded and run once before the cases: the repo's config and
// the first type-aware parse take seconds (tens on a busy machine), the cases then little.
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintFiles([path.join(root, "app/lib/utils.ts")]);
}, 120_000);

async function lint(files: Record<string, string>) {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const results = await eslint.lintFiles(Object.keys(files).map((f) => path.join(dir, f)));
  return results.flatMap((r) => r.messages.map((m) => m.ruleId));
}

describe("lint matches the architecture", () => {
  it("fails on an import cycle", async () => {
    const rules = await lint({
      "a.ts": 'import { b } from "./b.ts";\nexport const a = () => b;\n',
      "b.ts": 'import { a } from "./a.ts";\nexport const b = () => a;\n',
    });
    expect(rules).toContain("import-x/no-cycle");
  }, 30_000);

  it("fails on a thrown data(), whose route data would say « Internal Server Error »", async () => {
    const rules = await lint({
      "d.ts":
        'import { data } from "react-router";\nexport function d() {\n  throw data("Introuvable", { status: 404 });\n}\n',
    });
    expect(rules).toContain("no-restricted-syntax");
  }, 30_000);

  it("fails when app/lib reaches the database or the environment", async () => {
    const rules = await lint({
      "c.ts":
        'import { db } from "#app/db/db.server.ts";\nimport { env } from "#app/config/env.server.ts";\nexport const c = () => [db, env];\n',
    });
    expect(rules.filter((r) => r === "import-x/no-restricted-paths")).toHaveLength(2);
  }, 30_000);

  it("fails when a feature imports another it does not declare", async () => {
    const blog = path.join(root, "app/features/blog/__lint-fixture__.ts");
    writeFileSync(
      blog,
      'import { computeTotals } from "#app/features/documents/totals.ts";\nexport const x = computeTotals;\n',
    );
    try {
      const [result] = await eslint.lintFiles([blog]);
      expect(result!.messages.map((m) => m.ruleId)).toContain("import-x/no-restricted-paths");
    } finally {
      rmSync(blog, { force: true });
    }
  }, 30_000);

  it("declares the edges of every feature folder", async () => {
    const config = (await import(path.join(root, "eslint.config.js"))) as {
      featureEdges: Record<string, string[]>;
    };
    const folders = readdirSync(path.join(root, "app/features"), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(Object.keys(config.featureEdges).sort()).toEqual(folders);
  });
});
