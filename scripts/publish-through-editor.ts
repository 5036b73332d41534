// Articles written and published in the editor as the firm's editor does it, then kept as
// the seed of a fresh install (content/articles/, ADR 034):
//   EDITOR_LOGIN=identifiant:mot-de-passe node --import tsx scripts/publish-through-editor.ts \
//     http://localhost:3000 <folder of .md drafts>
// The site runs with TEST_CLOCK=1 (a local test site) and has none of these slugs yet. For
// each draft, oldest first: the site's clock is set to its day (08:00 in Dakar, as the seed
// dates its articles), the form of /redaction/articles/nouveau is filled in Chromium (cover
// uploaded as its PNG, SEO title and description), « Publier » is pressed, and what the
// editor then shows is written to content/articles/<slug>.md.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { stringify } from "yaml";
import { CHROMIUM_LAUNCH } from "../playwright.config.ts";
import { parseArticleSource } from "../content/compile-articles.ts";

const [site = "http://localhost:3000", folder = ""] = process.argv.slice(2);
const [identifier = "", ...rest] = (process.env.EDITOR_LOGIN ?? "").split(":");
if (!folder || !identifier) {
  console.error(
    "Usage : EDITOR_LOGIN=identifiant:mot-de-passe node --import tsx scripts/publish-through-editor.ts <site> <dossier>",
  );
  process.exit(1);
}

const drafts = readdirSync(folder)
  .filter((f) => f.endsWith(".md"))
  .map((file) => parseArticleSource(file, readFileSync(path.join(folder, file), "utf8")))
  .sort((a, b) => a.meta.publishedAt.localeCompare(b.meta.publishedAt));

const browser = await chromium.launch(CHROMIUM_LAUNCH);
const context = await browser.newContext({ locale: "fr-FR", timezoneId: "Africa/Dakar" });
const page = await context.newPage();
await page.goto(`${site}/simple-login`, { waitUntil: "networkidle" });
await page.getByLabel("Nom d'utilisateur ou email").fill(identifier);
await page.getByLabel("Mot de passe", { exact: true }).fill(rest.join(":"));
await page.getByRole("button", { name: "Se connecter" }).click();
await page.waitForURL((url) => !url.pathname.startsWith("/simple-login"));

/** The field's value as the editor shows it. */
const valueOf = (p: Page, label: string) => p.getByLabel(label, { exact: true }).inputValue();

for (const { slug, meta, body } of drafts) {
  // The day it is dated: the editor dates a publication « now ».
  const moved = await page.request.post(`${site}/test/horloge`, {
    form: { maintenant: `${meta.publishedAt}T08:00:00.000Z` },
    headers: { origin: site },
  });
  if (!moved.ok()) throw new Error(`horloge : ${moved.status()} (TEST_CLOCK=1 ?)`);

  await page.goto(`${site}/redaction/articles/nouveau`, { waitUntil: "networkidle" });
  await page.getByLabel("Titre", { exact: true }).fill(meta.title);
  await page.getByLabel("Slug (adresse de l'article)").fill(slug);
  await page.getByLabel("Extrait").fill(meta.excerpt);
  await page.getByLabel("Catégorie").selectOption(meta.category);
  await page.getByLabel("Auteur").selectOption(meta.author);
  await page.getByLabel("Mots-clés").fill(meta.tags.join(", "));
  await page.getByLabel("À la une").setChecked(meta.featured);
  // The cover: its PNG (the editor takes photos and bitmaps; the page keeps the SVG).
  await page
    .getByLabel("Choisir une image")
    .setInputFiles(path.join("public", meta.cover.replace(/\.svg(\?.*)?$/, ".png")));
  await page.getByLabel("Contenu (Markdown)").fill(body.trim());
  await page.getByLabel("Titre pour les moteurs de recherche").fill(meta.seoTitle);
  await page.getByLabel("Description pour les moteurs de recherche").fill(meta.description);
  await page.getByRole("button", { name: "Publier", exact: true }).click();
  await page.waitForURL(/\/redaction\/articles\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await page.getByText(/depuis le /).waitFor();

  // What the editor stored, read back from its form once the page is loaded again.
  await page.reload({ waitUntil: "networkidle" });
  const stored = {
    title: await valueOf(page, "Titre"),
    excerpt: await valueOf(page, "Extrait"),
    seoTitle: (await valueOf(page, "Titre pour les moteurs de recherche")) || meta.seoTitle,
    description:
      (await valueOf(page, "Description pour les moteurs de recherche")) || meta.description,
    category: await valueOf(page, "Catégorie"),
    author: await valueOf(page, "Auteur"),
    tags: (await valueOf(page, "Mots-clés")).split(",").map((t) => t.trim()),
    featured: await page.getByLabel("À la une").isChecked(),
    body: await valueOf(page, "Contenu (Markdown)"),
  };
  // Its public page: the day it went live, as readers see it.
  const html = await (await page.request.get(`${site}/articles/${slug}`)).text();
  const day = /"datePublished":"(\d{4}-\d{2}-\d{2})/.exec(html)?.[1];
  if (day !== meta.publishedAt)
    throw new Error(`${slug} : publié le ${day}, pas le ${meta.publishedAt}`);

  // As the seed's files are written: double-quoted strings, the tags on one line.
  const yaml = (fields: Record<string, unknown>) =>
    stringify(fields, { defaultStringType: "QUOTE_DOUBLE", defaultKeyType: "PLAIN", lineWidth: 0 });
  const frontmatter = [
    yaml({
      id: meta.id,
      title: stored.title,
      excerpt: stored.excerpt,
      seoTitle: stored.seoTitle,
      description: stored.description,
      category: stored.category,
      author: stored.author,
      publishedAt: day,
      featured: stored.featured,
    }),
    `tags: [${stored.tags.map((t) => JSON.stringify(t)).join(", ")}]\n`,
    yaml({ cover: meta.cover }),
  ].join("");
  const file = path.join("content/articles", `${slug}.md`);
  writeFileSync(file, `---\n${frontmatter}---\n\n${stored.body.trim()}\n`);
  console.log(`${file} : publié le ${day} dans l'éditeur, ${stored.body.split(/\s+/).length} mots`);
}
await browser.close();
