import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { loadSharp } from "#app/lib/sharp.server.ts";
import { db } from "#app/db/db.server.ts";
import { readImageHeader, TOO_MANY_PIXELS, UPLOAD_DECODE } from "#app/lib/image-pixels.server.ts";
import { media, type PublishedImage } from "#app/db/schema.ts";
import { MEDIA_NAME, MEDIA_PATH } from "#app/features/blog/body-images.ts";
import { oneLine } from "#app/lib/paragraphs.ts";
import { IMAGE_TYPES } from "./formats.ts";

// Uploaded images (covers, project images): checked by their content, bounded, resized
// to the widths the pages draw them at, in AVIF and WebP with a JPEG fallback, and kept
// in the database so every instance serves them (/medias/:name, ADR 034).

/** The largest image accepted. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
const ACCEPTED: ReadonlySet<string> = new Set(IMAGE_TYPES);

/** An article cover is 1200×630 (its link preview too); a project image is 3∶2. */
export const SHAPES = {
  cover: { ratio: 630 / 1200, widths: [400, 800, 1200], crop: true },
  project: { ratio: 2 / 3, widths: [400, 800, 1200], crop: true },
  // A gallery image is drawn at most ~800 px wide (two columns, one on a phone) and is
  // not cropped: a phone's screen stays whole, fitted in a 3∶2 box (the page centres it).
  gallery: { ratio: 2 / 3, widths: [400, 800], crop: false },
  // An image in an article's text: the column is ~680 px wide (1200 px covers 2× screens);
  // not cropped, fitted in a square box so a portrait photo stays whole but not endless.
  body: { ratio: 1, widths: [400, 800, 1200], crop: false },
} as const;
export type ImageShape = keyof typeof SHAPES;

export type ImageRefusal = { ok: false; message: string };
/** One stored file of an image (a width in one format). */
export type MediaFile = { name: string; contentType: string; bytes: Buffer };
export type PreparedImage = { ok: true; image: PublishedImage; files: MediaFile[] };

/** Checks, resizes and stores an uploaded image; the image as pages draw it. */
export async function storeImage(
  bytes: Uint8Array,
  shape: ImageShape,
  alt: string,
): Promise<{ ok: true; image: PublishedImage } | ImageRefusal> {
  const prepared = await prepareImage(bytes, shape, alt);
  if (!prepared.ok) return prepared;
  await storeMedia(prepared.files);
  return { ok: true, image: prepared.image };
}

/** Stores an image's files (in `tx` when given, so they are kept only with what uses them). */
export async function storeMedia(
  files: MediaFile[],
  tx: Pick<ReturnType<typeof db>, "insert"> = db(),
): Promise<void> {
  if (files.length === 0) return;
  await tx.insert(media).values(files).onConflictDoNothing({ target: media.name });
}

