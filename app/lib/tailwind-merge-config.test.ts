import { createTailwindMerge, twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { baseClass, siteClassTokens, siteStrings } from "#tests/tailwind-classes.ts";
import { tailwindMergeConfig } from "./tailwind-merge-config.ts";

// The trimmed configuration merges the site's classes exactly as the default one.
// Merging is decided pair by pair (does a later class override an earlier one?),
// so the same answer for every ordered pair of the site's classes means the same
// result for any class string made of them.
const trimmed = createTailwindMerge(() => tailwindMergeConfig);

describe("tailwind-merge, configuration du site", () => {
  it("fusionne chaque paire de classes du site comme la configuration complète", () => {
    // The classes tailwind-merge knows (a known class merges with itself).
    const bases = [...new Set(siteClassTokens().map(baseClass))].filter(
      (c) => twMerge(`${c} ${c}`) === c,
    );
    expect(bases.length).toBeGreaterThan(300);
    const differ: string[] = [];
    for (const a of bases) {
      for (const b of bases) {
        const s = `${a} ${b}`;
        if (trimmed(s) !== twMerge(s)) differ.push(s);
      }
    }
    expect(differ, "relancez scripts/tailwind-merge-config.ts").toEqual([]);
  });

  it("donne le même résultat pour chaque chaîne des sources, variantes comprises", () => {
    const strings = siteStrings();
    const differ = strings.filter((s) => trimmed(s) !== twMerge(s));
    expect(differ).toEqual([]);
    // And each string followed by every other one that shares a class kind.
    const tokens = siteClassTokens();
    const joined = tokens.join(" ");
    expect(trimmed(joined)).toBe(twMerge(joined));
  });
});
