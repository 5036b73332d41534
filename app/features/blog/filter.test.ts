import { describe, expect, test } from "vitest";
import { filterArticles, filterHref, fold, readFilter } from "./filter.ts";

const articles = [
  {
    title: "React 19 : ce qui change",
    excerpt: "Actions et formulaires",
    category: "Développement",
  },
  { title: "CSS Grid avancé", excerpt: "Des mises en page robustes", category: "CSS" },
  { title: "Psychologie des couleurs", excerpt: "Le rôle du contraste en UI", category: "Design" },
  { title: "WCAG 2.2", excerpt: "Un guide pratique du contraste", category: "Accessibilité" },
];

describe("filterArticles (docs/product.md §5)", () => {
  test("no filter: everything", () => {
    expect(filterArticles(articles, { q: "", category: null })).toHaveLength(4);
  });

  test("case-insensitive, in the title or the excerpt", () => {
    expect(filterArticles(articles, { q: "GRID", category: null }).map((a) => a.title)).toEqual([
      "CSS Grid avancé",
    ]);
    expect(filterArticles(articles, { q: "contraste", category: null })).toHaveLength(2);
  });

  test("accents do not matter either", () => {
    expect(filterArticles(articles, { q: "avance", category: null })).toHaveLength(1);
    expect(fold("  Développement ")).toBe("developpement");
  });

  test("combined with the category", () => {
    expect(
      filterArticles(articles, { q: "contraste", category: "Accessibilité" }).map((a) => a.title),
    ).toEqual(["WCAG 2.2"]);
    expect(filterArticles(articles, { q: "react", category: "CSS" })).toEqual([]);
  });

  test("the category does not match the search text", () => {
    expect(filterArticles(articles, { q: "Design", category: null })).toEqual([]);
  });
});

describe("URL parameters", () => {
  test("reads q and categorie; unknown categories mean all", () => {
    expect(readFilter(new URLSearchParams("q=grid&categorie=CSS"))).toEqual({
      q: "grid",
      category: "CSS",
    });
    expect(readFilter(new URLSearchParams("categorie=developpement")).category).toBe(
      "Développement",
    );
    expect(readFilter(new URLSearchParams("categorie=Cuisine")).category).toBeNull();
  });

  test("writes only what is set", () => {
    expect(filterHref({ q: "", category: null })).toBe("/articles");
    expect(filterHref({ q: " react ", category: "Développement" })).toBe(
      "/articles?q=react&categorie=D%C3%A9veloppement",
    );
  });
});
