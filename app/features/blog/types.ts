import type { Article } from "#content/article-types.ts";
import type { Image } from "#content/types.ts";

export type Author = {
  id: string;
  name: string;
  position: string;
  bio: string;
  avatar: Image;
  linkedinUrl: string;
};

/** What a card needs: no body, so lists stay light. */
export type ArticleSummary = Omit<Article, "html" | "headings"> & {
  authorName: string;
  authorAvatar: Image | null;
  /** The calendar date ('22 novembre 2026'), written by the server: no date code in the cards. */
  publishedLabel: string;
};

export type ArticleDetail = Omit<Article, "author"> & { author: Author };
