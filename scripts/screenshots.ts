// Screenshots of pages at 1280 px and 390 px, light and dark, for a look by eye:
//   node --import tsx scripts/screenshots.ts http://localhost:3000 / /terms …
// Files go to test-results/screenshots/. With SCREENSHOT_LOGIN=identifier:password
// each context signs in through /simple-login first (for the staff pages).
import { mkdirSync } from "node:fs";
import { CHROMIUM_LAUNCH } from "../playwright.config.ts";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const out = "test-results/screenshots";
mkdirSync(out, { recursive: true });

const browser = await chromium.launch(CHROMIUM_LAUNCH);
for (const width of [1280, 390]) {
  for (const theme of ["light", "dark"] as const) {
    const context = await browser.newContext({
      viewport: { width, height: width > 500 ? 800 : 844 },
      colorScheme: theme,
      deviceScaleFactor: 1,
    });
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
    for (const p of paths.length ? paths : ["/"]) {
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
      const stem = `${p.replace(/\W+/g, "_") || "home"}-${width}-${theme}`;
      if (process.env.FULL === "1") {
        // Long pages in slices a person can read at once.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const slice = width > 500 ? 1400 : 1800;
        for (let y = 0, i = 1; y < height; y += slice, i++) {
          const file = `${out}/${stem}-${i}.png`;
          await page.screenshot({
            path: file,
            fullPage: true,
            clip: { x: 0, y, width, height: Math.min(slice, height - y) },
          });
          console.log(file);
        }
      } else {
        await page.screenshot({ path: `${out}/${stem}.png` });
        console.log(`${out}/${stem}.png`);
      }
    }
    await context.close();
  }
}
await browser.close();
