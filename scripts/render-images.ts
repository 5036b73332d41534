// The site's raster images, rendered from the SVGs of the repository in Debian's
// Chromium (social networks, search engines and home screens do not take SVG):
//   node --import tsx scripts/render-images.ts        (npm run images)
// - link previews, 1200×630: every SVG of public/images/og/ and public/images/articles/;
// - one preview per project (public/images/og/realisations/<slug>.png): its title,
//   client and year beside its device mock-up;
// - the logo for search engines (public/images/brand/logo.png, 512×512), the home
//   screen icons (apple-touch-icon.png, icons of site.webmanifest) and favicon.ico.
// - the illustrations the public pages show (public/images/projects/ and articles'
//   covers, public/images/articles/): AVIF at ILLUSTRATION_WIDTHS, listed for <Picture>
//   in app/components/ui/illustration-rasters.ts. A phone draws an SVG image on its
//   main thread (style, layout and text of the drawing: ~100 ms of a slow phone's
//   CPU for each of the four projects, ADR 037); an AVIF it decodes off it (half a
//   WebP's bytes; a browser without AVIF takes the SVG).
//   `ONLY=illustrations npm run images` writes only these.
// Text is set in the site's typeface (Inter, from node_modules, inlined). Nothing is
// fetched: every request but data: URLs is aborted. PNGs are squeezed with pngquant
// (`apt-get install pngquant`): without it the script stops before writing anything,
// rather than rewrite the committed PNGs about three times larger.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "../playwright.config.ts";
import { projects } from "../content/projects.ts";
import { companyDefaults as company } from "../app/config/company.ts";
import { squeeze } from "./pngquant.ts";
import { format, resolveConfig } from "prettier";
import sharp from "sharp";
import { imageVersion } from "../server/image-versions.ts";
import { ILLUSTRATION_WIDTHS, rasterName } from "../app/components/ui/illustration-raster-names.ts";

const ONLY_ILLUSTRATIONS = process.env.ONLY === "illustrations";

const INTER = readFileSync(
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
).toString("base64");
const FONT_FACE = `@font-face{font-family:Inter;font-weight:100 900;src:url(data:font/woff2;base64,${INTER}) format("woff2")}`;

/** An SVG file's markup, ready to inline (no XML prolog), sized to fill its box by default. */
function inlineSvg(file: string, style = "width:100%;height:100%;display:block"): string {
  const markup = readFileSync(file, "utf8").replace(/<\?xml[^>]*>/, "");
  if (!/^\s*<svg[\s>]/.test(markup)) throw new Error(`${file} is not an SVG document`);
  return markup.replace(/<svg\b/, `<svg style="${style}"`);
}

/** `html` drawn at `size`: the PNG's bytes, also written to `png` when given. */
async function shoot(
  page: Page,
  html: string,
  png: string | undefined,
  size: { width: number; height: number },
  transparent = false,
): Promise<Buffer> {
  await page.setViewportSize(size);
  await page.setContent(
    `<!doctype html><html><head><style>${FONT_FACE}html,body{margin:0;width:${size.width}px;height:${size.height}px;overflow:hidden;font-family:Inter,sans-serif}</style></head><body>${html}</body></html>`,
  );
  await page.evaluate(() => document.fonts.ready);
  if (png) mkdirSync(dirname(png), { recursive: true });
  return page.screenshot({ path: png, omitBackground: transparent });
}

/** pngquant answers, or the script stops here, in one line. */
function requirePngquant() {
  try {
    execFileSync("pngquant", ["--version"], { stdio: "ignore" });
  } catch {
    console.error(
      "pngquant est introuvable\u00a0: installez-le (apt-get install pngquant), puis relancez npm run images. Sans lui, les PNG seraient réécrits environ trois fois plus lourds.",
    );
    process.exit(1);
  }
}
if (!ONLY_ILLUSTRATIONS) requirePngquant();

/** A .ico holding PNG images (every browser since IE 9 reads them). */
function ico(pngs: { size: number; bytes: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * pngs.length;
  for (const { size, bytes } of pngs) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(bytes.length, 8);
    entry.writeUInt32LE(offset, 12);
    entries.push(entry);
    offset += bytes.length;
  }
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.bytes)]);
}

const escape = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** A project's link preview: what it is, for whom, and its interface. */
function projectPreview(project: (typeof projects)[number]): string {
  const mockup = inlineSvg(join("public", project.image.src));
  return `<div style="position:relative;width:1200px;height:630px;background:#f7f5f0;color:#0b1f3a">
  <div style="position:absolute;left:520px;top:48px;width:632px;height:421px;border-radius:24px;overflow:hidden;box-shadow:0 24px 48px -16px rgba(11,31,58,.35)">${mockup}</div>
  <div style="position:absolute;left:64px;top:56px;width:420px">
    <div style="display:flex;align-items:center;gap:14px;font-size:22px;font-weight:700">${inlineSvg("public/images/brand/logo.svg", "width:44px;height:44px;flex:none")}<span>${escape(company.name)}</span></div>
    <div style="margin-top:48px;font-size:17px;font-weight:700;letter-spacing:.12em;text-transform:uppercase;color:#b7791f">Réalisation · ${escape(project.category)}</div>
    <div style="margin-top:14px;font-size:42px;line-height:1.12;font-weight:800;letter-spacing:-.02em">${escape(project.title)}</div>
    <div style="margin-top:22px;width:120px;height:8px;border-radius:4px;background:#e8b04a"></div>
    <div style="margin-top:22px;font-size:22px;color:#1e3a66">${escape(project.client)} · ${project.year} · ${escape(project.duration)}</div>
  </div>
  <div style="position:absolute;left:0;right:0;bottom:0;height:64px;background:#0b1f3a;color:#f7f5f0;font-size:21px;display:flex;align-items:center;padding:0 64px">Sites web · Applications mobiles · Design · Marketing digital ·&nbsp;<b style="color:#e8b04a">Dakar, Sénégal</b></div>
</div>`;
}

