import { describe, expect, test } from "vitest";
import { rankSimilar, type SimilarCandidate } from "./similar.ts";

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
  test("same category first, then the most shared topics, then the nearest date", () => {
    const animations = blog[1]!;
    // grid: same category; react shares "performance", wcag shares "mobile":
    // one topic each, wcag is nearer in date (21 days against 61).
    expect(rankSimilar(animations, blog).map((x) => x.slug)).toEqual(["grid", "wcag", "react"]);
  });

  test("with no shared topic, the nearest in date", () => {
    expect(rankSimilar(blog[6]!, blog).map((x) => x.slug)).toEqual(["animations", "grid", "tests"]);
  });

  test("never the article itself, never more than asked, same category newest first", () => {
    const many = [
      ...blog,
      a("subgrid", "CSS", ["css"], "2025-06-01"),
      a("container", "CSS", ["css"], "2025-06-30"),
      a("cascade", "CSS", ["css"], "2025-01-01"),
    ];
    expect(rankSimilar(many[0]!, many).map((x) => x.slug)).toEqual([
      "container",
      "subgrid",
      "animations",
    ]);
    expect(rankSimilar(many[0]!, many, 1)).toHaveLength(1);
  });

  test("a blog of one article has nothing similar", () => {
    expect(rankSimilar(blog[0]!, [blog[0]!])).toEqual([]);
  });
});
