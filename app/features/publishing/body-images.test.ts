import { describe, expect, it } from "vitest";
import { appendImage, bodyImageRefusal, imageMarkdown } from "./body-images.ts";

const UPLOADED = "/medias/0123456789abcdef0123-1200.jpg";

describe("the images of a body, before saving", () => {
  const found = new Set([UPLOADED, "/images/people/awa-diop.svg"]);

  it("uploaded or on the site, and described: nothing to say", () => {
    expect(
      bodyImageRefusal(
        `![Une rue](${UPLOADED})\n\n<img src="/images/people/awa-diop.svg" alt="">`,
        found,
      ),
    ).toBeNull();
  });

  it("names the first image at fault, in French", () => {
    expect(bodyImageRefusal("![Logo](/logo.svg)", found)).toBe(
      "L'image «\u00a0/logo.svg\u00a0» n'existe pas sur le site\u00a0: ajoutez-la avec «\u00a0Insérer une image\u00a0», ou corrigez son adresse.",
    );
    expect(bodyImageRefusal("![Photo](https://example.com/a.png)", found)).toBe(
      "L'image «\u00a0https://example.com/a.png\u00a0» vient d'un autre site\u00a0: le site n'affiche que ses propres images. Ajoutez-la avec «\u00a0Insérer une image\u00a0».",
    );
    expect(bodyImageRefusal('<img src="x" onerror="alert(1)">', found)).toMatch(
      /^L'image «\u00a0x\u00a0» n'existe pas sur le site/,
    );
    expect(bodyImageRefusal("<img alt=rien>", found)).toMatch(
      /^L'image «\u00a0\(sans adresse\)\u00a0»/,
    );
    expect(bodyImageRefusal(`![  ](${UPLOADED})`, found)).toBe(
      `L'image «\u00a0${UPLOADED}\u00a0» n'a pas de description\u00a0: écrivez-la entre les crochets, ![description](${UPLOADED}).`,
    );
  });
});

describe("the Markdown line of an uploaded image", () => {
  it("French no-break spaces kept", () => {
    expect(imageMarkdown("Le marché\u00a0: «\u00a0Sandaga\u00a0»", UPLOADED)).toBe(
      `![Le marché\u00a0: «\u00a0Sandaga\u00a0»](${UPLOADED})`,
    );
  });

  it("one line, brackets escaped", () => {
    expect(imageMarkdown("  Le [nouveau]\nmarché  ", UPLOADED)).toBe(
      `![Le \\[nouveau\\] marché](${UPLOADED})`,
    );
  });

  it("added at the end of the body, after a blank line", () => {
    expect(appendImage("Texte.\r\n\r\n", "![a](/b.png)")).toBe("Texte.\n\n![a](/b.png)\n");
    expect(appendImage("", "![a](/b.png)")).toBe("![a](/b.png)\n");
  });
});
