import { describe, expect, it } from "vitest";
import { hasLoneSurrogate, isCleanText } from "./clean-text.ts";

describe("isCleanText", () => {
  it("refuses NUL, other controls and lone surrogates", () => {
    for (const text of [
      "a\u0000b",
      "\u0007",
      "x\u007f",
      "A\ud800",
      "\udc00B",
      "\ud83d",
      "😀".slice(1),
    ]) {
      expect(isCleanText(text), JSON.stringify(text)).toBe(false);
    }
    expect(hasLoneSurrogate("A\ud800")).toBe(true);
  });

  it("keeps accents, whole emoji, tabs and line breaks", () => {
    for (const text of ["Société Générale", "😀 merci", "ligne 1\nligne 2\r\n\tfin", "", "Ñ ß ü"]) {
      expect(isCleanText(text), text).toBe(true);
    }
  });
});
