import type { Image } from "./types.ts";

/** The blog's categories, in the order of the filter chips (docs/product.md §2). */
export const CATEGORIES = [
  "Design",
  "Développement",
  "UX",
  "CSS",
  "Tendances",
  "Accessibilité",
  "IA",
] as const;
export type Category = (typeof CATEGORIES)[number];

export type ArticleHeading = { id: string; text: string; level: 2 | 3 };

/** An article as the site uses it: frontmatter checked, Markdown already turned into HTML. */
export type Article = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** The <title> of its page (60 characters at most, with the firm's name when it fits). */
  seoTitle: string;
  /** The meta description (160 characters at most). */
  description: string;
  /** Topics, lower-case ('accessibilité', 'mobile'): what « Articles similaires » compares. */
  tags: string[];
  category: Category;
  /** A team member's id (content/team.ts). */
  author: string;
  /** ISO date, 'YYYY-MM-DD'. */
  publishedAt: string;
  featured: boolean;
  cover: Image;
  wordCount: number;
  /** Minutes, from the text at 200 words a minute. */
  readTime: number;
  headings: ArticleHeading[];
  html: string;
};
