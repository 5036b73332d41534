import { describe, expect, it } from "vitest";
import { islandsLoader } from "./island-scripts.tsx";

// The public pages' loader (ADR 037): every file the page needs asked at once, then the entry.

function run(files: Record<string, string[]>, islands: string[], dev = false) {
  const head: { tag: string; href?: string; src?: string; type?: string }[] = [];
  const element = (tag: string) => ({ tag }) as (typeof head)[number];
  const document = {
    querySelectorAll: () => islands.map((island) => ({ dataset: { island } })),
    createElement: element,
    head: { append: (e: (typeof head)[number]) => head.push(e) },
  };
  new Function("document", islandsLoader(files, dev))(document);
  return head;
}

const FILES = {
  "": ["/assets/islands-1.js", "/assets/toast-store-1.js"],
  "partners-carousel": ["/assets/partners-carousel.island-1.js", "/assets/appearance-1.js"],
  "share-menu": ["/assets/share-menu.island-1.js"],
};

describe("islandsLoader", () => {
  it("preloads the entry's files and the page's islands' files, once each, then runs the entry", () => {
    const head = run(FILES, ["partners-carousel", "partners-carousel", "inconnu"]);
    expect(head.filter((e) => e.tag === "link").map((e) => e.href)).toEqual([
      "/assets/islands-1.js",
      "/assets/toast-store-1.js",
      "/assets/partners-carousel.island-1.js",
      "/assets/appearance-1.js",
    ]);
    expect(head.at(-1)).toMatchObject({
      tag: "script",
      type: "module",
      src: "/assets/islands-1.js",
    });
  });

  it("under `npm run dev`, Vite's client before the entry", () => {
    const scripts = run(FILES, [], true).filter((e) => e.tag === "script");
    expect(scripts.map((e) => e.src)).toEqual(["/@vite/client", "/assets/islands-1.js"]);
  });
});
