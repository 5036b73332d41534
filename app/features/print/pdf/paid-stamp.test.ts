import { describe, expect, test } from "vitest";
import paidStampSvg from "#app/assets/brand/paid-stamp.svg?raw";
import { arcTurn, placeGlyphs, readStamp } from "./paid-stamp.ts";

describe("the « Payé » stamp of the PDF, read from app/assets/brand/paid-stamp.svg", () => {
  test("the print page's image: its rings, its colour and its three texts", () => {
    const stamp = readStamp(paidStampSvg);
    expect(stamp).toMatchObject({ size: 170, color: "#b42318", fontWeight: 700 });
    expect(stamp.circles).toEqual([
      { cx: 85, cy: 85, r: 80, strokeWidth: 4 },
      { cx: 85, cy: 85, r: 71, strokeWidth: 1.5 },
      { cx: 85, cy: 85, r: 46, strokeWidth: 1.5 },
    ]);
    expect(stamp.texts).toEqual([
      {
        text: "TERANGA DIGITAL",
        fontSize: 13,
        letterSpacing: 3,
        hanging: false,
        arc: { cx: 85, cy: 85, r: 60, over: true },
      },
      {
        text: "★ DAKAR ★",
        fontSize: 12,
        letterSpacing: 4,
        hanging: false,
        arc: { cx: 85, cy: 85, r: 64, over: false },
      },
      { text: "PAYÉ", fontSize: 30, letterSpacing: 2, hanging: false, x: 85, y: 96 },
    ]);
  });

  test("a text on a path that hangs, and an arc the PDF cannot draw", () => {
    const hanging = paidStampSvg.replace(
      'startOffset="50%">★',
      'startOffset="50%" dominant-baseline="hanging">★',
    );
    expect(readStamp(hanging).texts[1]?.hanging).toBe(true);
    expect(() =>
      readStamp(paidStampSvg.replace("a60 60 0 0 1 120 0", "a60 60 0 0 1 100 0")),
    ).toThrow("not a half circle");
  });

  test("glyphs centred as a browser centres them: advance, then the letter spacing", () => {
    // Three glyphs of 0.5 em at 10 px with 2 of spacing: 7 + 7 + 7 = 21 wide.
    const placed = placeGlyphs("ABC", 10, 2, () => 0.5);
    expect(placed).toEqual([
      { char: "A", offset: 2.5 - 10.5 },
      { char: "B", offset: 9.5 - 10.5 },
      { char: "C", offset: 16.5 - 10.5 },
    ]);
    // Astral characters are one glyph each.
    expect(placeGlyphs("★😀", 10, 0, () => 1).map((g) => g.char)).toEqual(["★", "😀"]);
  });

  test("along the top, rightwards turns clockwise; along the bottom, the other way", () => {
    const quarter = (r: number) => (Math.PI / 2) * r;
    expect(arcTurn({ cx: 85, cy: 85, r: 60, over: true }, quarter(60))).toBeCloseTo(90);
    expect(arcTurn({ cx: 85, cy: 85, r: 64, over: false }, quarter(64))).toBeCloseTo(-90);
    expect(arcTurn({ cx: 85, cy: 85, r: 64, over: false }, -quarter(64))).toBeCloseTo(90);
  });
});
