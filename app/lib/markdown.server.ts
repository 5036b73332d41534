// The one Markdown renderer of the site (ADR 034): the seed articles of content/, the
// articles written in /redaction, their public page and the editor's preview all go
// through it. Marked turns the Markdown into HTML, shiki highlights the code, then
// sanitize-html keeps only an allow-list: whatever the Markdown holds, no script, no
// event handler, no javascript: link reaches a page.
import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { createHighlighter, type Highlighter } from "shiki";
import { ENGLISH_PHRASES } from "#content/english-phrases.ts";
import { escapeHtml } from "./html.ts";

export const WORDS_PER_MINUTE = 200;

/**
 * The renderer's version, stored beside each rendered article: change it when the output
 * changes (allow-list, highlighting, themes) and stored articles are rendered again.
 */
export const RENDERER_VERSION = "3";

/** How an image of the body is drawn: its size (no layout shift) and, uploaded, its sources. */
export type DrawnImage = {
  width: number;
  height: number;
  /** AVIF and WebP at the site's widths (an uploaded image), for a <picture>. */
  sources?: { type: string; srcSet: string }[];
};

/** The reading column is about 70 characters wide: at most ~680 px, the screen's width below. */
export const BODY_IMAGE_SIZES = "(min-width: 768px) 680px, 100vw";

/** A <source>'s srcset the renderer writes: uploaded images only (CSP: no other site). */
const MEDIA_SRCSET =
  /^\/medias\/[a-f0-9]{20}-\d{2,4}\.(avif|webp) \d+w(, \/medias\/[a-f0-9]{20}-\d{2,4}\.(avif|webp) \d+w)*$/;

export type MarkdownHeading = { id: string; text: string; level: 2 | 3 };
export type RenderedMarkdown = {
  html: string;
  headings: MarkdownHeading[];
  wordCount: number;
  /** Minutes, at 200 words a minute. */
  readTime: number;
};

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
const THEMES = { light: "github-light-high-contrast", dark: "github-dark-high-contrast" } as const;

let highlighter: Promise<Highlighter> | undefined;
function getHighlighter() {
  highlighter ??= createHighlighter({ themes: Object.values(THEMES), langs: LANGS });
  return highlighter;
}

/** 'Les bases : pourquoi ?' → 'les-bases-pourquoi' (heading anchors, slugs: accents folded). */
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

export function readTime(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
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

const COLOR = /^#[0-9a-f]{3,8}$/i;
const CODE_STYLES = { color: [COLOR], "--shiki-dark": [COLOR] };

/** What an article may hold once rendered; anything else is dropped. */
export const ARTICLE_HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "a",
    "strong",
    "em",
    "del",
    "s",
    "sup",
    "sub",
    "code",
    "pre",
    "span",
    "blockquote",
    "ul",
    "ol",
    "li",
    "img",
    "picture",
    "source",
    "div",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    source: ["type", "srcset", "sizes"],
    h2: ["id"],
    h3: ["id"],
    span: ["lang", "class", "style"],
    pre: ["class", "style", "tabindex"],
    div: ["class", "tabindex", "role", "aria-label"],
    th: ["scope", "align"],
    td: ["align"],
    ol: ["start"],
  },
  allowedClasses: {
    pre: ["shiki", "shiki-themes", THEMES.light, THEMES.dark],
    span: ["line"],
    div: ["table-scroll"],
  },
  allowedStyles: {
    pre: { ...CODE_STYLES, "background-color": [COLOR], "--shiki-dark-bg": [COLOR] },
    span: CODE_STYLES,
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Void elements written without an end tag (`<source></source>` is invalid HTML).
  selfClosing: ["img", "br", "hr", "source"],
  // A <source> of the body is an uploaded AVIF or WebP, nothing from elsewhere (CSP).
  exclusiveFilter: (frame) =>
    frame.tag === "source" &&
    !(
      MEDIA_SRCSET.test(frame.attribs.srcset ?? "") &&
      (frame.attribs.type === "image/avif" || frame.attribs.type === "image/webp")
    ),
  // An image written as raw HTML without a description is decorative, never unlabelled.
  transformTags: {
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? "" } }),
    // Only the renderer's own sources survive (exclusiveFilter): sized like its images.
    source: (tagName, attribs) => ({ tagName, attribs: { ...attribs, sizes: BODY_IMAGE_SIZES } }),
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML_POLICY);
}

/**
 * Markdown → sanitized HTML, its h2/h3 (table of contents), words and reading time.
 * `images`: how to draw the body's images, by their address as written (their size, and
 * the sources of an uploaded one); an image not in it is drawn as it is.
 */
export async function renderMarkdown(
  markdown: string,
  options: { images?: ReadonlyMap<string, DrawnImage> } = {},
): Promise<RenderedMarkdown> {
  const hl = await getHighlighter();
  const headings: MarkdownHeading[] = [];
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
          themes: THEMES,
          defaultColor: "light",
          // Shiki gives up colouring a line after 500 ms (the rest takes the previous colour):
          // on a busy server the first lines, while grammars compile, came out wrong.
          tokenizeTimeLimit: 10_000,
        });
      },
      link({ href, title, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        const external = /^https?:\/\//.test(href);
        const attrs = external ? ' target="_blank" rel="noopener noreferrer"' : "";
        const t = title ? ` title="${escapeHtml(title)}"` : "";
        return `<a href="${escapeHtml(href)}"${t}${attrs}>${text}</a>`;
      },
      image({ href, title, text }: Tokens.Image) {
        const t = title ? ` title="${escapeHtml(title)}"` : "";
        const drawn = options.images?.get(href);
        // Width and height: the page keeps the image's place before it arrives.
        const size = drawn ? ` width="${drawn.width}" height="${drawn.height}"` : "";
        const img = `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${t}${size} loading="lazy" decoding="async">`;
        if (!drawn?.sources?.length) return img;
        const sources = drawn.sources
          .map(
            (s) =>
              `<source type="${escapeHtml(s.type)}" srcset="${escapeHtml(s.srcSet)}" sizes="${BODY_IMAGE_SIZES}">`,
          )
          .join("");
        return `<picture>${sources}${img}</picture>`;
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
  const html = sanitizeArticleHtml(await marked.parse(markdown));
  const wordCount = countWords(markdown);
  return { html, headings, wordCount, readTime: readTime(wordCount) };
}
