// The drawn signature arrives as a PNG data URL in a hidden field (ADR 028). It is
// checked before anything else reads it: the prefix, base64, a bounded size, the PNG
// file signature and a header whose size is that of a signature pad, no more.

export const SIGNATURE_PREFIX = "data:image/png;base64,";
/** Largest PNG kept, in bytes (a signature pad's PNG is a few kilobytes). */
export const SIGNATURE_MAX_BYTES = 100 * 1024;
/** Largest data URL read: the PNG in base64, with its prefix. */
export const SIGNATURE_MAX_CHARS = SIGNATURE_PREFIX.length + Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4;
/** The pad's canvas at twice its size at most (the script caps the pixel ratio at 2). */
export const SIGNATURE_MAX_WIDTH = 2000;
export const SIGNATURE_MAX_HEIGHT = 1000;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const SIGNATURE_INVALID =
  "La signature dessinée n'a pas pu être lue. Effacez-la et signez de nouveau, ou envoyez le formulaire sans signature.";
export const SIGNATURE_TOO_LARGE =
  "La signature dessinée est trop volumineuse. Effacez-la et signez de nouveau, plus simplement.";

export type DecodedSignature =
  { ok: true; png: Buffer; width: number; height: number } | { ok: false; message: string };

/** The PNG of a data URL, or why it is refused (in French). "" means no signature: null. */
export function decodeSignature(dataUrl: string): DecodedSignature | null {
  if (dataUrl === "") return null;
  if (dataUrl.length > SIGNATURE_MAX_CHARS) return { ok: false, message: SIGNATURE_TOO_LARGE };
  if (!dataUrl.startsWith(SIGNATURE_PREFIX)) return { ok: false, message: SIGNATURE_INVALID };
  const b64 = dataUrl.slice(SIGNATURE_PREFIX.length);
  if (b64.length % 4 !== 0 || !BASE64.test(b64)) return { ok: false, message: SIGNATURE_INVALID };
  const png = Buffer.from(b64, "base64");
  if (png.byteLength > SIGNATURE_MAX_BYTES) return { ok: false, message: SIGNATURE_TOO_LARGE };
  // Signature, then the IHDR chunk first: length 13, type, width, height.
  if (
    png.byteLength < 33 ||
    !png.subarray(0, 8).equals(PNG_MAGIC) ||
    png.readUInt32BE(8) !== 13 ||
    png.toString("latin1", 12, 16) !== "IHDR"
  ) {
    return { ok: false, message: SIGNATURE_INVALID };
  }
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  if (width === 0 || height === 0) return { ok: false, message: SIGNATURE_INVALID };
  if (width > SIGNATURE_MAX_WIDTH || height > SIGNATURE_MAX_HEIGHT) {
    return { ok: false, message: SIGNATURE_TOO_LARGE };
  }
  return { ok: true, png, width, height };
}

/** The stored PNG as the data URL the print page and the PDF draw. */
export function signatureDataUrl(png: Buffer | null): string | null {
  return png ? `${SIGNATURE_PREFIX}${png.toString("base64")}` : null;
}
