import { describe, expect, it } from "vitest";
import { compareSnapshots, foldUnchanged, lineDiff } from "./revision-diff.ts";

describe("lineDiff", () => {
  it("kept, removed and added lines, in the text's order", () => {
    expect(lineDiff("a\nb\nc\nd", "a\nc\nx\nd")).toEqual([
      { type: "same", text: "a" },
      { type: "removed", text: "b" },
      { type: "same", text: "c" },
      { type: "added", text: "x" },
      { type: "same", text: "d" },
    ]);
  });

  it("a line changed is the old one removed and the new one added; CR LF is no change", () => {
    expect(lineDiff("Un.\r\nDeux.", "Un.\nTrois.")).toEqual([
      { type: "same", text: "Un." },
      { type: "removed", text: "Deux." },
      { type: "added", text: "Trois." },
    ]);
    expect(lineDiff("", "Nouveau")).toEqual([
      { type: "removed", text: "" },
      { type: "added", text: "Nouveau" },
    ]);
  });

  it("the same text both ways adds up: every line of each side is there once", () => {
    const a = Array.from({ length: 300 }, (_, i) => `ligne ${i % 17}`).join("\n");
    const b = Array.from({ length: 280 }, (_, i) => `ligne ${(i * 7) % 19}`).join("\n");
    const diff = lineDiff(a, b);
    expect(diff.filter((l) => l.type !== "added").map((l) => ("text" in l ? l.text : ""))).toEqual(
      a.split("\n"),
    );
    expect(
      diff.filter((l) => l.type !== "removed").map((l) => ("text" in l ? l.text : "")),
    ).toEqual(b.split("\n"));
  });
});

describe("foldUnchanged", () => {
  it("keeps two lines around each change and counts the others", () => {
    const before = Array.from({ length: 10 }, (_, i) => `l${i}`).join("\n");
    const after = before.replace("l5", "L5");
    expect(foldUnchanged(lineDiff(before, after))).toEqual([
      { type: "skipped", count: 3 },
      { type: "same", text: "l3" },
      { type: "same", text: "l4" },
      { type: "removed", text: "l5" },
      { type: "added", text: "L5" },
      { type: "same", text: "l6" },
      { type: "same", text: "l7" },
      { type: "skipped", count: 2 },
    ]);
  });
});

describe("compareSnapshots", () => {
  const authors = new Map([
    ["awa-diop", "Awa Diop"],
    ["moussa-ndiaye", "Moussa Ndiaye"],
  ]);
  const v1 = {
    title: "Un titre",
    slug: "un-titre",
    excerpt: "Un extrait",
    category: "UX",
    author: "awa-diop",
    tags: ["wave", "paiement"],
    featured: false,
    cover: null,
    seoTitle: "Un titre",
    description: "Un extrait",
    body: "Un.\n\nDeux.",
  };

  it("only what changed, labelled in French, the text line by line", () => {
    const v2 = {
      ...v1,
      title: "Un meilleur titre",
      author: "moussa-ndiaye",
      featured: true,
      tags: ["wave"],
      cover: { src: "/medias/abc-1200.jpg", alt: "Un marché" },
      body: "Un.\n\nTrois.",
    };
    expect(compareSnapshots("article", v1, v2, authors)).toEqual([
      {
        field: "title",
        label: "Titre",
        kind: "value",
        before: "Un titre",
        after: "Un meilleur titre",
      },
      {
        field: "author",
        label: "Auteur",
        kind: "value",
        before: "Awa Diop",
        after: "Moussa Ndiaye",
      },
      { field: "tags", label: "Mots-clés", kind: "value", before: "wave, paiement", after: "wave" },
      { field: "featured", label: "À la une", kind: "value", before: "Non", after: "Oui" },
      {
        field: "cover",
        label: "Image de couverture",
        kind: "value",
        before: "Aucune",
        after: "abc-1200.jpg («\u00a0Un marché\u00a0»)",
      },
      {
        field: "body",
        label: "Contenu",
        kind: "lines",
        lines: [
          { type: "same", text: "Un." },
          { type: "same", text: "" },
          { type: "removed", text: "Deux." },
          { type: "added", text: "Trois." },
        ],
      },
    ]);
  });

  it("nothing changed: nothing to show; blank lines at the text's ends are no change", () => {
    expect(compareSnapshots("article", v1, { ...v1 })).toEqual([]);
    expect(compareSnapshots("article", { ...v1, body: "\nUn.\n\nDeux.\n" }, v1)).toEqual([]);
  });

  it("a project's gallery and description", () => {
    const p1 = { title: "Boutique", gallery: [], fullDescription: "Un.\n\nDeux." };
    const p2 = {
      title: "Boutique",
      gallery: [{ src: "/medias/a-800.jpg", alt: "Accueil" }],
      fullDescription: "Un.\n\nDeux.\n\nTrois.",
    };
    expect(compareSnapshots("project", p1, p2).map((c) => [c.field, c.kind])).toEqual([
      ["gallery", "value"],
      ["fullDescription", "lines"],
    ]);
    expect(compareSnapshots("project", p1, p2)[0]).toMatchObject({
      before: "Aucune image",
      after: "1. a-800.jpg («\u00a0Accueil\u00a0»)",
    });
  });
});
