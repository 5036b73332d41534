import { describe, expect, test } from "vitest";
import { shareLinks } from "./share.ts";

describe("shareLinks", () => {
  test("Facebook sharer, X intent with text and url, LinkedIn share-offsite", () => {
    const links = shareLinks(
      "https://teranga-digital.sn/articles/react-19-nouveautes",
      "React 19 : ce qui change",
    );
    expect(links.map((l) => l.href)).toEqual([
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fteranga-digital.sn%2Farticles%2Freact-19-nouveautes",
      "https://twitter.com/intent/tweet?text=React%2019%20%3A%20ce%20qui%20change&url=https%3A%2F%2Fteranga-digital.sn%2Farticles%2Freact-19-nouveautes",
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fteranga-digital.sn%2Farticles%2Freact-19-nouveautes",
    ]);
  });
});
