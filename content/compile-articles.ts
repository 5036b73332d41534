// Build-time only: reads content/articles/*.md, checks the frontmatter with zod,
// turns the Markdown into HTML with code highlighted by shiki. Runs in the
// Vite plugin (content/vite-plugin.ts) and in the content tests, never in a browser.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { Marked, type Tokens } from "marked";
import { createHighlighter, type Highlighter } from "shiki";
import { parse as parseYaml } from "yaml";
import { escapeHtml } from "#app/lib/html.ts";
import { z } from "#app/lib/zod.ts";
import { CATEGORIES, type Article, type ArticleHeading } from "./article-types.ts";
import { ENGLISH_PHRASES } from "./english-phrases.ts";

export const WORDS_PER_MINUTE = 200;

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
  cover: z.string().regex(/^\/images\/articles\/[a-z0-9-]+\.svg$/),
});

const LANGS = [
  "tsx",
  "ts",
  "typescript",
  "js",
  "javascript",
  "jsx",
  "css",
  "html",
  "bash",
  "sh",
  "json",
  "yaml",
  "diff",
  "sql",
  "text",
];

let highlighter: Promise<Highlighter> | undefined;
function getHighlighter() {
  highlighter ??= createHighlighter({
    themes: ["github-light-high-contrast", "github-dark-high-contrast"],
    langs: LANGS,
  });
  return highlighter;
}

/** 'Les bases : pourquoi ?' → 'les-bases-pourquoi' (heading anchors). */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/<[^>]+>/g, "")
    .replace(/&[a-z]+;|&#\d+;/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function countWords(markdown: string): number {
  return markdown
    .replace(/```[\s\S]*?```/g, (code) => code.replace(/[^\s\w]+/g, " "))
    .split(/[\s\u00a0\u202f]+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const englishPattern = new RegExp(
  `(?<![\\p{L}\\p{N}-])(${[...ENGLISH_PHRASES]
    .sort((a, b) => b.length - a.length)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+"))
    .join("|")})(?![\\p{L}\\p{N}-])`,
  "giu",
);

/** Wraps the English phrases of a piece of escaped text (no tags inside) in <span lang="en">. */
export function markEnglish(escapedText: string): string {
  return escapedText.replace(englishPattern, '<span lang="en">$1</span>');
}

export function readTime(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

function splitFrontmatter(source: string, file: string) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, "\n"));
  if (!match) throw new Error(`${file} : frontmatter manquant`);
  return { data: parseYaml(match[1]!) as unknown, body: match[2]! };
}

/** One Markdown article, compiled. The slug is the file name. */
export async function compileArticle(file: string, source: string): Promise<Article> {
  const slug = path.basename(file, ".md");
  const { data, body } = splitFrontmatter(source, file);
  const parsed = ArticleFrontmatterSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")} : ${i.message}`);
    throw new Error(`${file} : frontmatter invalide\n  ${problems.join("\n  ")}`);
  }
  const meta = parsed.data;
  const hl = await getHighlighter();
  const headings: ArticleHeading[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      text(token: Tokens.Text | Tokens.Escape) {
        if ("tokens" in token && token.tokens) return this.parser.parseInline(token.tokens);
        const escaped = "escaped" in token && token.escaped ? token.text : escapeHtml(token.text);
        return token.type === "text" ? markEnglish(escaped) : escaped;
      },
      heading({ tokens, depth }: Tokens.Heading) {
        const text = this.parser.parseInline(tokens);
        if (depth === 2 || depth === 3) {
          const id = slugify(text);
          headings.push({ id, text: text.replace(/<[^>]+>/g, ""), level: depth });
          return `<h${depth} id="${id}">${text}</h${depth}>\n`;
        }
        return `<h${depth}>${text}</h${depth}>\n`;
      },
      code({ text, lang }: Tokens.Code) {
        const language = lang && LANGS.includes(lang) ? lang : "text";
        return hl.codeToHtml(text, {
          lang: language,
          themes: { light: "github-light-high-contrast", dark: "github-dark-high-contrast" },
          defaultColor: "light",
        });
      },
      link({ href, title, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        const external = /^https?:\/\//.test(href);
        const attrs = external ? ' target="_blank" rel="noopener noreferrer"' : "";
        const t = title ? ` title="${title}"` : "";
        return `<a href="${href}"${t}${attrs}>${text}</a>`;
      },
      table(token: Tokens.Table) {
        // Wide tables scroll inside their box on phones instead of widening the page.
        const header = token.header
          .map((cell) => `<th scope="col">${this.parser.parseInline(cell.tokens)}</th>`)
          .join("");
        const rows = token.rows
          .map(
            (row) =>
              `<tr>${row.map((cell) => `<td>${this.parser.parseInline(cell.tokens)}</td>`).join("")}</tr>`,
          )
          .join("\n");
        return `<div class="table-scroll" tabindex="0" role="region" aria-label="Tableau"><table><thead><tr>${header}</tr></thead><tbody>${rows}</tbody></table></div>\n`;
      },
    },
  });
  const html = await marked.parse(body);
  const wordCount = countWords(body);
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
    readTime: readTime(wordCount),
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
