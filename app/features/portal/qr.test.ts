import { create } from "qrcode";
import { describe, expect, it } from "vitest";
import { printedLink } from "#app/features/documents/annex.ts";
import { qrCode } from "./qr.ts";

/** The dark modules a path draws, read back from its `M x y h n` runs. */
function darkOf(path: string): Set<string> {
  const dark = new Set<string>();
  for (const [, x, y, n] of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    for (let i = 0; i < Number(n); i++) dark.add(`${Number(x) + i},${y}`);
  }
  return dark;
}

describe("qrCode", () => {
  const url = "https://teranga-digital.sn/d/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";

  it("draws exactly the dark modules of the symbol qrcode computes", () => {
    const { size, path } = qrCode(url);
    const { modules } = create(url, { errorCorrectionLevel: "M" });
    expect(size).toBe(modules.size);
    const expected = new Set<string>();
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) if (modules.get(y, x)) expected.add(`${x},${y}`);
    expect(darkOf(path)).toEqual(expected);
  });

  it("is the same for the same link, and another for another", () => {
    expect(qrCode(url)).toEqual(qrCode(url));
    expect(qrCode(url).path).not.toBe(qrCode(`${url}x`).path);
  });
});

it("the printed link drops the scheme only", () => {
  expect(printedLink("https://teranga-digital.sn/d/abc")).toBe("teranga-digital.sn/d/abc");
  expect(printedLink("http://localhost:3300/d/abc")).toBe("localhost:3300/d/abc");
});
