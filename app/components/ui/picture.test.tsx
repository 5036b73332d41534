import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { projects } from "#content/projects.ts";
import { loadSharp } from "#app/lib/sharp.server.ts";
import { ILLUSTRATION_WIDTHS, rasterName } from "./illustration-raster-names.ts";
import { ILLUSTRATION_RASTERS } from "./illustration-rasters.ts";
import { Picture } from "./picture.tsx";

const PROJECT = "/images/projects/boutique-en-ligne-keur-wax-couture.svg";

describe("Picture: the site's SVG illustrations come as AVIF a phone decodes off its main thread", () => {
  it("a project's SVG gets its AVIF widths as a <source>, the SVG kept as the <img>", () => {
    const html = renderToStaticMarkup(
      <Picture src={PROJECT} sizes="100vw" width={1200} height={800} alt="" />,
    );
    expect(html).toBe(
      `<picture class="contents"><source type="image/avif" srcSet="/images/projects/boutique-en-ligne-keur-wax-couture-720.avif 720w, /images/projects/boutique-en-ligne-keur-wax-couture-1200.avif 1200w" sizes="100vw"/><img alt="" src="${PROJECT}" width="1200" height="800"/></picture>`,
    );
  });

  it("an article's cover with an empty list of sources (as stored) gets them too", () => {
    const html = renderToStaticMarkup(
      <Picture src="/images/articles/react-19-nouveautes.svg" sources={[]} alt="" />,
    );
    expect(html).toContain(
      'srcSet="/images/articles/react-19-nouveautes-720.avif 720w, /images/articles/react-19-nouveautes-1200.avif 1200w"',
    );
  });

  it("an upload's own sources win; an image with none and no AVIF stays a plain <img>", () => {
    const upload = [{ type: "image/avif", srcSet: "/medias/a-400.avif 400w" }];
    const own = renderToStaticMarkup(<Picture src={PROJECT} sources={upload} alt="" />);
    expect(own).toContain('type="image/avif"');
    expect(own).not.toContain("-720.avif");
    const plain = renderToStaticMarkup(<Picture src="/images/people/awa-diop.svg" alt="" />);
    expect(plain).toContain('<img alt="" src="/images/people/awa-diop.svg"/>');
    expect(plain).not.toContain("<picture");
  });

  const illustrations = ["projects", "articles"].flatMap((dir) =>
    readdirSync(join("public/images", dir))
      .filter((name) => name.endsWith(".svg"))
      .map((name) => `/images/${dir}/${name}`),
  );

  it("every project's image and every article's cover is an illustration with AVIF", () => {
    const covers = readdirSync("content/articles").flatMap(
      (name) =>
        /^cover: "([^"]+)"/m.exec(readFileSync(join("content/articles", name), "utf8"))?.[1] ?? [],
    );
    expect(covers.length).toBeGreaterThan(10);
    for (const src of [...projects.map((p) => p.image.src), ...covers]) {
      expect(illustrations, src).toContain(src);
    }
    expect(Object.keys(ILLUSTRATION_RASTERS).sort()).toEqual([...illustrations].sort());
  });

  it.each(illustrations)(
    "%s: its AVIF files drawn from the SVG as it is now, at each width",
    async (svg) => {
      const drawn = ILLUSTRATION_RASTERS[svg]!;
      // Redrawn SVG, old pictures: `ONLY=illustrations npm run images` draws them again.
      const bytes = readFileSync(join("public", svg));
      expect(drawn.drawnFrom).toBe(createHash("sha256").update(bytes).digest("hex").slice(0, 10));
      const [, svgWidth, svgHeight] = /<svg\b[^>]*?\bwidth="(\d+)"[^>]*?\bheight="(\d+)"/.exec(
        readFileSync(join("public", svg), "utf8"),
      )!;
      for (const width of ILLUSTRATION_WIDTHS) {
        const meta = await (await loadSharp())(join("public", rasterName(svg, width))).metadata();
        expect(meta.format).toBe("heif");
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * Number(svgHeight)) / Number(svgWidth)));
      }
    },
  );
});
