import { describe, expect, it } from "vitest";
import { normalizeNewlines, paragraphs } from "./paragraphs.ts";

describe("paragraphs of a plain text", () => {
  it("a browser's CR LF, a lone CR and LF alike", () => {
    expect(normalizeNewlines("a\r\nb\rc\nd")).toBe("a\nb\nc\nd");
  });

  it("parted by a blank line, whatever the line breaks, spaces on the blank line allowed", () => {
    expect(paragraphs("Un.\r\n\r\nDeux.\r\nsuite\n \nTrois.\r\rQuatre.")).toEqual([
      "Un.",
      "Deux.\nsuite",
      "Trois.",
      "Quatre.",
    ]);
  });

  it("no empty paragraph from extra blank lines", () => {
    expect(paragraphs("\r\n\r\nUn.\r\n\r\n\r\n\r\nDeux.\r\n")).toEqual(["Un.", "Deux."]);
    expect(paragraphs("")).toEqual([]);
  });
});
