// The editor's limits, slugs and Dakar times, apart from the schemas: the editors' pages
// use them without loading zod (docs/decisions/063-studio-forms-answer-from-the-server.md).

export const EXCERPT_MAX = 160;
export const SEO_TITLE_MAX = 60;
/** Search results show about 160 characters of a description. */
export const SEO_DESCRIPTION_MAX = 160;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** « Éditer l'été à Dakar ! » → « editer-l-ete-a-dakar »: accents folded, one dash between words. */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/œ/gi, "oe")
    .replace(/æ/gi, "ae")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** The page's <title>: the title when it fits search results, else cut at a word. */
export function seoTitleFrom(title: string): string {
  if (title.length <= SEO_TITLE_MAX) return title;
  const cut = title.slice(0, SEO_TITLE_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > 20 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, "")}…`;
}

/**
 * A date and time typed in the editor (`2026-12-24T09:30`, a datetime-local field),
 * read in Dakar's time (UTC all year round), or null when it is not one.
 */
export function dakarDateTime(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  // 31 février is not a date.
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return date;
}

/** « 09:30 »: an instant's time in Dakar (UTC all year round). */
export function dakarClock(at: Date): string {
  return at.toISOString().slice(11, 16);
}

/** The value of a datetime-local field for an instant, in Dakar. */
export function dakarInputValue(at: Date): string {
  return at.toISOString().slice(0, 16);
}
