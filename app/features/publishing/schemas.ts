import { CATEGORIES } from "#content/article-types.ts";
import { normalizeNewlines, oneLine } from "#app/lib/paragraphs.ts";
import { z } from "#app/lib/zod.ts";
import { EXCERPT_MAX, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, SLUG_PATTERN } from "./fields.ts";

// The limits, slugs and Dakar times live in fields.ts, zod-free for the editors' pages.
export * from "./fields.ts";

// The editor's forms (/redaction): what an article or a project must hold, in French.

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
