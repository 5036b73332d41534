import { describe, expect, it } from "vitest";
import { initials } from "./initials.ts";

describe("initials", () => {
  it.each([
    ["Awa Ndiaye", "AN"],
    ["awa ndiaye", "AN"],
    ["Mamadou Lamine Diop", "ML"],
    ["Teranga", "TE"],
    ["x", "X"],
    ["  Fatou   Sow  ", "FS"],
    ["Élodie Ba", "ÉB"],
    ["jean-pierre", "JP"],
    ["admin@teranga.sn", "AT"],
  ])("%s → %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it.each([null, undefined, "", "   "])("'%s' (no user) → ?", (name) => {
    expect(initials(name)).toBe("?");
  });
});
