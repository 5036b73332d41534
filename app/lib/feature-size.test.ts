import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A feature folder stays small enough to read whole: 3 000 lines of code at most (its
// .ts/.tsx files, tests left out). A larger one grows a sibling feature, declared in the
// lint table of feature imports (eslint.config.js).
const root = path.resolve(import.meta.dirname, "../features");
const MAX_LINES = 3000;

function linesOf(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sum + linesOf(file);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return sum;
    return sum + readFileSync(file, "utf8").split("\n").length - 1;
  }, 0);
}

describe("feature folders", () => {
  const features = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

  it.each(features)(`%s: ${MAX_LINES} lines at most`, (feature) => {
    expect(linesOf(path.join(root, feature))).toBeLessThanOrEqual(MAX_LINES);
  });
});
