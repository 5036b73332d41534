import { loadSharp, type Metadata } from "#app/lib/sharp.server.ts";

// One bound on the pixels of an uploaded image, wherever it comes in (an article's
// cover, a project's images, the firm's logo, a contact request's attachment). A few
// kilobytes of PNG can stand for 400 megapixels, which decoding makes gigabytes of:
// past the bound an image is refused from its header, before anything decodes it.

/** Megapixels an uploaded image may have. */
export const MAX_IMAGE_MEGAPIXELS = 40;
export const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

/** The refusal of an image over the bound, wherever it was sent. */
export const TOO_MANY_PIXELS = `Cette image est trop grande\u00a0: ${MAX_IMAGE_MEGAPIXELS}\u00a0mégapixels au plus (par exemple 8\u00a0000\u00a0×\u00a05\u00a0000\u00a0pixels). Réduisez-la avant de l'envoyer.`;

/** sharp's input options for an upload: it refuses to decode past the bound. */
export const UPLOAD_DECODE = { limitInputPixels: MAX_IMAGE_PIXELS } as const;

export type ImageHeader = { width: number; height: number; orientation?: number };

/**
 * What an image's header says (read, not decoded): its size, `"too-large"` past
 * the bound, or null when sharp cannot read it.
 */
export async function readImageHeader(
  bytes: Uint8Array,
): Promise<ImageHeader | "too-large" | null> {
  let meta: Metadata;
  try {
    // Only the header is read: sharp's own bound (268 megapixels) is left to the check below.
    const sharp = await loadSharp();
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
  if (!meta.width || !meta.height) return null;
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) return "too-large";
  return { width: meta.width, height: meta.height, orientation: meta.orientation };
}
