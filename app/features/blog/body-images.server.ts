import { readFile } from "node:fs/promises";
import { eq, like } from "drizzle-orm";
import { loadSharp } from "#app/lib/sharp.server.ts";
import { db } from "#app/db/db.server.ts";
import { media } from "#app/db/schema.ts";
import { publicFile } from "#app/features/platform/public-files.server.ts";
import { renderMarkdown, type DrawnImage } from "#app/lib/markdown.server.ts";
import { bodyImages, imageOrigin, MEDIA_NAME, MEDIA_PATH } from "./body-images.ts";

// An article's images, found where the site serves them: an uploaded one in `media` (its
// size read from its bytes, its AVIF and WebP widths from its stored names), a file of the
// site in its public folder. Whatever is not found is not the site's (ADR 034).

/** The size of an image's bytes (an SVG's from its width and height or viewBox). */
async function sizeOf(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const sharp = await loadSharp();
    const meta = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
    if (!meta.width || !meta.height) return null;
    // An upright phone photo is stored turned already; its size is as it is drawn.
    return (meta.orientation ?? 1) >= 5
      ? { width: meta.height, height: meta.width }
      : { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

/** An uploaded image by its address: its size, and the sources of its other widths. */
async function uploaded(src: string): Promise<DrawnImage | null> {
  const name = src.slice(MEDIA_PATH.length);
  if (!MEDIA_NAME.test(name)) return null;
  const [row] = await db().select().from(media).where(eq(media.name, name));
  if (!row) return null;
  const size = await sizeOf(row.bytes);
  if (!size) return null;
  if (!name.endsWith(".jpg")) return size;
  // Its fallback JPEG: the AVIF and WebP of each width beside it (`<hash>-<width>.<ext>`).
  const siblings = await db()
    .select({ name: media.name })
    .from(media)
    .where(like(media.name, `${name.slice(0, 20)}-%`));
  const srcSet = (ext: string) =>
    siblings
      .map((s) => /^[a-f0-9]{20}-(\d+)\.(\w+)$/.exec(s.name))
      .filter((m): m is RegExpExecArray => m !== null && m[2] === ext)
      .sort((a, b) => Number(a[1]) - Number(b[1]))
      .map((m) => `${MEDIA_PATH}${m[0]} ${m[1]}w`)
      .join(", ");
  const sources = [
    { type: "image/avif", srcSet: srcSet("avif") },
    { type: "image/webp", srcSet: srcSet("webp") },
  ].filter((s) => s.srcSet);
  return { ...size, sources };
}

const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

/** A file of the site by its address (`/images/…`), its size read from the file. */
async function siteFile(src: string): Promise<DrawnImage | null> {
  const file = await publicFile(src);
  if (!file || !IMAGE_FILE.test(file)) return null;
  return sizeOf(await readFile(file));
}

/** The body's images the site serves, by their address as written; the others are left out. */
export async function findBodyImages(markdown: string): Promise<Map<string, DrawnImage>> {
  const found = new Map<string, DrawnImage>();
  for (const { src } of bodyImages(markdown)) {
    const origin = imageOrigin(src);
    const drawn =
      origin === "media" ? await uploaded(src) : origin === "site" ? await siteFile(src) : null;
    if (drawn) found.set(src, drawn);
  }
  return found;
}

/** An article's Markdown as its page shows it: the site's renderer, its images sized. */
export async function renderArticleBody(markdown: string) {
  return renderMarkdown(markdown, { images: await findBodyImages(markdown) });
}
