// Social networks don't accept SVG previews: this renders every SVG of public/images/og/ and
// public/images/articles/ to a 1200×630 PNG beside it (same name, .png), in Debian's Chromium:
//   node --import tsx scripts/og-images.ts
// Only file:// URLs load; any other request is aborted, so nothing comes from the network.
import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { CHROMIUM_LAUNCH } from "../playwright.config.ts";
import { chromium } from "@playwright/test";

const dirs = ["public/images/og", "public/images/articles"];
const size = { width: 1200, height: 630 };

const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1 });
  await context.route("**/*", (route) =>
    route.request().url().startsWith("file:") ? route.continue() : route.abort(),
  );
  const page = await context.newPage();
  for (const dir of dirs) {
    const files = readdirSync(dir)
      .filter((name) => name.endsWith(".svg"))
      .sort();
    for (const name of files) {
      const svg = resolve(join(dir, name));
      await page.goto(pathToFileURL(svg).href);
      // A malformed file opens as an XML error page instead of an <svg> document.
      const ok = await page.evaluate(
        () =>
          document.documentElement.localName === "svg" &&
          document.getElementsByTagName("parsererror").length === 0,
      );
      if (!ok) throw new Error(`${svg} is not a well-formed SVG document`);
      await page.evaluate(() => document.fonts.ready);
      const png = svg.replace(/\.svg$/, ".png");
      await page.screenshot({ path: png, clip: { x: 0, y: 0, ...size } });
      console.log(`${join(dir, name.replace(/\.svg$/, ".png"))}  ${statSync(png).size} B`);
    }
  }
} finally {
  await browser.close();
}
