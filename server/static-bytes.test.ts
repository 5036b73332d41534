import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { staticFile, windowBits } from "./static-bytes.ts";

describe("static bytes", () => {
  it("brotli's window holds the file and no more (16 to 22 bits)", () => {
    expect(windowBits(0)).toBe(16);
    expect(windowBits(40_000)).toBe(16);
    expect(windowBits(65_537)).toBe(17);
    expect(windowBits(100_000)).toBe(17);
    expect(windowBits(300_000)).toBe(19);
    expect(windowBits(50_000_000)).toBe(22);
  });

  it("a page compressed with that window reads back the same", async () => {
    const body = Buffer.from(
      Array.from({ length: 4000 }, (_, i) => `<p>Ligne ${i} — Teranga Digital</p>`).join("\n"),
    );
    const file = await staticFile(body, {}, true);
    expect(brotliDecompressSync(file.br!).equals(body)).toBe(true);
    expect(gunzipSync(file.gzip!).equals(body)).toBe(true);
    expect(file.br!.length).toBeLessThan(file.gzip!.length);
  });
});
