import { describe, expect, it } from "vitest";
import { bodyImages, imageOrigin } from "./body-images.ts";

describe("the images of an article's body", () => {
  it("Markdown images with their description, raw HTML's <img>, never what is shown as code", () => {
    const body = [
      "Texte ![Une rue](/medias/0123456789abcdef0123-1200.jpg) et ![](/images/a.svg).",
      '<p><img alt="" src="/images/b.png"></p>',
      "<img src='https://example.com/c.png'> puis <img src=/d.webp>",
      "`![code](https://example.com/inline.png)`",
      '```md\n![bloc](https://example.com/bloc.png)\n<img src="/x.png">\n```',
      "    ![indenté](https://example.com/indent.png)",
      "![Une rue](/medias/0123456789abcdef0123-1200.jpg)",
    ].join("\n\n");
    expect(bodyImages(body)).toEqual([
      { src: "/medias/0123456789abcdef0123-1200.jpg", alt: "Une rue" },
      { src: "/images/a.svg", alt: "" },
      { src: "/images/b.png", alt: null },
      { src: "https://example.com/c.png", alt: null },
      { src: "/d.webp", alt: null },
    ]);
  });

  it("an <img> without src is an image without an address", () => {
    expect(bodyImages('<img alt="rien">')).toEqual([{ src: "", alt: null }]);
  });

  it("where an address points", () => {
    expect(imageOrigin("/medias/x.jpg")).toBe("media");
    expect(imageOrigin("/images/a.svg")).toBe("site");
    expect(imageOrigin("//example.com/a.png")).toBe("elsewhere");
    expect(imageOrigin("https://example.com/a.png")).toBe("elsewhere");
    expect(imageOrigin("data:image/png;base64,AAAA")).toBe("elsewhere");
    expect(imageOrigin("javascript:alert(1)")).toBe("elsewhere");
    expect(imageOrigin("a.png")).toBe("relative");
    expect(imageOrigin("")).toBe("relative");
  });
});
