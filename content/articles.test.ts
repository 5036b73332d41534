import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import type { Article } from "./article-types.ts";
import {
  compileArticle,
  compileArticles,
  countWords,
  markEnglish,
  readTime,
  slugify,
} from "./compile-articles.ts";
import { teamMember } from "./team.ts";

const root = path.resolve(import.meta.dirname, "..");
let articles: Article[];

beforeAll(async () => {
  articles = await compileArticles(path.join(root, "content/articles"));
}, 60_000);

// docs/product.md §3: the blog's 14 slugs.
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

// Issue 29: four articles of autumn 2026, written and published in the editor
// (scripts/publish-through-editor.ts), kept here as seed content of a fresh install.
const AUTUMN_2026 = [
  "site-rapide-reseau-mobile",
  "whatsapp-business-entreprise",
  "facturation-electronique-loi-2025",
  "wave-orange-money-site-web",
];

describe("the 14 articles of docs/product.md §3", () => {
  let spec: Article[];
  beforeAll(() => {
    spec = articles.filter((a) => SLUGS.includes(a.slug));
  });

  test("exactly the slugs of the spec, newest first; the only others are issue 29's four", () => {
    expect(spec.map((a) => a.slug).sort()).toEqual([...SLUGS].sort());
    expect(articles.map((a) => a.slug).sort()).toEqual([...SLUGS, ...AUTUMN_2026].sort());
    const dates = articles.map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test("unique ids", () => {
    expect(new Set(articles.map((a) => a.id)).size).toBe(articles.length);
  });

  test("published between March and June 2025", () => {
    for (const a of spec)
      expect(a.publishedAt >= "2025-03-01" && a.publishedAt <= "2025-06-30", a.slug).toBe(true);
  });

  test("substantive: 900+ words, read time 5 to 12 minutes", () => {
    for (const a of spec) {
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

describe("the four articles of autumn 2026 (issue 29)", () => {
  const autumn = () => articles.filter((a) => AUTUMN_2026.includes(a.slug));

  test("they open the blog, newest first, dated September to November 2026", () => {
    expect(articles.slice(0, 4).map((a) => a.slug)).toEqual(AUTUMN_2026);
    for (const a of autumn()) {
      expect(a.publishedAt >= "2026-09-01" && a.publishedAt <= "2026-11-29", a.slug).toBe(true);
    }
  });

  test("600 to 1000 words each, with headings and a list, by a member of the team", () => {
    for (const a of autumn()) {
      expect(a.wordCount, a.slug).toBeGreaterThanOrEqual(600);
      expect(a.wordCount, a.slug).toBeLessThanOrEqual(1000);
      expect(a.headings.filter((h) => h.level === 2).length, a.slug).toBeGreaterThanOrEqual(3);
      expect(a.html, a.slug).toMatch(/<(ul|ol)>/);
      expect(teamMember(a.author), a.slug).toBeDefined();
    }
  });

  test("written to fit the editor: excerpt and SEO fields within its limits", () => {
    for (const a of autumn()) {
      expect(a.excerpt.length, a.slug).toBeLessThanOrEqual(160);
      expect(a.seoTitle.length, a.slug).toBeLessThanOrEqual(60);
      expect(a.description.length, a.slug).toBeLessThanOrEqual(160);
      expect(a.cover.src, a.slug).toBe(`/images/articles/${a.slug}.svg`);
    }
  });

  test("French typography in the text too: a no-break space before : ; ! ? and inside « »", () => {
    for (const a of autumn()) {
      const text = a.html.replace(/<[^>]+>/g, "");
      expect(text, a.slug).not.toMatch(/ [:;!?](\s|$)/);
      expect(text, a.slug).not.toMatch(/« | »/);
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
    'seoTitle: "Un titre de test"',
    `description: "${"Une description de test pour les moteurs de recherche. ".repeat(2)}"`,
    'category: "CSS"',
    'author: "moussa-ndiaye"',
    'publishedAt: "2025-04-01"',
    'tags: ["css", "tests"]',
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

describe("search results and sharing", () => {
  test("a <title> within 60 characters and a description within 160, in French typography", () => {
    for (const a of articles) {
      const title = `${a.seoTitle} — Teranga Digital`;
      expect(a.seoTitle.length, a.slug).toBeLessThanOrEqual(60);
      expect(a.description.length, a.slug).toBeLessThanOrEqual(160);
      for (const text of [title, a.description]) expect(text, a.slug).not.toMatch(/ [:;!?]/);
    }
  });

  test("every article shares a topic with an article of another category", () => {
    for (const a of articles) {
      const related = articles.filter(
        (b) => b.category !== a.category && b.tags.some((t) => a.tags.includes(t)),
      );
      expect(related.length, a.slug).toBeGreaterThan(0);
    }
  });
});

describe("English phrases (WCAG 3.1.2)", () => {
  test("wrapped in running text, longest phrase first, whole words only", () => {
    expect(markEnglish("Un design system et ses design tokens, pas des tokensX.")).toBe(
      'Un <span lang="en">design system</span> et ses <span lang="en">design tokens</span>, pas des tokensX.',
    );
  });

  test("in articles, never inside code", async () => {
    const a = await compileArticle(
      "essai.md",
      `---
id: "99"
title: "Un essai de balisage des langues"
excerpt: "Un extrait assez long pour passer la validation du schéma des articles, avec au moins quatre-vingts caractères."
seoTitle: "Un essai de balisage"
description: "Une description assez longue pour passer la validation du schéma, qui demande au moins soixante-dix caractères."
category: "UX"
author: "awa-diop"
publishedAt: "2025-04-01"
tags: ["ux", "essai"]
cover: "/images/articles/wcag-guide-pratique.svg"
---

Le **design system** et le \`design system\` du code.

\`\`\`ts
const tokens = "design system";
\`\`\`
`,
    );
    expect(a.html).toContain('<strong><span lang="en">design system</span></strong>');
    expect(a.html).toContain("<code>design system</code>");
    expect(a.html).not.toMatch(/<pre[\s\S]*lang="en"[\s\S]*<\/pre>/);
  });

  test("the articles carry them", () => {
    const marked = articles.filter((a) => a.html.includes('<span lang="en">'));
    expect(marked.map((a) => a.slug)).toEqual(
      expect.arrayContaining(["design-system-guide-complet", "wcag-guide-pratique"]),
    );
  });
});
