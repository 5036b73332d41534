import { beforeAll, describe, expect, test } from "vitest";
import { BODY_IMAGE_SIZES, renderMarkdown, sanitizeArticleHtml } from "./markdown.server.ts";

// Whatever an article's Markdown holds, its HTML carries no script, no event handler
// and no javascript: link (ADR 034): marked lets raw HTML through, the allow-list does not.
const NASTY = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  '<img src="x" onerror="alert(1)">',
  "<svg onload=alert(1)><circle r=1></circle></svg>",
  '<a href="javascript:alert(1)">clic</a>',
  '<a href="JaVaScRiPt:alert(1)">clic</a>',
  '<a href="&#106;avascript:alert(1)">clic</a>',
  '<a href="java\tscript:alert(1)">clic</a>',
  "[lien](javascript:alert(1))",
  "[lien](<javascript:alert(1)>)",
  '![img](javascript:alert(1) "t")',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name="p"><button>OK</button></form>',
  '<style>body{display:none}</style><link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<p style="background:url(javascript:alert(1))">texte</p>',
  '<span style="color:red;background-image:url(https://evil.example/t.png)">texte</span>',
  '<div onclick="alert(1)" onmouseover="alert(1)">texte</div>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clic</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<base href="https://evil.example/">',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '"><img src=x onerror=alert(1)>',
  '```html\n<script>alert("dans le code")</script>\n```',
  '<pre class="shiki" style="background-color:#fff;position:fixed">x</pre>',
];

// The first call loads the code highlighter (grammars and themes): seconds on a busy
// machine. Done once here, with the time it needs, rather than inside the first case.
beforeAll(async () => {
  await renderMarkdown("```ts\nconst x = 1;\n```");
}, 60_000);

describe("the article renderer's allow-list", () => {
  test.each(NASTY)("%s", async (markdown) => {
    const { html } = await renderMarkdown(`Avant.\n\n${markdown}\n\nAprès.`);
    expect(html).not.toMatch(
      /<script|<iframe|<object|<embed|<form|<style|<link|<meta|<base|<svg|<math/i,
    );
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:|data:|url\(/i);
    expect(html).not.toMatch(/position:\s*fixed/);
    // An unclosed <style> swallows what follows: dropped, never shown as code.
    if (!markdown.includes("<style>")) expect(html).toContain("Après.");
  });

  test("code stays visible as text, highlighted", async () => {
    const { html } = await renderMarkdown('```html\n<script>alert("x")</script>\n```');
    expect(html).toContain('class="shiki');
    expect(html).toContain("&lt;");
    expect(html).toContain("--shiki-dark:");
  });

  test("what an article needs goes through: headings, lists, links, images, tables", async () => {
    const { html, headings, readTime } = await renderMarkdown(
      [
        "## Les bases : pourquoi ?",
        "- un",
        "1. deux",
        "[lien](https://exemple.sn) [interne](/contact) [mail](mailto:contact@exemple.sn)",
        '![Une image](/medias/abc.jpg "titre")',
        "| a | b |\n|---|---|\n| 1 | 2 |",
      ].join("\n\n"),
    );
    expect(html).toContain('<h2 id="les-bases-pourquoi">');
    expect(headings).toEqual([
      { id: "les-bases-pourquoi", text: "Les bases : pourquoi ?", level: 2 },
    ]);
    expect(html).toContain("<li>un</li>");
    expect(html).toContain(
      '<a href="https://exemple.sn" target="_blank" rel="noopener noreferrer">',
    );
    expect(html).toContain('<a href="/contact">');
    expect(html).toContain('<a href="mailto:contact@exemple.sn">');
    expect(html).toMatch(
      /<img src="\/medias\/abc.jpg" alt="Une image" title="titre" loading="lazy"/,
    );
    expect(html).toContain(
      '<div class="table-scroll" tabindex="0" role="region" aria-label="Tableau">',
    );
    expect(readTime).toBe(1);
  });

  test("a raw <img> without alt gets an empty one (decorative, valid HTML)", () => {
    expect(sanitizeArticleHtml('<img src="/medias/a.jpg" onerror="x">')).toBe(
      '<img src="/medias/a.jpg" alt="" />',
    );
  });

  test("sanitizeArticleHtml alone drops handlers and unknown classes", () => {
    expect(
      sanitizeArticleHtml('<p class="x" onclick="y">t</p><span class="line evil">u</span>'),
    ).toBe('<p>t</p><span class="line">u</span>');
  });
});

describe("images drawn with their size (issue 29)", () => {
  const UPLOADED = "/medias/0123456789abcdef0123-1200.jpg";
  const images = new Map([
    [
      UPLOADED,
      {
        width: 1200,
        height: 675,
        sources: [
          {
            type: "image/avif",
            srcSet:
              "/medias/0123456789abcdef0123-400.avif 400w, /medias/0123456789abcdef0123-1200.avif 1200w",
          },
        ],
      },
    ],
    ["/images/a.svg", { width: 320, height: 320 }],
  ]);

  test("an uploaded image in a <picture> with its sources; a file of the site with its size", async () => {
    const { html } = await renderMarkdown(`![Une rue](${UPLOADED})\n\n![Un motif](/images/a.svg)`, {
      images,
    });
    expect(html).toBe(
      `<p><picture><source type="image/avif" srcset="/medias/0123456789abcdef0123-400.avif 400w, /medias/0123456789abcdef0123-1200.avif 1200w" sizes="${BODY_IMAGE_SIZES}" /><img src="${UPLOADED}" alt="Une rue" width="1200" height="675" loading="lazy" decoding="async" /></picture></p>\n<p><img src="/images/a.svg" alt="Un motif" width="320" height="320" loading="lazy" decoding="async" /></p>\n`,
    );
  });

  test("a <source> written in the text survives only when it is the site's own", () => {
    expect(
      sanitizeArticleHtml(
        '<picture><source type="image/png" srcset="https://evil.example/x.png 1x"><source srcset="/medias/0123456789abcdef0123-400.webp 400w" type="image/webp"><img src="/images/a.svg" alt=""></picture>',
      ),
    ).toBe(
      `<picture><source srcset="/medias/0123456789abcdef0123-400.webp 400w" type="image/webp" sizes="${BODY_IMAGE_SIZES}" /><img src="/images/a.svg" alt="" /></picture>`,
    );
  });
});
