import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import type { Article } from "./article-types.ts";
import {
  compileArticle,
  compileArticles,
  countWords,
  readTime,
  slugify,
} from "./compile-articles.ts";
import { teamMember } from "./team.ts";

const root = path.resolve(import.meta.dirname, "..");
let articles: Article[];

beforeAll(async () => {
  articles = await compileArticles(path.join(root, "content/articles"));
}, 60_000);

// SPEC.md §3: the blog's 14 slugs.
const SLUGS = [
  "tendances-design-2025",
  "psychologie-couleurs-ui",
  "react-19-nouveautes",
  "typescript-avance-patterns",
  "recherche-utilisateur-methodes",
  "design-system-guide-complet",
  "wcag-guide-pratique",
  "tests-accessibilite-automatises",
  "css-grid-layout-avance",
  "animations-css-performantes",
  "ia-design-outils-2025",
  "chatgpt-productivite-developpeur",
  "web3-design-nouveaux-defis",
  "realite-augmentee-interfaces",
];

describe("the 14 articles of SPEC.md §3", () => {
  test("exactly the slugs of the spec, newest first", () => {
    expect(articles.map((a) => a.slug).sort()).toEqual([...SLUGS].sort());
    const dates = articles.map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test("unique ids", () => {
    expect(new Set(articles.map((a) => a.id)).size).toBe(articles.length);
  });

  test("published between March and June 2025", () => {
    for (const a of articles)
      expect(a.publishedAt >= "2025-03-01" && a.publishedAt <= "2025-06-30", a.slug).toBe(true);
  });

  test("substantive: 900+ words, read time 5 to 12 minutes", () => {
    for (const a of articles) {
      expect(a.wordCount, a.slug).toBeGreaterThanOrEqual(900);
      expect(a.readTime, a.slug).toBeGreaterThanOrEqual(5);
      expect(a.readTime, a.slug).toBeLessThanOrEqual(12);
    }
  });

  test("every category of the spec is used", () => {
    expect(new Set(articles.map((a) => a.category))).toEqual(
      new Set(["Design", "Développement", "UX", "Accessibilité", "CSS", "IA", "Tendances"]),
    );
  });

  test("headings, lists, and highlighted code in the technical ones", () => {
    for (const a of articles) {
      expect(a.headings.filter((h) => h.level === 2).length, a.slug).toBeGreaterThanOrEqual(3);
      expect(a.html, a.slug).toMatch(/<(ul|ol)>/);
    }
    for (const slug of [
      "react-19-nouveautes",
      "typescript-avance-patterns",
      "css-grid-layout-avance",
    ]) {
      const a = articles.find((x) => x.slug === slug)!;
      expect(a.html).toContain('class="shiki');
      expect(a.html).toContain("--shiki-dark:");
    }
  });

  test("heading anchors are unique within an article", () => {
    for (const a of articles) {
      const ids = a.headings.map((h) => h.id);
      expect(new Set(ids).size, a.slug).toBe(ids.length);
    }
  });

  test("every author is a team member; every cover exists as SVG (page) and PNG (link previews)", () => {
    for (const a of articles) {
      expect(teamMember(a.author), a.slug).toBeDefined();
      expect(existsSync(path.join(root, "public", a.cover.src)), a.cover.src).toBe(true);
      expect(existsSync(path.join(root, "public", a.cover.src.replace(/\.svg$/, ".png")))).toBe(
        true,
      );
    }
  });

  test("French typography: no plain space before : ; ! ? in titles and excerpts", () => {
    for (const a of articles) {
      expect(`${a.title} ${a.excerpt}`, a.slug).not.toMatch(/ [:;!?]/);
    }
  });
});

describe("compileArticle", () => {
  const source = (front: string, body = "Texte.\n\n## Partie : une\n\nSuite.\n") =>
    `---\n${front}\n---\n${body}`;
  const good = [
    'id: "99"',
    'title: "Un titre de test assez long"',
    `excerpt: "${"Un résumé suffisamment long pour passer la validation du schéma. ".repeat(2)}"`,
    'category: "CSS"',
    'author: "moussa-ndiaye"',
    'publishedAt: "2025-04-01"',
    'cover: "/images/articles/test.svg"',
  ].join("\n");

  test("a valid file compiles; the slug is the file name; featured defaults to false", async () => {
    const a = await compileArticle("mon-article.md", source(good));
    expect(a).toMatchObject({ slug: "mon-article", featured: false, category: "CSS" });
    expect(a.html).toContain('<h2 id="partie-une">Partie : une</h2>');
  });

  test("a bad frontmatter names the file and the fields", async () => {
    await expect(
      compileArticle(
        "casse.md",
        source(good.replace('"CSS"', '"Cuisine"').replace('"2025-04-01"', '"hier"')),
      ),
    ).rejects.toThrow(/casse\.md : frontmatter invalide[\s\S]*category[\s\S]*publishedAt/);
    await expect(compileArticle("vide.md", "pas de frontmatter")).rejects.toThrow(/vide\.md/);
  });

  test("external links open in a new tab; internal ones do not", async () => {
    const a = await compileArticle(
      "liens.md",
      source(good, "[doc](https://react.dev) et [contact](/contact)\n"),
    );
    expect(a.html).toContain(
      '<a href="https://react.dev" target="_blank" rel="noopener noreferrer">doc</a>',
    );
    expect(a.html).toContain('<a href="/contact">contact</a>');
  });

  test("words and read time", () => {
    expect(countWords("Un deux trois : quatre !")).toBe(4);
    expect(readTime(1000)).toBe(5);
    expect(readTime(2400)).toBe(12);
    expect(slugify("Les bases : pourquoi ?")).toBe("les-bases-pourquoi");
  });
});
