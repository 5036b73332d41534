import { describe, expect, test } from "vitest";
import { rankSimilar, type SimilarCandidate, type Suggestions } from "./similar.ts";

const a = (
  slug: string,
  category: string,
  tags: string[],
  publishedAt: string,
): SimilarCandidate => ({ slug, category, tags, publishedAt });

const blog = [
  a("grid", "CSS", ["css", "responsive"], "2025-05-20"),
  a("animations", "CSS", ["css", "performance", "mobile"], "2025-05-27"),
  a("react", "Développement", ["react", "performance"], "2025-03-27"),
  a("typescript", "Développement", ["typescript"], "2025-04-08"),
  a("wcag", "Accessibilité", ["accessibilité", "mobile"], "2025-05-06"),
  a("tests", "Accessibilité", ["accessibilité", "tests"], "2025-05-13"),
  a("web3", "Tendances", ["web3"], "2025-06-17"),
];

describe("rankSimilar", () => {
  const slugs = ({ similar, alsoRead }: Suggestions<SimilarCandidate>) => ({
    similar: similar.map((x) => x.slug),
    alsoRead: alsoRead.map((x) => x.slug),
  });

  test("same category as similar; the others apart, most shared topics then nearest date", () => {
    const animations = blog[1]!;
    // grid: same category; react shares "performance", wcag shares "mobile":
    // one topic each, wcag is nearer in date (21 days against 61).
    expect(slugs(rankSimilar(animations, blog))).toEqual({
      similar: ["grid"],
      alsoRead: ["wcag", "react"],
    });
  });

  test("an article alone in its category: nothing similar, three to read, nearest in date", () => {
    expect(slugs(rankSimilar(blog[6]!, blog))).toEqual({
      similar: [],
      alsoRead: ["animations", "grid", "tests"],
    });
  });

  test("another category never counts as similar, whatever it shares", () => {
    const { similar } = rankSimilar(blog[2]!, blog);
    expect(similar.every((x) => x.category === "Développement")).toBe(true);
    expect(similar.map((x) => x.slug)).toEqual(["typescript"]);
  });

  test("never the article itself, never more than asked, same category newest first", () => {
    const many = [
      ...blog,
      a("subgrid", "CSS", ["css"], "2025-06-01"),
      a("container", "CSS", ["css"], "2025-06-30"),
      a("cascade", "CSS", ["css"], "2025-01-01"),
    ];
    // Three of its own category: nothing from the others.
    expect(slugs(rankSimilar(many[0]!, many))).toEqual({
      similar: ["container", "subgrid", "animations"],
      alsoRead: [],
    });
    expect(rankSimilar(many[0]!, many, 1).similar).toHaveLength(1);
  });

  test("a blog of one article has nothing to suggest", () => {
    expect(rankSimilar(blog[0]!, [blog[0]!])).toEqual({ similar: [], alsoRead: [] });
  });
});
