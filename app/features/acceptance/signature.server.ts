import { loadSharp } from "#app/lib/sharp.server.ts";
import {
  decodeSignature,
  SIGNATURE_INVALID,
  SIGNATURE_MAX_HEIGHT,
  SIGNATURE_MAX_WIDTH,
} from "./signature.ts";

export type CheckedSignature = { ok: true; png: Buffer | null } | { ok: false; message: string };

/**
 * The hidden field's signature, or none: its shape checked (signature.ts), then the
 * whole PNG decoded by sharp, so that only a real, readable PNG is ever stored.
 */
export async function checkSignature(dataUrl: string): Promise<CheckedSignature> {
  const decoded = decodeSignature(dataUrl);
  if (!decoded) return { ok: true, png: null };
  if (!decoded.ok) return decoded;
  try {
    const sharp = await loadSharp();
    const image = sharp(decoded.png, {
      failOn: "error",
      limitInputPixels: SIGNATURE_MAX_WIDTH * SIGNATURE_MAX_HEIGHT,
    });
    const meta = await image.metadata();
    if (meta.format !== "png") return { ok: false, message: SIGNATURE_INVALID };
    // Every pixel read: a truncated or corrupt file fails here.
    await image.stats();
  } catch {
    return { ok: false, message: SIGNATURE_INVALID };
  }
  return { ok: true, png: decoded.png };
}