/** Checks and resizes an uploaded image without storing it: its files and how pages draw it. */
export async function prepareImage(
  bytes: Uint8Array,
  shape: ImageShape,
  alt: string,
): Promise<PreparedImage | ImageRefusal> {
  if (bytes.byteLength === 0) return { ok: false, message: "Le fichier image est vide." };
  if (bytes.byteLength > MAX_IMAGE_BYTES) {
    return {
      ok: false,
      message: "L'image dépasse 8\u00a0Mo\u00a0: réduisez-la avant de l'envoyer.",
    };
  }
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) {
    return {
      ok: false,
      message:
        "Ce fichier n'est pas une image JPEG, PNG, WebP, AVIF ou GIF (son contenu a été vérifié).",
    };
  }
  const meta = await readImageHeader(bytes);
  if (meta === "too-large") return { ok: false, message: TOO_MANY_PIXELS };
  if (!meta) return { ok: false, message: "Cette image est illisible." };
  if (meta.width < 400) {
    return { ok: false, message: "L'image doit mesurer au moins 400\u00a0pixels de large." };
  }
  const { ratio, widths, crop } = SHAPES[shape];
  const hash = createHash("sha256").update(bytes).update(shape).digest("hex").slice(0, 20);
  const usable = widths.filter((w) => w <= meta.width);
  // The drawn size of each width: the shape's box, or the image fitted in it (uncropped).
  const upright = (meta.orientation ?? 1) >= 5;
  const [srcW, srcH] = upright ? [meta.height, meta.width] : [meta.width, meta.height];
  const sizeAt = (box: number) => {
    const boxH = Math.round(box * ratio);
    if (crop) return { width: box, height: boxH };
    const scale = Math.min(box / srcW, boxH / srcH, 1);
    return {
      width: Math.max(1, Math.round(srcW * scale)),
      height: Math.max(1, Math.round(srcH * scale)),
    };
  };
  const made: { name: string; type: string; width: number; bytes: Buffer }[] = [];
  const sharp = await loadSharp();
  try {
    for (const step of usable) {
      const { width, height } = sizeAt(step);
      const base = sharp(bytes, UPLOAD_DECODE)
        .rotate()
        .resize(width, height, { fit: "cover", position: "attention" });
      made.push(
        {
          name: `${hash}-${step}.avif`,
          type: "image/avif",
          width,
          bytes: await base.clone().avif({ quality: 55 }).toBuffer(),
        },
        {
          name: `${hash}-${step}.webp`,
          type: "image/webp",
          width,
          bytes: await base.clone().webp({ quality: 75 }).toBuffer(),
        },
      );
      if (step === usable.at(-1)) {
        made.push({
          name: `${hash}-${step}.jpg`,
          type: "image/jpeg",
          width,
          bytes: await base
            .clone()
            .flatten({ background: "#ffffff" })
            .jpeg({ quality: 80, mozjpeg: true })
            .toBuffer(),
        });
      }
    }
  } catch {
    return {
      ok: false,
      message: "Cette image n'a pas pu être convertie\u00a0: essayez un autre fichier.",
    };
  }
  const largest = usable.at(-1)!;
  const drawn = sizeAt(largest);
  const srcSet = (type: string) =>
    made
      .filter((m) => m.type === type)
      .map((m) => `${MEDIA_PATH}${m.name} ${m.width}w`)
      .join(", ");
  return {
    ok: true,
    files: made.map((m) => ({ name: m.name, contentType: m.type, bytes: m.bytes })),
    image: {
      src: `${MEDIA_PATH}${hash}-${largest}.jpg`,
      width: drawn.width,
      height: drawn.height,
      alt,
      sources: [
        { type: "image/avif", srcSet: srcSet("image/avif") },
        { type: "image/webp", srcSet: srcSet("image/webp") },
      ],
    },
  };
}

/** GET /medias/:name: the stored bytes, immutable (the name holds the content's hash). */
export async function serveMedia(name: string): Promise<Response> {
  if (!MEDIA_NAME.test(name)) {
    return new Response("Image introuvable", { status: 404 });
  }
  const [row] = await db().select().from(media).where(eq(media.name, name));
  if (!row) return new Response("Image introuvable", { status: 404 });
  return new Response(new Uint8Array(row.bytes), {
    headers: {
      "Content-Type": row.contentType,
      "Content-Length": String(row.bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** The largest description of an image in an article's text. */
const BODY_ALT_MAX = 200;

/**
 * « Insérer une image »: an image for an article's text, checked and resized like a cover
 * (not cropped), stored at once (content-addressed: the same file twice is one), and the
 * Markdown line that shows it. Its description is required: the line carries it.
 */
export async function storeBodyImage(
  bytes: Uint8Array | null,
  alt: string,
): Promise<{ ok: true; src: string; image: PublishedImage } | ImageRefusal> {
  const description = oneLine(alt);
  if (!description) {
    return {
      ok: false,
      message: "Décrivez l'image pour les lecteurs d'écran\u00a0: sa description est obligatoire.",
    };
  }
  if (description.length > BODY_ALT_MAX) {
    return {
      ok: false,
      message: `La description de l'image\u00a0: ${BODY_ALT_MAX} caractères au plus.`,
    };
  }
  if (!bytes || bytes.byteLength === 0) {
    return { ok: false, message: "Choisissez une image (JPEG, PNG, WebP, AVIF ou GIF)." };
  }
  const stored = await storeImage(bytes, "body", description);
  if (!stored.ok) return stored;
  return { ok: true, src: stored.image.src, image: stored.image };
}
