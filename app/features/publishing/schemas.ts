import { CATEGORIES } from "#content/article-types.ts";
import { normalizeNewlines, oneLine } from "#app/lib/paragraphs.ts";
import { z } from "#app/lib/zod.ts";

// The editor's forms (/redaction): what an article or a project must hold, in French.

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

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} est obligatoire.` })
    // A browser posts a textarea's line breaks as CR LF: stored as LF, counted once.
    .overwrite(normalizeNewlines)
    .trim()
    .min(
      min,
      min <= 1 ? `${label} est obligatoire.` : `${label}\u00a0: au moins ${min} caractères.`,
    )
    .max(max, `${label}\u00a0: ${max} caractères au plus.`);

/** A field that may stay empty (a default takes its place), bounded when typed; one line. */
const optionalLine = (label: string, min: number, max: number) =>
  z
    .string()
    .default("")
    .overwrite(oneLine)
    .refine((v) => v === "" || v.length >= min, `${label}\u00a0: au moins ${min} caractères.`)
    .refine((v) => v.length <= max, `${label}\u00a0: ${max} caractères au plus.`);

const slug = z
  .string({ error: "Le slug est obligatoire." })
  .trim()
  .toLowerCase()
  .min(3, "Le slug\u00a0: au moins 3 caractères.")
  .max(80, "Le slug\u00a0: 80 caractères au plus.")
  .regex(
    SLUG_PATTERN,
    "Le slug ne contient que des lettres sans accent, des chiffres et des tirets.",
  );

/** « react, accessibilité » → ['react', 'accessibilité']: lower case, at most six. */
export function parseTags(value: string): string[] {
  return [
    ...new Set(
      value
        .split(",")
        .map((t) =>
          t
            .trim()
            .toLocaleLowerCase("fr-FR")
            .replace(/\s+/g, "-")
            .replace(/[^\p{Ll}\d-]/gu, ""),
        )
        .filter(Boolean),
    ),
  ].slice(0, 6);
}

export const INTENTS = ["draft", "publish", "schedule", "unpublish"] as const;
export type Intent = (typeof INTENTS)[number];

export function ArticleFormSchema(authors: readonly [string, ...string[]]) {
  return z.object({
    title: text("Le titre", 10, 120),
    slug,
    excerpt: text("L'extrait", 20, EXCERPT_MAX),
    category: z.enum(CATEGORIES, { error: "Choisissez une des sept catégories." }),
    author: z.enum(authors, { error: "Choisissez l'auteur parmi l'équipe." }),
    tags: z
      .string()
      .max(200, "Les mots-clés\u00a0: 200 caractères au plus.")
      .default("")
      .transform(parseTags),
    featured: z
      .string()
      .optional()
      .transform((v) => v === "on"),
    coverAlt: z
      .string()
      .trim()
      .max(200, "Le texte de l'image\u00a0: 200 caractères au plus.")
      .default(""),
    body: text("Le contenu", 1, 100_000),
    /** Empty: the title, cut to fit search results (seoTitleFrom). */
    seoTitle: optionalLine("Le titre pour les moteurs de recherche", 10, SEO_TITLE_MAX),
    /** Empty: the excerpt. */
    seoDescription: optionalLine(
      "La description pour les moteurs de recherche",
      50,
      SEO_DESCRIPTION_MAX,
    ),
  });
}
export type ArticleInput = z.infer<ReturnType<typeof ArticleFormSchema>>;

export const ProjectFormSchema = z.object({
  title: text("Le titre", 5, 120),
  slug,
  client: text("Le client", 2, 120),
  year: z.coerce
    .number({ error: "L'année est un nombre." })
    .int("L'année est un nombre entier.")
    .min(2000, "L'année\u00a0: 2000 ou après.")
    .max(2100, "L'année\u00a0: 2100 au plus."),
  duration: text("La durée", 2, 60),
  category: text("La catégorie", 2, 60),
  technologies: z
    .string()
    .trim()
    .max(300, "Les technologies\u00a0: 300 caractères au plus.")
    .transform((v) =>
      v
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean)
        .slice(0, 12),
    )
    .refine((list) => list.length > 0, "Indiquez au moins une technologie."),
  description: text("Le résumé", 20, 300),
  fullDescription: text("La description", 20, 20_000),
  imageAlt: text("Le texte de l'image", 5, 300),
});
export type ProjectInput = z.infer<typeof ProjectFormSchema>;
