import { fileTypeFromBuffer } from "file-type";
import { IMAGE_TYPES } from "#app/features/media/formats.ts";
import { readImageHeader, TOO_MANY_PIXELS, UPLOAD_DECODE } from "#app/lib/image-pixels.server.ts";
import { loadSharp } from "#app/lib/sharp.server.ts";

// A receipt (ADR 054): a photo taken on a phone or a scan, checked by its content like the
// site's images (media), turned upright and resized to a JPEG an accountant can still read;
// or a PDF, checked by its « %PDF- » signature and kept as sent. Kept in the expense's row.

/** The largest file accepted (a phone's photo is 2–6 MB). */
export const MAX_RECEIPT_BYTES = 8 * 1024 * 1024;
/** The longest side kept: enough to read a till receipt, a fraction of the photo's bytes. */
export const RECEIPT_LONG_SIDE = 2000;

const ACCEPTED: ReadonlySet<string> = new Set(IMAGE_TYPES);
const PDF_MAGIC = Buffer.from("%PDF-", "latin1");

export type CheckedReceipt =
  | { ok: true; bytes: Buffer; type: "image/jpeg" | "application/pdf" }
  | { ok: false; message: string };

/** Checks and prepares a receipt; a French message when it cannot be kept. */
export async function prepareReceipt(bytes: Uint8Array): Promise<CheckedReceipt> {
  if (bytes.byteLength === 0) return { ok: false, message: "Le justificatif est vide." };
  if (bytes.byteLength > MAX_RECEIPT_BYTES) {
    return {
      ok: false,
      message: "Le justificatif dépasse 8\u00a0Mo\u00a0: réduisez-le avant de l'envoyer.",
    };
  }
  const buffer = Buffer.from(bytes);
  if (buffer.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    return { ok: true, bytes: buffer, type: "application/pdf" };
  }
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) {
    return {
      ok: false,
      message:
        "Ce justificatif n'est ni une photo (JPEG, PNG, WebP, AVIF, GIF) ni un PDF (son contenu a été vérifié).",
    };
  }
  const header = await readImageHeader(bytes);
  if (header === "too-large") return { ok: false, message: TOO_MANY_PIXELS };
  if (!header) return { ok: false, message: "Cette photo est illisible." };
  try {
    const sharp = await loadSharp();
    const jpeg = await sharp(bytes, UPLOAD_DECODE)
      .rotate()
      .resize(RECEIPT_LONG_SIDE, RECEIPT_LONG_SIDE, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    return { ok: true, bytes: jpeg, type: "image/jpeg" };
  } catch {
    return {
      ok: false,
      message: "Cette photo n'a pas pu être convertie\u00a0: essayez un autre fichier.",
    };
  }
}
