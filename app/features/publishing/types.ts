import type { Image } from "#content/types.ts";

/** What an article's form shows (a stored article, or what was just submitted). */
export type ArticleFormValues = {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  author: string;
  tags: string;
  featured: boolean;
  coverAlt: string;
  coverSrc: string | null;
  body: string;
  /** Empty when the page's <title> is the title's default (seoTitleFrom). */
  seoTitle: string;
  /** Empty when the meta description is the excerpt. */
  seoDescription: string;
  scheduleAt: string;
};

export type ProjectFormValues = {
  title: string;
  slug: string;
  client: string;
  year: string;
  duration: string;
  category: string;
  technologies: string;
  description: string;
  fullDescription: string;
  imageAlt: string;
  imageSrc: string | null;
  /** « Galerie »: the images after the main one, in order. */
  gallery: Image[];
  scheduleAt: string;
};

/** A refused action: the message, each field's, and what was typed (nothing is lost). */
export type EditorAnswer = {
  message: string;
  /** Good news that stays on the page (an image added to the text without JavaScript). */
  notice?: string;
  fieldErrors: Record<string, string>;
  values?: Record<string, string>;
};

/**
 * Who the seed's rows and first revisions name: the articles and projects that came with
 * the site when it was installed (the editor's page says so in a sentence).
 */
export const SEED_AUTHOR = "Contenu d'origine du site";

export const STATUS_LABELS = {
  draft: "Brouillon",
  scheduled: "Programmé",
  published: "Publié",
} as const;
