import { describe, expect, test } from "vitest";
import { shareByEmail, shareLinks } from "./share.ts";

const URL = "https://teranga-digital.sn/articles/react-19-nouveautes";
const TITLE = "React 19 : ce qui change";

describe("shareLinks", () => {
  test("WhatsApp with title and link, Facebook sharer, X intent with text and url, LinkedIn share-offsite", () => {
    const links = shareLinks(URL, TITLE);
    expect(links.map((l) => [l.network, l.href, l.popup])).toEqual([
      [
        "WhatsApp",
        "https://wa.me/?text=React%2019%20%3A%20ce%20qui%20change%20https%3A%2F%2Fteranga-digital.sn%2Farticles%2Freact-19-nouveautes",
        false,
      ],
      [
        "Facebook",
        "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fteranga-digital.sn%2Farticles%2Freact-19-nouveautes",
        true,
      ],
      [
        "X (Twitter)",
        "https://twitter.com/intent/tweet?text=React%2019%20%3A%20ce%20qui%20change&url=https%3A%2F%2Fteranga-digital.sn%2Farticles%2Freact-19-nouveautes",
        true,
      ],
      [
        "LinkedIn",
        "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fteranga-digital.sn%2Farticles%2Freact-19-nouveautes",
        true,
      ],
    ]);
  });

  test("e-mail: title as subject, title and link in the body", () => {
    expect(shareByEmail(URL, TITLE)).toBe(
      "mailto:?subject=React%2019%20%3A%20ce%20qui%20change&body=React%2019%20%3A%20ce%20qui%20change%0Ahttps%3A%2F%2Fteranga-digital.sn%2Farticles%2Freact-19-nouveautes",
    );
  });
});
