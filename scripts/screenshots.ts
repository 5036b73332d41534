// Screenshots of pages at 1280 px and 390 px, light and dark, for a look by eye:
//   node --import tsx scripts/screenshots.ts http://localhost:3000 / /terms …
// Files go to test-results/screenshots/. With SCREENSHOT_LOGIN=identifier:password
// each context signs in through /simple-login first (for the staff pages).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const out = "test-results/screenshots";
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
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
      const name = `${p.replace(/\W+/g, "_") || "home"}-${width}-${theme}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: process.env.FULL === "1" });
      console.log(`${out}/${name}`);
    }
    await context.close();
  }
}
await browser.close();
