import { Marked, type Token } from "marked";

// The images an article's body shows: its Markdown images and the <img> of its raw HTML,
// not what is shown as code. The editor refuses a body whose images the site cannot serve
// (ADR 034, « Images dans le texte »); the renderer draws the others with their size.

/** An uploaded image's stored file: `<hash>-<width>.<ext>`, content-addressed (media.server.ts). */
export const MEDIA_NAME = /^[a-f0-9]{20}-\d{2,4}\.(avif|webp|jpg)$/;
export const MEDIA_PATH = "/medias/";

export type BodyImageRef = {
  src: string;
  /** A Markdown image's description (the text between the brackets); null for raw HTML. */
  alt: string | null;
};

const IMG_TAG = /<img\b[^>]*>/gi;
const SRC_ATTR = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** The images of a body, in order, as written (each src once). */
export function bodyImages(markdown: string): BodyImageRef[] {
  const marked = new Marked({ gfm: true });
  const refs: BodyImageRef[] = [];
  const seen = new Set<string>();
  const add = (ref: BodyImageRef) => {
    if (seen.has(ref.src)) return;
    seen.add(ref.src);
    refs.push(ref);
  };
  marked.walkTokens(marked.lexer(markdown), (token: Token) => {
    if (token.type === "image") {
      add({ src: token.href, alt: token.text });
    } else if (token.type === "html") {
      for (const tag of token.raw.matchAll(IMG_TAG)) {
        const m = SRC_ATTR.exec(tag[0]);
        const src = m ? (m[1] ?? m[2] ?? m[3] ?? "") : "";
        add({ src, alt: null });
      }
    }
  });
  return refs;
}

/**
 * Where an image's address points: an uploaded media, a path of the site, another site
 * (a scheme, or « //host/… »), or nowhere in particular (« photo.png », relative to the page).
 */
export function imageOrigin(src: string): "media" | "site" | "elsewhere" | "relative" {
  if (src.startsWith(MEDIA_PATH)) return "media";
  if (src.startsWith("//") || /^[a-z][a-z0-9+.-]*:/i.test(src)) return "elsewhere";
  if (src.startsWith("/")) return "site";
  return "relative";
}
