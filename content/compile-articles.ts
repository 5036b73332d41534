// The seed articles: reads content/articles/*.md, checks the frontmatter with zod and
// renders the Markdown with the site's renderer. The server imports them into the
// database once (ADR 034); the content tests check them here. Never in a browser.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import {
  countWords,
  markEnglish,
  readTime,
  renderMarkdown,
  slugify,
  WORDS_PER_MINUTE,
} from "#app/lib/markdown.server.ts";
import { z } from "#app/lib/zod.ts";
import { CATEGORIES, type Article } from "./article-types.ts";

export const ArticleFrontmatterSchema = z.strictObject({
  id: z.string().regex(/^\d+$/, "id : un nombre entre guillemets"),
  title: z.string().min(10).max(120),
  excerpt: z.string().min(80).max(260),
  /** The page's <title> when the title is too long for search results (with the firm's name, 60 at most). */
  seoTitle: z.string().min(10).max(60),
  /** The meta description: search results show about 160 characters. */
  description: z.string().min(70).max(160),
  category: z.enum(CATEGORIES),
  author: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  publishedAt: z.iso.date(),
  featured: z.boolean().default(false),
  /** Topics, for « Articles similaires » beyond the article's own category. */
  tags: z
    .array(z.string().regex(/^[\p{Ll}\d]+(-[\p{Ll}\d]+)*$/u))
    .min(2)
    .max(6),
  // The build versions image URLs (`?v=…`, server/image-versions.ts), the seed bundled with them.
  cover: z.string().regex(/^\/images\/articles\/[a-z0-9-]+\.svg(?:\?v=[\w-]+)?$/),
});

export { countWords, markEnglish, readTime, slugify, WORDS_PER_MINUTE };

function splitFrontmatter(source: string, file: string) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, "\n"));
  if (!match) throw new Error(`${file} : frontmatter manquant`);
  return { data: parseYaml(match[1]!) as unknown, body: match[2]! };
}

export type ArticleFrontmatter = z.infer<typeof ArticleFrontmatterSchema>;

/** One Markdown file's frontmatter, checked, and its body. The slug is the file name. */
export function parseArticleSource(
  file: string,
  source: string,
): { slug: string; meta: ArticleFrontmatter; body: string } {
  const slug = path.basename(file, ".md");
  const { data, body } = splitFrontmatter(source, file);
  const parsed = ArticleFrontmatterSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")} : ${i.message}`);
    throw new Error(`${file} : frontmatter invalide\n  ${problems.join("\n  ")}`);
  }
  return { slug, meta: parsed.data, body };
}

/** One Markdown article, compiled by the site's renderer (app/lib/markdown.server.ts). */
export async function compileArticle(file: string, source: string): Promise<Article> {
  const { slug, meta, body } = parseArticleSource(file, source);
  const { html, headings, wordCount, readTime } = await renderMarkdown(body);
  return {
    id: meta.id,
    slug,
    title: meta.title,
    excerpt: meta.excerpt,
    seoTitle: meta.seoTitle,
    description: meta.description,
    tags: meta.tags,
    category: meta.category,
    author: meta.author,
    publishedAt: meta.publishedAt,
    featured: meta.featured,
    cover: { src: meta.cover, width: 1200, height: 630, alt: "" },
    wordCount,
    readTime,
    headings,
    html,
  };
}

/** Every article of a folder, newest first. */
export async function compileArticles(dir: string): Promise<Article[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".md")).sort();
  const articles = await Promise.all(
    files.map(async (f) => compileArticle(f, await readFile(path.join(dir, f), "utf8"))),
  );
  return articles.sort(
    (a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug),
  );
}
