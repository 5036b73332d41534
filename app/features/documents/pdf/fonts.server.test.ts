import { describe, expect, test } from "vitest";
import { breakWord, separateEmoji } from "./fonts.server.ts";

describe("PDF text in every script", () => {
  test("French words stay whole; Chinese and Japanese may end a line between characters, not before closing punctuation", () => {
    expect(breakWord("développement")).toEqual(["développement"]);
    expect(breakWord("شركة")).toEqual(["شركة"]);
    expect(breakWord("北京公司")).toEqual(["北", "\ufeff", "京", "\ufeff", "公", "\ufeff", "司"]);
    expect(breakWord("「東京」です。")).toEqual([
      "「東",
      "\ufeff",
      "京」",
      "\ufeff",
      "で",
      "\ufeff",
      "す。",
    ]);
  });

  test("emoji side by side are kept apart, a sequence stays whole, everything else is untouched", () => {
    const sep = "\ufeff";
    expect(separateEmoji("🚀🎉")).toBe(`🚀${sep}🎉`);
    expect(separateEmoji("👍🏿👍🏿")).toBe(`👍🏿${sep}👍🏿`);
    expect(separateEmoji("🇸🇳🇫🇷")).toBe(`🇸🇳${sep}🇫🇷`);
    expect(separateEmoji("👨‍👩‍👧 ❤️")).toBe("👨‍👩‍👧 ❤️");
    expect(separateEmoji("Façon « œuvre » à 5 €")).toBe("Façon « œuvre » à 5 €");
    const at = new Date("2026-11-23T10:12:00Z");
    expect(separateEmoji({ name: "🎉🎉", lines: [{ d: "a🚀🚀" }], at, n: 3 })).toEqual({
      name: `🎉${sep}🎉`,
      lines: [{ d: `a🚀${sep}🚀` }],
      at,
      n: 3,
    });
  });
});