const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const context = await browser.newContext({ deviceScaleFactor: 1 });
  await context.route("**/*", (route) =>
    route.request().url().startsWith("data:") ? route.continue() : route.abort(),
  );
  const page = await context.newPage();
  const written: string[] = [];
  const out = async (
    png: string,
    html: string,
    width: number,
    height: number,
    transparent = false,
  ) => {
    await shoot(page, html, png, { width, height }, transparent);
    squeeze(png, "70-95");
    written.push(png);
  };

  // The illustrations, each at its own size, then the list <Picture> reads.
  const rasters: [string, string, string][] = [];
  for (const dir of ["public/images/projects", "public/images/articles"]) {
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith(".svg"))
      .sort()) {
      const svg = join(dir, name);
      const markup = readFileSync(svg, "utf8");
      const [, width, height] =
        /<svg\b[^>]*?\bwidth="(\d+)"[^>]*?\bheight="(\d+)"/.exec(markup) ?? [];
      if (!width || !height) throw new Error(`${svg}: width and height of its <svg> wanted`);
      const png = await shoot(page, inlineSvg(svg), undefined, {
        width: Number(width),
        height: Number(height),
      });
      const url = `/${svg.replace(/^public\//, "")}`;
      for (const w of ILLUSTRATION_WIDTHS) {
        const file = join("public", rasterName(url, w));
        writeFileSync(file, await sharp(png).resize(w).avif({ quality: 50, effort: 6 }).toBuffer());
        written.push(file);
      }
      rasters.push([
        url,
        ILLUSTRATION_WIDTHS.map((w) => `${rasterName(url, w)} ${w}w`).join(", "),
        imageVersion(Buffer.from(markup)),
      ]);
    }
  }
  const list = "app/components/ui/illustration-rasters.ts";
  const listed = `// Written by scripts/render-images.ts (npm run images), from the SVGs it rendered.
// An illustration's AVIF widths, by the SVG's address. Literal addresses: the build
// versions them as it versions the content's (server/image-versions.ts), so a
// versioned SVG finds its versioned rasters. \`drawnFrom\`: the version of the SVG they
// were drawn from (a test asks for them again when the drawing changes).
export const ILLUSTRATION_RASTERS: Record<string, { srcSet: string; drawnFrom: string }> = {
${rasters.map(([svg, srcSet, from]) => `  "${svg}": { srcSet: "${srcSet}", drawnFrom: "${from}" },`).join("\n")}
};
`;
  // Written as the repository's formatting has it (`npm run lint` checks it).
  writeFileSync(list, await format(listed, { ...(await resolveConfig(list)), filepath: list }));
  written.push(list);

  for (const dir of ONLY_ILLUSTRATIONS ? [] : ["public/images/og", "public/images/articles"]) {
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith(".svg"))
      .sort()) {
      const svg = join(dir, name);
      await out(svg.replace(/\.svg$/, ".png"), inlineSvg(svg), 1200, 630);
    }
  }
  if (ONLY_ILLUSTRATIONS) {
    for (const file of written) console.log(`${file}  ${statSync(file).size} B`);
    await browser.close();
    process.exit(0);
  }
  for (const project of projects) {
    await out(
      `public/images/og/realisations/${project.slug}.png`,
      projectPreview(project),
      1200,
      630,
    );
  }

  const mark = inlineSvg("public/images/brand/logo.svg");
  const full = inlineSvg("public/images/brand/icon-full.svg");
  await out("public/images/brand/logo.png", mark, 512, 512, true);
  await out("public/icons/icon-192.png", mark, 192, 192, true);
  await out("public/icons/icon-512.png", mark, 512, 512, true);
  await out("public/icons/icon-maskable-512.png", full, 512, 512);
  // iOS rounds the corners itself and shows transparency as black: full bleed.
  await out("public/apple-touch-icon.png", full, 180, 180);

  const favicon = inlineSvg("public/favicon.svg");
  const sizes = [16, 32, 48];
  const pngs = [];
  for (const size of sizes) {
    const tmp = `build/favicon-${size}.png`;
    await shoot(page, favicon, tmp, { width: size, height: size }, true);
    pngs.push({ size, bytes: readFileSync(tmp) });
  }
  writeFileSync("public/favicon.ico", ico(pngs));
  written.push("public/favicon.ico");

  for (const file of written) console.log(`${file}  ${statSync(file).size} B`);
} finally {
  await browser.close();
}
