import { bodyImages, imageOrigin } from "#app/features/blog/body-images.ts";
import { oneLine } from "#app/lib/paragraphs.ts";

// What the editor says of an article's images before saving it (ADR 034, « Images dans le
// texte »): each must be an uploaded image or a file of the site, and described.

const named = (src: string) => `«\u00a0${src || "(sans adresse)"}\u00a0»`;

/**
 * Why the body cannot be saved as it is, naming the first image at fault; null when every
 * image is one of `found` (the addresses the site serves) and every Markdown image has a
 * description.
 */
export function bodyImageRefusal(markdown: string, found: ReadonlySet<string>): string | null {
  for (const { src, alt } of bodyImages(markdown)) {
    if (imageOrigin(src) === "elsewhere") {
      return `L'image ${named(src)} vient d'un autre site\u00a0: le site n'affiche que ses propres images. Ajoutez-la avec «\u00a0Insérer une image\u00a0».`;
    }
    if (!found.has(src)) {
      return `L'image ${named(src)} n'existe pas sur le site\u00a0: ajoutez-la avec «\u00a0Insérer une image\u00a0», ou corrigez son adresse.`;
    }
    if (alt !== null && alt.trim() === "") {
      return `L'image ${named(src)} n'a pas de description\u00a0: écrivez-la entre les crochets, ![description](${src}).`;
    }
  }
  return null;
}

/** The Markdown line of an uploaded image: its description kept on one line, brackets escaped. */
export function imageMarkdown(alt: string, src: string): string {
  const text = oneLine(alt).replace(/([[\]\\])/g, "\\$1");
  return `![${text}](${src})`;
}

/** The body with an image's line added at its end, a blank line before it (no cursor without JS). */
export function appendImage(body: string, line: string): string {
  const text = body.replace(/\s+$/, "");
  return `${text}${text ? "\n\n" : ""}${line}\n`;
}
