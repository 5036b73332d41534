// A project's gallery (« En images » on its page, issue 24): up to GALLERY_MAX images after
// the main one, in the order they were added, each with its own description. The editor's
// form posts, for each image it shows, `gallery-src-<i>` (hidden), `gallery-alt-<i>` and
// `gallery-remove-<i>` (a checkbox), then new files in `galleryFiles` described by
// `galleryNewAlt`. Pure: the route reads the files, publishing.server.ts applies the edits.

export const GALLERY_MAX = 8;
const ALT_MIN = 5;
const ALT_MAX = 300;

export type GalleryEdit = { src: string; alt: string; remove: boolean };
export type GalleryFields = { edits: GalleryEdit[]; newAlt: string };

/** The gallery's fields of a posted form, in the order the page listed them. */
export function readGalleryFields(values: Record<string, string>): GalleryFields {
  const edits: GalleryEdit[] = [];
  for (let i = 0; i < GALLERY_MAX * 2; i++) {
    const src = values[`gallery-src-${i}`];
    if (src === undefined) continue;
    edits.push({
      src,
      alt: (values[`gallery-alt-${i}`] ?? "").trim(),
      remove: values[`gallery-remove-${i}`] === "on",
    });
  }
  return { edits, newAlt: (values.galleryNewAlt ?? "").trim() };
}

/**
 * The gallery after the edits: the current images in their order, without those marked
 * « Retirer », with their new descriptions, then the added ones. An edit naming an image
 * the project does not hold is ignored (the form cannot bring in another image).
 */
export function applyGallery<T extends { src: string; alt: string }>(
  current: readonly T[],
  edits: readonly GalleryEdit[],
  added: readonly T[],
): T[] {
  const bySrc = new Map(edits.map((e) => [e.src, e]));
  const kept: T[] = [];
  for (const image of current) {
    const edit = bySrc.get(image.src);
    if (edit?.remove) continue;
    kept.push(edit && edit.alt ? { ...image, alt: edit.alt } : image);
  }
  return [...kept, ...added];
}

export type GalleryCheck =
  { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string> };

const plural = (n: number, word: string) => `${n}\u00a0${word}${n > 1 ? "s" : ""}`;

/** The form's gallery is acceptable: every kept image described, new ones too, 8 at most. */
export function checkGallery(
  current: readonly { src: string }[],
  fields: GalleryFields,
  newFiles: number,
): GalleryCheck {
  const fieldErrors: Record<string, string> = {};
  const held = new Set(current.map((c) => c.src));
  let kept = current.length;
  fields.edits.forEach((edit, i) => {
    if (!held.has(edit.src)) return;
    if (edit.remove) {
      kept--;
      return;
    }
    const n = i + 1;
    if (edit.alt.length < ALT_MIN) {
      fieldErrors[`gallery-alt-${i}`] =
        `Décrivez l'image ${n} de la galerie (${ALT_MIN}\u00a0caractères au moins).`;
    } else if (edit.alt.length > ALT_MAX) {
      fieldErrors[`gallery-alt-${i}`] =
        `La description de l'image ${n}\u00a0: ${ALT_MAX}\u00a0caractères au plus.`;
    }
  });
  if (newFiles > 0 && fields.newAlt.length < ALT_MIN) {
    fieldErrors.galleryNewAlt = `Décrivez les images ajoutées (${ALT_MIN}\u00a0caractères au moins)\u00a0: c'est ce qu'entend un lecteur d'écran.`;
  } else if (fields.newAlt.length > ALT_MAX) {
    fieldErrors.galleryNewAlt = `La description des images ajoutées\u00a0: ${ALT_MAX}\u00a0caractères au plus.`;
  }
  if (kept + newFiles > GALLERY_MAX) {
    fieldErrors.galleryFiles = galleryTooLong(kept, newFiles);
  }
  const first = Object.values(fieldErrors)[0];
  return first ? { ok: false, message: first, fieldErrors } : { ok: true };
}

/** The limit's message: how many are kept, how many were added. */
export function galleryTooLong(kept: number, added: number): string {
  return `La galerie compte ${GALLERY_MAX}\u00a0images au plus\u00a0: ${plural(kept, "image")} gardée${kept > 1 ? "s" : ""} et ${plural(added, "image")} ajoutée${added > 1 ? "s" : ""}. Retirez-en ou ajoutez-en moins.`;
}
