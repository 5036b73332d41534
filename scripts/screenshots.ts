// Screenshots of pages at 390, 768 and 1280 px, light and dark, for a look by eye:
//   node --import tsx scripts/screenshots.ts http://localhost:3000 [/ /terms …]
// With no path, every public page (tests/public-pages.ts). Options (environment):
//   OUT=docs/screenshots   where the PNGs go (default test-results/screenshots)
//   FULL=1                 the whole page, in slices a person can read at once
//   WIDTHS=390,1280        fewer widths
//   SCREENSHOT_LOGIN=identifiant:mot-de-passe   sign in through /simple-login first
// PNGs are squeezed with pngquant when it is installed (apt-get install pngquant).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "../playwright.config.ts";
import { PUBLIC_PATHS } from "../tests/public-pages.ts";
import { squeeze } from "./pngquant.ts";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const out = process.env.OUT ?? "test-results/screenshots";
const widths = (process.env.WIDTHS ?? "390,768,1280").split(",").map(Number);
const HEIGHTS: Record<number, number> = { 390: 844, 768: 1024, 1280: 800 };
mkdirSync(out, { recursive: true });

const browser = await chromium.launch(CHROMIUM_LAUNCH);
for (const width of widths) {
  for (const theme of ["light", "dark"] as const) {
    const context = await browser.newContext({
      viewport: { width, height: HEIGHTS[width] ?? 900 },
      colorScheme: theme,
      deviceScaleFactor: 1,
      reducedMotion: "reduce",
    });
    // The welcome notice has its own test; here it would hide the page.
    await context.addInitScript(() => sessionStorage.setItem("td:welcomed", "1"));
    const page = await context.newPage();
    const login = process.env.SCREENSHOT_LOGIN;
    if (login) {
      const [identifier = "", ...rest] = login.split(":");
      await page.goto(`${base}/simple-login`, { waitUntil: "networkidle" });
      await page.getByLabel("Nom d'utilisateur ou email").fill(identifier);
      await page.getByLabel("Mot de passe", { exact: true }).fill(rest.join(":"));
      await page.getByRole("button", { name: "Se connecter" }).click();
      await page.waitForURL(/invoice-quote/);
    }
    for (const p of paths.length ? paths : PUBLIC_PATHS) {
      await page.goto(base + p, { waitUntil: "networkidle" });
      // Scroll through once so lazy images load, as they would for a reader.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      await page.waitForFunction(() => window.scrollY === 0);
      const stem = `${p.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "accueil"}-${width}-${theme === "light" ? "clair" : "sombre"}`;
      const files: string[] = [];
      if (process.env.FULL === "1") {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const slice = width > 500 ? 1400 : 1800;
        for (let y = 0, i = 1; y < height; y += slice, i++) {
          const file = `${out}/${stem}-${i}.png`;
          await page.screenshot({
            path: file,
            fullPage: true,
            clip: { x: 0, y, width, height: Math.min(slice, height - y) },
          });
          files.push(file);
        }
      } else {
        files.push(`${out}/${stem}.png`);
        await page.screenshot({ path: files[0] });
      }
      for (const file of files) {
        squeeze(file, "55-85", { optional: true });
        console.log(file);
      }
    }
    await context.close();
  }
}
await browser.close();
