import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { loadSharp } from "#app/lib/sharp.server.ts";
import { db } from "#app/db/db.server.ts";
import { companyImage } from "#app/db/schema.ts";
import { UPLOAD_DECODE } from "#app/lib/image-pixels.server.ts";
import type { ImageKind } from "./schema.ts";

// The firm's logo, signature and stamp (ADR 033). What is uploaded is checked by its
// content (file-type), not its name or declared type; only PNG, JPEG and WebP are
// taken — SVG is refused, since an SVG is a document that may carry scripts and
// links. The picture is then decoded and drawn again by sharp into a bounded PNG:
// nothing of the uploaded file (metadata, extra chunks) is kept.

/** Largest upload, in bytes. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Largest side kept, in pixels: plenty for a header and a printed page. */
const MAX_SIDE: Record<ImageKind, number> = { logo: 600, signature: 800, stamp: 600 };
const ACCEPTED = new Set(["png", "jpg", "webp"]);

export const IMAGE_MESSAGES = {
  tooLarge: "Image trop lourde\u00a0: 2\u00a0Mo au plus.",
  notImage:
    "Ce fichier n'est pas une image PNG, JPEG ou WebP. Les fichiers SVG ne sont pas acceptés.",
  unreadable: "Cette image n'a pas pu être lue. Enregistrez-la de nouveau en PNG ou JPEG.",
} as const;

export type StoredImage = { sha256: string; width: number; height: number };

/** The uploaded image, checked and normalised, or the French reason it is refused. */
export async function normaliseImage(
  kind: ImageKind,
  bytes: Uint8Array,
): Promise<
  { ok: true; png: Buffer; width: number; height: number } | { ok: false; error: string }
> {
  if (bytes.byteLength > IMAGE_MAX_BYTES) return { ok: false, error: IMAGE_MESSAGES.tooLarge };
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (!type || !ACCEPTED.has(type.ext)) return { ok: false, error: IMAGE_MESSAGES.notImage };
  try {
    const side = MAX_SIDE[kind];
    const sharp = await loadSharp();
    const { data, info } = await sharp(bytes, UPLOAD_DECODE)
      .rotate()
      .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, png: data, width: info.width, height: info.height };
  } catch {
    return { ok: false, error: IMAGE_MESSAGES.unreadable };
  }
}

/** Stores a normalised PNG under the SHA-256 of its bytes (kept forever: documents refer to it). */
export async function storeImage(png: Buffer, width: number, height: number): Promise<StoredImage> {
  const sha256 = createHash("sha256").update(png).digest("hex");
  await db()
    .insert(companyImage)
    .values({ sha256, mime: "image/png", width, height, bytes: png })
    .onConflictDoNothing();
  return { sha256, width, height };
}

// Images never change under their hash: kept once read.
const cache = new Map<string, { bytes: Buffer; width: number; height: number } | null>();

/** A stored image by its hash, or null. */
export async function readImage(
  sha256: string,
): Promise<{ bytes: Buffer; width: number; height: number } | null> {
  if (!/^[0-9a-f]{64}$/.test(sha256)) return null;
  const known = cache.get(sha256);
  if (known) return known;
  const [row] = await db()
    .select({ bytes: companyImage.bytes, width: companyImage.width, height: companyImage.height })
    .from(companyImage)
    .where(eq(companyImage.sha256, sha256));
  const image = row
    ? { bytes: Buffer.from(row.bytes), width: row.width, height: row.height }
    : null;
  if (image) {
    if (cache.size > 64) cache.clear();
    cache.set(sha256, image);
  }
  return image;
}

/** The public address of a stored image (immutable: the hash is in it). */
export function imageUrl(sha256: string): string {
  return `/images/entreprise/${sha256}.png`;
}
