import { describe, expect, test } from "vitest";
import { queryValue, shareByEmail, shareLinks } from "./share.ts";

const URL_ = "https://teranga-digital.sn/articles/react-19-nouveautes";
const TITLE = "React 19 : ce qui change & pourquoi ?";
const T = "React%2019%20:%20ce%20qui%20change%20%26%20pourquoi%20%3F";

describe("shareLinks", () => {
  test("WhatsApp with title and link, Facebook sharer, X intent with text and url, LinkedIn share-offsite", () => {
    const links = shareLinks(URL_, TITLE);
    expect(links.map((l) => [l.network, l.href, l.popup])).toEqual([
      ["WhatsApp", `https://wa.me/?text=${T}%20${URL_}`, false],
      ["Facebook", `https://www.facebook.com/sharer/sharer.php?u=${URL_}`, true],
      ["X (Twitter)", `https://twitter.com/intent/tweet?text=${T}&url=${URL_}`, true],
      ["LinkedIn", `https://www.linkedin.com/sharing/share-offsite/?url=${URL_}`, true],
    ]);
  });

  test("e-mail: title as subject, title and link in the body", () => {
    expect(shareByEmail(URL_, TITLE)).toBe(`mailto:?subject=${T}&body=${T}%0A${URL_}`);
  });

  test("the page's address appears as is, never percent-encoded, and reads back whole", () => {
    // The server swaps the build's address for its own in that form only (ADR 007).
    const hrefs = [...shareLinks(URL_, TITLE).map((l) => l.href), shareByEmail(URL_, TITLE)];
    for (const href of hrefs) {
      expect(href).toContain(URL_);
      expect(href).not.toMatch(/https?%3A/i);
      const params = new URL(href).searchParams;
      const values = [...params.values()].join("\n");
      expect(values).toContain(URL_);
      expect(values).not.toContain("%");
    }
    const x = new URL(shareLinks(URL_, TITLE)[2]!.href).searchParams;
    expect([x.get("text"), x.get("url")]).toEqual([TITLE, URL_]);
  });
});

describe("queryValue", () => {
  test("keeps « : » and « / », encodes what would end or change a query value", () => {
    expect(queryValue("http://h:3000/a b&c=d#e?f+g%")).toBe(
      "http://h:3000/a%20b%26c%3Dd%23e%3Ff%2Bg%25",
    );
    const round = "https://x.sn/é è?&=#+/:%";
    expect(new URLSearchParams(`v=${queryValue(round)}`).get("v")).toBe(round);
  });
});
