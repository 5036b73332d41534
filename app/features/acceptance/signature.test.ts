import { describe, expect, it } from "vitest";
import {
  decodeSignature,
  SIGNATURE_INVALID,
  SIGNATURE_MAX_BYTES,
  SIGNATURE_TOO_LARGE,
  signatureDataUrl,
} from "./signature.ts";

/** The first bytes of a PNG: its file signature and an IHDR chunk of the given size. */
function pngHead(width: number, height: number, extra = 0): Buffer {
  const head = Buffer.alloc(33 + extra);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(head, 0);
  head.writeUInt32BE(13, 8);
  head.write("IHDR", 12, "latin1");
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  return head;
}
const url = (b: Buffer) => `data:image/png;base64,${b.toString("base64")}`;

describe("decodeSignature", () => {
  it("takes no signature as none", () => {
    expect(decodeSignature("")).toBeNull();
  });

  it("reads a PNG data URL and its size", () => {
    const png = pngHead(600, 200);
    const decoded = decodeSignature(url(png));
    expect(decoded).toEqual({ ok: true, png, width: 600, height: 200 });
    expect(signatureDataUrl(png)).toBe(url(png));
    expect(signatureDataUrl(null)).toBeNull();
  });

  it.each([
    ["another type", `data:image/jpeg;base64,${pngHead(10, 10).toString("base64")}`],
    ["not base64", "data:image/png;base64,@@@@"],
    ["a truncated base64", `data:image/png;base64,${pngHead(10, 10).toString("base64").slice(1)}`],
    ["not a PNG", url(Buffer.from("GIF89a-not-a-png-at-all-0123456789"))],
    [
      "a PNG without its header",
      url(Buffer.concat([pngHead(10, 10).subarray(0, 8), Buffer.alloc(30)])),
    ],
    ["an empty image", url(pngHead(0, 10))],
    ["a script", "javascript:alert(1)"],
  ])("refuses %s", (_, value) => {
    expect(decodeSignature(value)).toEqual({ ok: false, message: SIGNATURE_INVALID });
  });

  it("refuses a picture larger than a signature pad, or too many bytes", () => {
    expect(decodeSignature(url(pngHead(2001, 400)))).toEqual({
      ok: false,
      message: SIGNATURE_TOO_LARGE,
    });
    expect(decodeSignature(url(pngHead(600, 1001)))).toEqual({
      ok: false,
      message: SIGNATURE_TOO_LARGE,
    });
    expect(decodeSignature(url(pngHead(600, 200, SIGNATURE_MAX_BYTES)))).toEqual({
      ok: false,
      message: SIGNATURE_TOO_LARGE,
    });
  });
});
