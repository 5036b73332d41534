import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
import sharp from "sharp";
import { validateHtml } from "../html-validator.ts";
import { EXTRA_PORTS } from "../../playwright.config.ts";
import { emailsIn, expect, gotoReady, login, signedInVisitor, test } from "./fixtures.ts";
import { freshDatabase, startTwoInstances, TEST_DATABASE_URL } from "./server-process.ts";
import { axeViolations } from "./axe.ts";

// Issue 24 (ADR 034): the editor at /redaction. An article written in the browser is
// live within seconds on every page and on a second instance; a scheduled one appears
// at its time (moved clock); a withdrawn one is gone; subscribers get it by email.

test("only Rédaction and Gérant reach the editor: anonymous → sign-in, visitor → refused", async ({
  page,
}) => {
  for (const url of ["/redaction", "/redaction/articles/nouveau", "/redaction/projets/nouveau"]) {
    const anonymous = await page.request.get(url, { maxRedirects: 0 });
    expect(anonymous.status(), url).toBe(302);
    expect(anonymous.headers().location, url).toMatch(/^\/simple-login/);
  }
  const preview = await page.request.post("/redaction/apercu", {
    form: { body: "# x" },
    headers: { origin: new URL(page.url() === "about:blank" ? "http://x" : page.url()).origin },
    maxRedirects: 0,
  });
  expect(preview.status()).not.toBe(200);
  await signedInVisitor(page);
  // A visitor is not staff: sent to the staff sign-in, the editor never shown.
  await page.goto("/redaction");
  await expect(page).toHaveURL(/\/simple-login/);
  await expect(page.getByRole("heading", { name: "Rédaction" })).toHaveCount(0);
  const post = await page.request.post("/redaction/articles/nouveau", {
    multipart: { intent: "publish", title: "Un article de visiteur" },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(302);
  expect(post.headers().location).toMatch(/^\/simple-login/);
});

/** Two servers on one fresh PostgreSQL database, sharing their secret; `stop` cleans up. */
async function twoInstances(
  name: string,
  ports: readonly [number, number],
  env: Record<string, string> = {},
) {
  return startTwoInstances(await freshDatabase(name), name, ports, env);
}

/** The editor on a phone: nothing wider than the screen, nothing axe objects to. */
async function editorOnAPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const violations = await axeViolations(page);
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A day and time `days` ahead, at 09:30 in Dakar, as a datetime-local field holds it. */
function ahead(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(9, 30, 0, 0);
  return d.toISOString().slice(0, 16);
}

async function text(api: APIRequestContext, url: string): Promise<string> {
  const response = await api.get(url);
  return `${response.status()} ${await response.text()}`;
}

function rawMails(dirs: string[]): string[] {
  return dirs.flatMap((dir) => {
    try {
      return readdirSync(path.join(dir, "mail"))
        .filter((f) => f.endsWith(".eml"))
        .map((f) => readFileSync(path.join(dir, "mail", f), "utf8"));
    } catch {
      return [];
    }
  });
}

test("write, publish, schedule, withdraw and send an article: live in seconds on two instances", async ({
  page,
}) => {
  test.skip(!TEST_DATABASE_URL, "needs PostgreSQL: set TEST_DATABASE_URL (CI does)");
  test.setTimeout(360_000);
  const { a, b, dirs, stop } = await twoInstances(
    "publishing_e2e",
    [EXTRA_PORTS.publishingA, EXTRA_PORTS.publishingB],
    { TEST_CLOCK: "1" },
  );
  const anonA = await playwrightRequest.newContext({ baseURL: a.url });
  const anonB = await playwrightRequest.newContext({ baseURL: b.url });
  try {
    // The articles of content/ were imported once, by one of the two.
    await expect
      .poll(() => text(anonB, "/articles/react-19-nouveautes"), { timeout: 30_000 })
      .toMatch(/^200 /);

    // Two subscribers, one who leaves before the sending.
    for (const email of ["lectrice@exemple.sn", "lecteur@exemple.sn", "parti@exemple.sn"]) {
      const signup = await anonA.post("/newsletter", {
        form: { email, js: "1" },
        headers: { origin: a.url },
      });
      expect(signup.status()).toBe(200);
    }

    await login(page, { baseURL: a.url });
    await gotoReady(page, `${a.url}/redaction`);
    await expect(page.getByRole("heading", { level: 1, name: "Rédaction" })).toBeVisible();
    await page.getByRole("link", { name: "Nouvel article" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nouvel article" })).toBeVisible();

    const title = "Écrire et publier : l'éditeur de Teranga Digital";
    await page.getByLabel("Titre", { exact: true }).fill(title);
    await expect(page.getByLabel("Slug (adresse de l'article)")).toHaveValue(
      "ecrire-et-publier-l-editeur-de-teranga-digital",
    );
    const excerpt =
      "Les articles de l'agence s'écrivent désormais dans le site et sont en ligne en quelques secondes.";
    await page.getByLabel("Extrait").fill(excerpt);
    await expect(page.getByText(`${excerpt.length}\u00a0/\u00a0160 caractères`)).toBeVisible();
    await page.getByLabel("Catégorie").selectOption("Développement");
    await page.getByLabel("Auteur").selectOption({ label: "Awa Diop" });
    await page.getByLabel("Mots-clés").fill("publication, react");
    const cover = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: "#0b6e4f" },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel("Choisir une image")
      .setInputFiles({ name: "couverture.png", mimeType: "image/png", buffer: cover });
    await page.getByLabel("Description de l'image (pour les lecteurs d'écran)").fill("");
    await page.getByLabel("Contenu (Markdown)").fill(
      [
        "## Un intertitre",
        "Un paragraphe d'introduction.",
        "- premier point",
        "- second point",
        "```ts\nconst publie: boolean = true;\n```",
        "![Portrait d'Awa Diop](/images/people/awa-diop.svg)",
        "<script>window.__pirate = 1</script>",
        // An image the site has (issue 29 refuses any other): its handler would run on load.
        '<img src="/images/people/awa-diop.svg" alt="" onload="window.__pirate = 2">',
      ].join("\n\n"),
    );
    // The live preview: the public page's renderer, through the server.
    const apercu = page.getByTestId("apercu");
    await expect(apercu.getByRole("heading", { level: 2, name: "Un intertitre" })).toBeVisible();
    await expect(apercu.locator("pre.shiki")).toContainText("const publie");
    await expect(page.getByText(/\d+\u00a0mots, 1\u00a0min de lecture/)).toBeVisible();
    await page.getByRole("button", { name: "Publier", exact: true }).click();
    await page.waitForURL(/\/redaction\/articles\/[0-9a-f-]{36}$/);
    const editorUrl = page.url();
    await editorOnAPhone(page);
    await expect(page.getByText(/depuis le .*, par /)).toBeVisible({ timeout: 15_000 });

    const slug = "ecrire-et-publier-l-editeur-de-teranga-digital";
    // Within seconds, on this instance: /articles, /, its page, the sitemap, the feed.
    await expect
      .poll(() => text(anonA, "/articles"), { timeout: 15_000 })
      .toContain(title.replace("'", "&#x27;"));
    expect(await text(anonA, "/")).toContain(title.replace("'", "&#x27;"));
    expect(await text(anonA, "/sitemap.xml")).toContain(`/articles/${slug}</loc>`);
    expect(await text(anonA, "/rss.xml")).toContain(`/articles/${slug}</link>`);
    // And on the second instance.
    await expect.poll(() => text(anonB, `/articles/${slug}`), { timeout: 15_000 }).toMatch(/^200 /);
    await expect
      .poll(() => text(anonB, "/rss.xml"), { timeout: 15_000 })
      .toContain(`/articles/${slug}</link>`);

    // Its page, rendered, the script inert, the cover in AVIF/WebP with its size.
    const reader = await page.context().browser()!.newContext();
    const readerPage = await reader.newPage();
    await readerPage.goto(`${b.url}/articles/${slug}`);
    const body = readerPage.locator(".prose-article");
    await expect(body.getByRole("heading", { level: 2, name: "Un intertitre" })).toBeVisible();
    await expect(body.getByRole("listitem")).toHaveCount(2);
    await expect(body.locator("pre.shiki")).toContainText("const publie");
    await expect(body.locator('img[alt="Portrait d\'Awa Diop"]')).toHaveCount(1);
    await expect(body.locator("script")).toHaveCount(0);
    expect(
      await readerPage.evaluate(() => (window as { __pirate?: number }).__pirate),
    ).toBeUndefined();
    const picture = readerPage.locator("picture source[type='image/avif']").first();
    await expect(picture).toHaveAttribute("srcset", /\/medias\/[a-f0-9]{20}-400\.avif 400w/);
    const coverImg = readerPage.locator("picture img").first();
    await expect(coverImg).toHaveAttribute("width", "1200");
    await expect(coverImg).toHaveAttribute("height", "630");
    const avif = await anonB.get((await picture.getAttribute("srcset"))!.split(" ")[0]!);
    expect(avif.headers()["content-type"]).toBe("image/avif");
    // Quality holds: the W3C validator and axe find nothing on the published page.
    const html = await (await anonB.get(`/articles/${slug}`)).text();
    expect(validateHtml(new Map([[slug, html]])).get(slug)).toEqual([]);
    const readerViolations = await axeViolations(readerPage);
    expect(readerViolations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await reader.close();

    // « Envoyer aux abonnés »: once, to the subscribers of the moment.
    const [gone] = rawMails(dirs).filter((m) => /^To: parti@exemple\.sn/m.test(m));
    expect(gone).toBeDefined();
    const token = /jeton=([\w-]+)/.exec(gone!.replace(/=\r?\n/g, ""))![1]!;
    const leave = await anonA.post(`/newsletter/desabonnement?jeton=${token}`, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(leave.status()).toBeLessThan(400);
    await page.getByRole("button", { name: "Envoyer aux abonnés" }).click();
    await expect(page.getByText("Envoi lancé à 2\u00a0abonnés.")).toBeVisible();
    await expect
      .poll(
        async () => {
          const mails = [...(await emailsIn(dirs[0]!)), ...(await emailsIn(dirs[1]!))];
          return mails
            .filter((m) => m.subject === title)
            .map((m) => m.to)
            .sort();
        },
        { timeout: 20_000 },
      )
      .toEqual(["lecteur@exemple.sn", "lectrice@exemple.sn"]);
    const sent = rawMails(dirs).filter((m) => m.includes("List-Unsubscribe-Post"));
    expect(sent.filter((m) => /^To: lectrice@exemple\.sn/m.test(m))).toHaveLength(2); // welcome + article
    // The progress follows by itself, without a reload.
    await expect(page.getByTestId("envoi-progression")).toHaveText(
      /Envoyés\u00a0: 2 · Restants\u00a0: 0/,
      { timeout: 20_000 },
    );
    await expect(page.getByRole("button", { name: "Envoyer aux abonnés" })).toHaveCount(0);

    // « Programmer »: not there before its time; there once the clock reaches it.
    await gotoReady(page, `${a.url}/redaction/articles/nouveau`);
    const later = "Un article programmé pour la semaine prochaine";
    await page.getByLabel("Titre", { exact: true }).fill(later);
    await page
      .getByLabel("Extrait")
      .fill("Écrit aujourd'hui, en ligne à l'heure choisie, sans personne devant l'écran.");
    await page.getByLabel("Catégorie").selectOption("Tendances");
    await page.getByLabel("Auteur").selectOption({ label: "Moussa Ndiaye" });
    await page.getByLabel("Contenu (Markdown)").fill("Un texte programmé.");
    const when = ahead(3);
    await page.getByLabel("Date et heure de publication programmée (heure de Dakar)").fill(when);
    await page.getByRole("button", { name: "Programmer" }).click();
    await page.waitForURL(/\/redaction\/articles\/[0-9a-f-]{36}$/);
    await expect(page.getByText(/pour le .* \(heure de Dakar\)/)).toBeVisible({
      timeout: 15_000,
    });
    const laterSlug = "un-article-programme-pour-la-semaine-prochaine";
    expect(await text(anonA, `/articles/${laterSlug}`)).toMatch(/^404 /);
    const tick = await page.request.post(`${a.url}/test/horloge`, {
      form: { maintenant: new Date(Date.parse(`${when}:00Z`) + 60_000).toISOString() },
      headers: { origin: a.url },
    });
    expect(tick.status()).toBe(200);
    await expect
      .poll(() => text(anonA, `/articles/${laterSlug}`), { timeout: 15_000 })
      .toMatch(/^200 /);
    await expect.poll(() => text(anonB, "/articles"), { timeout: 15_000 }).toContain(later);

    // « Dépublier »: 404, out of the sitemap and the feed, on both instances.
    await gotoReady(page, editorUrl);
    await page.getByRole("button", { name: "Dépublier" }).click();
    // Back on its form, now a draft (the badge is drawn by the server).
    await expect(page.getByText("Brouillon", { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => text(anonB, `/articles/${slug}`), { timeout: 15_000 }).toMatch(/^404 /);
    expect(await text(anonA, `/articles/${slug}`)).toMatch(/^404 /);
    expect(await text(anonB, "/sitemap.xml")).not.toContain(slug);
    expect(await text(anonB, "/rss.xml")).not.toContain(slug);
    expect(await text(anonA, "/")).not.toContain(title.replace("'", "&#x27;"));
  } finally {
    await anonA.dispose();
    await anonB.dispose();
    await stop();
  }
});

test("a project's gallery: two images added in the editor, on its page on both instances, one removed", async ({
  page,
}) => {
  test.skip(!TEST_DATABASE_URL, "needs PostgreSQL: set TEST_DATABASE_URL (CI does)");
  test.setTimeout(240_000);
  const { a, b, stop } = await twoInstances("publishing_e2e_galerie", [
    EXTRA_PORTS.galleryA,
    EXTRA_PORTS.galleryB,
  ]);
  const anonB = await playwrightRequest.newContext({ baseURL: b.url });
  const slug = "boutique-en-ligne-keur-wax-couture";
  try {
    await expect
      .poll(() => text(anonB, `/realisations/${slug}`), { timeout: 30_000 })
      .toMatch(/^200 /);
    // The seed's projects have no gallery: no « En images » on their page.
    expect(await text(anonB, `/realisations/${slug}`)).not.toContain("En images");

    await login(page, { baseURL: a.url });
    await gotoReady(page, `${a.url}/redaction`);
    await page.getByRole("link", { name: "Boutique en ligne Keur Wax Couture" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Modifier le projet" })).toBeVisible();
    const screen = (colour: string, width: number) =>
      sharp({ create: { width, height: 900, channels: 3, background: colour } })
        .png()
        .toBuffer();
    await page.getByLabel("Ajouter des images").setInputFiles([
      { name: "accueil.png", mimeType: "image/png", buffer: await screen("#0b6e4f", 1440) },
      { name: "panier.png", mimeType: "image/png", buffer: await screen("#c2410c", 1200) },
    ]);
    await page
      .getByLabel("Description des images ajoutées (pour les lecteurs d'écran)")
      .fill("Écrans de la boutique");
    await page.getByRole("button", { name: "Mettre à jour" }).click();
    // Back on the form, the two images listed; each gets its own description.
    const first = "La page d’accueil et ses robes en wax, sur ordinateur";
    const second = "Le panier et le paiement par Wave, sur smartphone";
    await expect(page.getByLabel("Description de l'image 2")).toHaveValue("Écrans de la boutique", {
      timeout: 20_000,
    });
    await page.getByLabel("Description de l'image 1").fill(first);
    await page.getByLabel("Description de l'image 2").fill(second);
    await page.getByRole("button", { name: "Mettre à jour" }).click();
    await expect(page.getByLabel("Description de l'image 1")).toHaveValue(first, {
      timeout: 20_000,
    });
    await editorOnAPhone(page);

    // On the second instance within seconds: « En images », each image with its description.
    await expect
      .poll(() => text(anonB, `/realisations/${slug}`), { timeout: 15_000 })
      .toContain(second);
    const reader = await page.context().browser()!.newContext();
    const readerPage = await reader.newPage();
    await readerPage.goto(`${b.url}/realisations/${slug}`);
    const gallery = readerPage.getByRole("region", { name: "En images" });
    await expect(gallery.getByRole("heading", { level: 2, name: "En images" })).toBeVisible();
    await expect(gallery.getByRole("img")).toHaveCount(2);
    // Fitted whole in 800×533: 1440×900 → 800×500, 1200×900 → 711×533.
    const sizes = [
      ["800", "500"],
      [String(Math.round((1200 * 533) / 900)), "533"],
    ] as const;
    for (const [i, alt] of [first, second].entries()) {
      const image = gallery.getByRole("img", { name: alt, exact: true });
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("decoding", "async");
      await expect(image).toHaveAttribute("width", sizes[i]![0]);
      await expect(image).toHaveAttribute("height", sizes[i]![1]);
      // Loaded: a real image from /medias, in the width and format the browser chose.
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      expect(
        await image.evaluate((img: HTMLImageElement) => img.currentSrc),
        `image ${i + 1}`,
      ).toMatch(/\/medias\/[a-f0-9]{20}-(400|800)\.(avif|webp)$/);
    }
    // Quality holds with a gallery: the W3C validator and axe find nothing.
    const html = await (await anonB.get(`/realisations/${slug}`)).text();
    expect(validateHtml(new Map([[slug, html]])).get(slug)).toEqual([]);
    const readerViolations = await axeViolations(readerPage);
    expect(readerViolations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // « Retirer » the first: gone from the page on both instances, the second stays.
    await page.getByLabel("Retirer l'image 1").check();
    await page.getByRole("button", { name: "Mettre à jour" }).click();
    await expect(page.getByLabel("Description de l'image 2")).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByLabel("Description de l'image 1")).toHaveValue(second);
    await expect
      .poll(() => text(anonB, `/realisations/${slug}`), { timeout: 15_000 })
      .not.toContain(first);
    expect(await text(anonB, `/realisations/${slug}`)).toContain(second);
    await readerPage.reload();
    await expect(gallery.getByRole("img")).toHaveCount(1);
    await expect(gallery.getByRole("img", { name: second })).toBeVisible();
    await reader.close();
  } finally {
    await anonB.dispose();
    await stop();
  }
});

test("issue 29: a draft survives a closed tab, an image goes in at the cursor, a foreign one is refused, the history shows what changed", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await login(page);
  await gotoReady(page, "/redaction/articles/nouveau");
  const title = `Accepter Wave sur son site, ${Date.now().toString(36)}`;
  await page.getByLabel("Titre", { exact: true }).fill(title);
  await page
    .getByLabel("Extrait")
    .fill("Ce qu'il faut savoir avant d'encaisser par Wave sur le site de son entreprise.");
  await page.getByLabel("Catégorie").selectOption("Tendances");
  await page.getByLabel("Auteur").selectOption({ label: "Awa Diop" });
  await page.getByLabel("Contenu (Markdown)").fill("Premier paragraphe.\n\nSecond paragraphe.");
  // Saved on the server a moment after the typing stops: « Enregistré à hh:mm » (Dakar).
  await expect(page.getByTestId("autosave")).toHaveText(/^Enregistré à \d{2}:\d{2}$/, {
    timeout: 20_000,
  });

  // The tab is closed; the editor opened again has it all back.
  const context = page.context();
  await page.close();
  const again = await context.newPage();
  await gotoReady(again, "/redaction/articles/nouveau");
  await expect(again.getByText(/Reprise de ce que vous aviez écrit/)).toBeVisible();
  await expect(again.getByLabel("Titre", { exact: true })).toHaveValue(title);
  await expect(again.getByLabel("Catégorie")).toHaveValue("Tendances");
  const body = again.getByLabel("Contenu (Markdown)");
  await expect(body).toHaveValue("Premier paragraphe.\n\nSecond paragraphe.");
  await expect(again.getByTestId("autosave")).toHaveText(/^Enregistré à \d{2}:\d{2}$/);

  // « Insérer une image », the cursor after the first paragraph: its line goes there.
  await body.evaluate((area: HTMLTextAreaElement) => {
    area.focus();
    area.setSelectionRange("Premier paragraphe.".length, "Premier paragraphe.".length);
  });
  const photo = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: "#c2410c" },
  })
    .jpeg()
    .toBuffer();
  await again
    .getByLabel("Image", { exact: true })
    .setInputFiles({ name: "marche.jpg", mimeType: "image/jpeg", buffer: photo });
  await again.getByRole("button", { name: "Insérer l'image" }).click();
  // No description: refused before sending, in French.
  await expect(again.getByText("Décrivez l'image pour les lecteurs d'écran")).toBeVisible();
  await again
    .getByLabel("Description de l'image (obligatoire)")
    .fill("Un marché de Dakar au matin");
  await again.getByRole("button", { name: "Insérer l'image" }).click();
  await expect(again.getByText("Image insérée dans le contenu")).toBeVisible({ timeout: 20_000 });
  await expect(body).toHaveValue(
    /^Premier paragraphe\.\n\n!\[Un marché de Dakar au matin\]\(\/medias\/[a-f0-9]{20}-1200\.jpg\)\n\nSecond paragraphe\.$/,
  );
  await expect(
    again.getByTestId("apercu").getByRole("img", { name: "Un marché de Dakar au matin" }),
  ).toBeVisible({
    timeout: 20_000,
  });

  // An image of another site: refused on save, named, nothing lost.
  const typed = await body.inputValue();
  await body.fill(`${typed}\n\n![Logo](https://example.com/logo.png)`);
  await again.getByRole("button", { name: "Publier", exact: true }).click();
  await expect(
    again
      .getByText(/«\u00a0https:\/\/example\.com\/logo\.png\u00a0» vient d'un autre site/)
      .first(),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(body).toHaveValue(/!\[Logo\]\(https:\/\/example\.com\/logo\.png\)$/);
  await body.fill(typed);
  await again.getByRole("button", { name: "Publier", exact: true }).click();
  await again.waitForURL(/\/redaction\/articles\/[0-9a-f-]{36}$/);
  await expect(again.getByText(/depuis le .*, par /)).toBeVisible({ timeout: 15_000 });
  // Saved for real: nothing to resume any more, here or for a new article.
  await expect(again.getByText(/Reprise de ce que vous aviez écrit/)).toHaveCount(0);

  // On its page: two paragraphs and the image between them, sized, lazy, in modern formats.
  const slug = await again.getByLabel("Slug (adresse de l'article)").inputValue();
  const reader = await context.browser()!.newContext();
  const readerPage = await reader.newPage();
  const origin = new URL(again.url()).origin;
  await expect
    .poll(async () => (await readerPage.goto(`${origin}/articles/${slug}`))?.status(), {
      timeout: 15_000,
    })
    .toBe(200);
  const prose = readerPage.locator(".prose-article");
  await expect(prose.locator("p")).toHaveCount(3);
  const image = prose.getByRole("img", { name: "Un marché de Dakar au matin" });
  await expect(image).toHaveAttribute("width", "1200");
  await expect(image).toHaveAttribute("height", "675");
  await expect(image).toHaveAttribute("loading", "lazy");
  await expect(prose.locator("picture source[type='image/avif']")).toHaveAttribute(
    "srcset",
    /-400\.avif 400w, .*-800\.avif 800w, .*-1200\.avif 1200w$/,
  );
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await reader.close();

  // « Historique »: a new title, then what changed since the version before.
  await again.getByLabel("Titre", { exact: true }).fill(`${title} (mis à jour)`);
  await again.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(again.getByRole("listitem").filter({ hasText: "(version actuelle)" })).toHaveCount(
    1,
  );
  await expect(again.locator("ol li").filter({ hasText: "Publié —" })).toHaveCount(2, {
    timeout: 15_000,
  });
  await again
    .getByRole("link", { name: /^Voir les changements de la version du/ })
    .first()
    .click();
  const changes = again.getByRole("region", { name: "Ce qui a changé" });
  await expect(changes).toBeVisible({ timeout: 15_000 });
  await expect(changes.getByText("Titre", { exact: true })).toBeVisible();
  // The title, and the search results' title that follows it (left empty in the form).
  await expect(changes.getByText(`Après\u00a0: ${title} (mis à jour)`)).toHaveCount(2);
  await expect(changes.getByText(`Avant\u00a0: ${title}`, { exact: true })).toHaveCount(2);
  await editorOnAPhone(again);
});
