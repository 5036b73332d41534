import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The README is a newcomer's first page: short, and its map of the features cannot go
// stale. The rest of the operator's facts live in docs/, which it links to.
const root = path.resolve(import.meta.dirname, "../..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");

/** The lines of a README section, from its heading to the next heading of any level. */
function section(heading: string): string[] {
  const lines = readme.split("\n");
  const start = lines.findIndex((line) => /^#+ /.test(line) && line.includes(heading));
  if (start === -1) return [];
  const end = lines.findIndex((line, i) => i > start && /^#+ /.test(line));
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

/** `- \`name/\` — what it holds`: one line per feature folder. */
function mappedFeatures(): string[] {
  return section("app/features/").flatMap((line) => {
    const match = /^- `([a-z0-9-]+)\/`/.exec(line);
    return match ? [match[1]!] : [];
  });
}

const featureFolders = readdirSync(path.join(root, "app/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("the README", () => {
  it("names every feature folder of app/features, each once, and none that does not exist", () => {
    const mapped = mappedFeatures();
    expect(mapped.length).toBeGreaterThan(0);
    expect(mapped.filter((name, i) => mapped.indexOf(name) !== i)).toEqual([]);
    expect(featureFolders.filter((name) => !mapped.includes(name))).toEqual([]);
    expect(mapped.filter((name) => !featureFolders.includes(name))).toEqual([]);
  });

  it("says what each feature holds, on its own line", () => {
    for (const line of section("app/features/").filter((l) => l.startsWith("- `"))) {
      expect(line).toMatch(/^- `[a-z0-9-]+\/` — \S.{10,}$/);
    }
  });

  it("stays short: about 120 lines", () => {
    expect(readme.trimEnd().split("\n").length).toBeLessThanOrEqual(120);
  });

  it("starts with the three commands", () => {
    const commands = section("Start here").join("\n");
    for (const command of ["npm install", "npm start", "npm test"]) {
      expect(commands).toContain(command);
    }
    expect(commands).toContain("http://localhost:3000");
  });

  it("links to pages of docs/ that exist", () => {
    const links = [...readme.matchAll(/\]\((docs\/[^)#\s]+)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(5);
    expect(links.filter((link) => !existsSync(path.join(root, link)))).toEqual([]);
  });
});

describe("the docs", () => {
  const docs = readdirSync(path.join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.join("docs", file));

  it("never cite the first descriptions of the product (the repo is its own reference)", () => {
    const citing = ["README.md", ...docs].filter((file) =>
      /\b(SPEC|DESIGN|STACK)\.md\b/i.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(citing).toEqual([]);
  });

  it("keep each ADR's status, and a long ADR opens with a summary", () => {
    const adrs = docs.filter((file) => file.startsWith(path.join("docs", "decisions")));
    expect(adrs.length).toBeGreaterThan(30);
    for (const file of adrs) {
      const lines = readFileSync(path.join(root, file), "utf8").split("\n");
      const head = lines.slice(0, 8).join("\n");
      expect(head, file).toMatch(/Status: /);
      if (lines.length > 120) {
        const summary = lines.findIndex((line) => line === "## Summary");
        const context = lines.findIndex((line) => line.startsWith("## ") && line !== "## Summary");
        expect(summary, `${file}: « ## Summary » before its first section`).toBeGreaterThan(-1);
        expect(summary, file).toBeLessThan(context);
      }
    }
  });
});
