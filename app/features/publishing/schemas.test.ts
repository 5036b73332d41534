import { describe, expect, test } from "vitest";
import { articleSources } from "#content/article-sources.ts";
import { parseArticleSource } from "#content/compile-articles.ts";
import { team } from "#content/team.ts";
import {
  ArticleFormSchema,
  dakarDateTime,
  dakarInputValue,
  parseTags,
  seoTitleFrom,
  slugFromTitle,
} from "./schemas.ts";

describe("the editor's rules", () => {
  test("a slug from the title: accents folded, one dash between words", () => {
    expect(slugFromTitle("Éditer l'été à Dakar : œuvres & café !")).toBe(
      "editer-l-ete-a-dakar-oeuvres-cafe",
    );
    expect(slugFromTitle("  --React 19 ?  ")).toBe("react-19");
  });

  test("the <title> is cut at a word when the title is too long", () => {
    expect(seoTitleFrom("Court")).toBe("Court");
    const cut = seoTitleFrom(
      "Un titre très long qui dépasse largement les soixante caractères des résultats",
    );
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut).toBe("Un titre très long qui dépasse largement les soixante…");
  });

  test("a scheduled time is read in Dakar (UTC); an impossible date is refused", () => {
    expect(dakarDateTime("2026-12-24T09:30")?.toISOString()).toBe("2026-12-24T09:30:00.000Z");
    expect(dakarDateTime("2026-02-31T09:30")).toBeNull();
    expect(dakarDateTime("demain")).toBeNull();
    expect(dakarInputValue(new Date("2026-12-24T09:30:00Z"))).toBe("2026-12-24T09:30");
  });

  test("SEO fields: one line, French no-break spaces kept (issue 29)", () => {
    const parsed = ArticleFormSchema(["awa-diop"]).parse({
      title: "Un titre assez long",
      slug: "un-titre",
      excerpt: "Un extrait assez long pour la règle.",
      category: "UX",
      author: "awa-diop",
      body: "Texte.",
      seoTitle: "  Wave au Sénégal\u00a0: le guide  ",
      seoDescription:
        "Encaisser par Wave\u00a0: «\u00a0simple\u00a0», rapide et sûr,\r\nsur une seule ligne  pour les moteurs.",
    });
    expect(parsed.seoTitle).toBe("Wave au Sénégal\u00a0: le guide");
    expect(parsed.seoDescription).toBe(
      "Encaisser par Wave\u00a0: «\u00a0simple\u00a0», rapide et sûr, sur une seule ligne pour les moteurs.",
    );
  });

  test("tags: lower case, deduplicated, six at most", () => {
    expect(parseTags("React, react , Accessibilité, a b,,1,2,3,4")).toEqual([
      "react",
      "accessibilité",
      "a-b",
      "1",
      "2",
      "3",
    ]);
  });

  test("the article form: excerpt up to 160, the seven categories, an author of the team", () => {
    const schema = ArticleFormSchema(team.map((m) => m.id) as [string, ...string[]]);
    const ok = {
      title: "Un titre assez long",
      slug: "un-titre",
      excerpt: "x".repeat(160),
      category: "UX",
      author: team[0]!.id,
      body: "Texte",
    };
    expect(schema.safeParse(ok).success).toBe(true);
    const bad = schema.safeParse({
      ...ok,
      excerpt: "x".repeat(161),
      category: "Cuisine",
      author: "inconnu",
      slug: "Été",
    });
    expect(bad.success).toBe(false);
    const fields = bad.error!.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(["excerpt", "category", "author", "slug"]));
    expect(bad.error!.issues.find((i) => i.path[0] === "excerpt")?.message).toBe(
      "L'extrait\u00a0: 160 caractères au plus.",
    );
  });
});

describe("the seed of a fresh install", () => {
  // content/ is the editor's first content (ADR 034): each article must be saved back
  // as it came, without a refusal the staff did not cause (an excerpt over 160…).
  test.each(articleSources.map((s) => [s.file, s.source] as const))(
    "%s is saved by the editor as it was imported",
    (file, source) => {
      const { slug, meta, body } = parseArticleSource(file, source);
      const authors = team.map((m) => m.id) as [string, ...string[]];
      const parsed = ArticleFormSchema(authors).safeParse({
        title: meta.title,
        slug,
        excerpt: meta.excerpt,
        category: meta.category,
        author: meta.author,
        tags: meta.tags.join(", "),
        featured: meta.featured ? "on" : undefined,
        coverAlt: "",
        body,
      });
      expect(parsed.error?.issues ?? []).toEqual([]);
    },
  );
});
