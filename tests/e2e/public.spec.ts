import { readdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { pricing } from "../../content/pricing.ts";
import { projects } from "../../content/projects.ts";
import { activeTeam } from "../../content/team.ts";
import { expect, gotoReady, summaryButton, test, toasts } from "./fixtures.ts";

// The public site (issue 4): server-rendered content, blog filters in the URL,
// article sharing, portfolio, carousel, welcome notice, findability.

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");
const SLUGS = readdirSync("content/articles").map((f) => f.replace(/\.md$/, ""));

function firstSentence(slug: string): string {
  const body = readFileSync(`content/articles/${slug}.md`, "utf8").split(/\n---\n/)[1]!;
  const paragraph = body.trim().split("\n")[0]!;
  return paragraph.replace(/[*_`[\]]/g, "").slice(0, 60);
}

test.describe("Sans JavaScript, chaque page publique est complète dans le HTML", () => {
  test("accueil, services, offres, à propos, réalisations, blog et articles", async ({
    request,
  }) => {
    const html = async (path: string) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      return plain(await response.text()).replace(/&#39;|&#x27;/g, "'");
    };

    const home = await html("/");
    for (const s of [
      "Nos derniers articles",
      "Ce que nos clients en disent",
      "Comment nous travaillons",
      "clients satisfaits",
    ]) {
      expect(home).toContain(s);
    }

    const list = await html("/articles");
    for (const slug of SLUGS) expect(list).toContain(`href="/articles/${slug}"`);

    for (const slug of SLUGS) {
      const page = await html(`/articles/${slug}`);
      expect(page, slug).toContain(plain(firstSentence(slug)).slice(0, 40));
    }

    const realisations = await html("/realisations");
    for (const p of projects) {
      expect(realisations).toContain(p.title);
      expect(realisations).toContain(`href="/realisations/${p.slug}"`);
      expect(realisations).toContain(`href="/contact?projet=${p.slug}"`);
    }

    const services = await html("/services");
    const offers = await html("/offers");
    for (const card of pricing) {
      for (const page of [services, offers]) {
        expect(page).toContain(card.title);
        if (card.price) expect(page).toContain(plain(card.price));
      }
    }
    expect(offers).toContain("Nos Offres");

    const about = await html("/about");
    for (const member of activeTeam()) expect(about).toContain(member.name);
    for (const v of ["Excellence", "Audace", "Confiance"]) expect(about).toContain(v);
  });

  test("les pages publiques sont pré-rendues, leurs scripts permis par empreinte (ADR 014)", async ({
    request,
  }) => {
    for (const path of [
      "/",
      "/services",
      "/articles",
      "/articles/react-19-nouveautes",
      "/realisations",
    ]) {
      const response = await request.get(path);
      expect(response.headers()["x-prerendered"], path).toBe("1");
      const csp = response.headers()["content-security-policy"] ?? "";
      expect(csp, path).toMatch(/script-src 'self' 'sha256-[^;]*'strict-dynamic'/);
      expect(await response.text(), path).not.toContain("nonce=");
    }
    // A query string may change the page: it is rendered for the request.
    const search = await request.get("/articles?q=grid");
    expect(search.headers()["x-prerendered"]).toBeUndefined();
  });

  test("/offres mène à /offers ; un identifiant mène à l'adresse par slug", async ({ request }) => {
    const offres = await request.get("/offres", { maxRedirects: 0 });
    expect(offres.status()).toBe(301);
    expect(offres.headers()["location"]).toMatch(/\/offers$/);
    const byId = await request.get("/articles/3", { maxRedirects: 0 });
    expect(byId.status()).toBe(301);
    expect(byId.headers()["location"]).toMatch(/\/articles\/react-19-nouveautes$/);
    const project = await request.get("/realisations/2", { maxRedirects: 0 });
    expect(project.headers()["location"]).toMatch(`/realisations/${projects[1]!.slug}`);
  });

  test("article ou projet inconnu : un vrai 404 avec le message", async ({ page }) => {
    const article = await page.goto("/articles/cet-article-n-existe-pas");
    expect(article?.status()).toBe(404);
    await expect(
      page.getByText("L'article que vous recherchez n'existe pas ou a été supprimé."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Retour aux articles" })).toBeVisible();

    const project = await page.goto("/realisations/inconnu");
    expect(project?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Projet non trouvé" })).toBeVisible();
    await page.getByRole("link", { name: "Retour aux réalisations" }).click();
    await expect(page).toHaveURL(/\/realisations$/);
  });

  test("404 : les données de la route disent « Not Found », pas « Internal Server Error »", async ({
    request,
  }) => {
    // Issue 29: a 404 thrown with data() carried React Router's default statusText,
    // in the route data the browser fetches and in the page's own.
    for (const path of [
      "/articles/cet-article-n-existe-pas",
      "/realisations/inconnu",
      "/page-inexistante",
    ]) {
      for (const url of [path, `${path}.data`]) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(404);
        expect(await response.text(), url).not.toContain("Internal Server Error");
      }
    }
    const data = await (await request.get("/articles/cet-article-n-existe-pas.data")).text();
    expect(data).toContain(
      '"L\'article que vous recherchez n\'existe pas ou a été supprimé.",404,"Not Found"',
    );
  });
});

test.describe("Blog", () => {
  test("recherche × catégories, dans l'URL, état vide", async ({ page }) => {
    await gotoReady(page, "/articles");
    const cards = page.getByRole("main").getByRole("article");
    // The 14 of docs/product.md §3 and the four of autumn 2026 (issue 29).
    await expect(cards).toHaveCount(18);
    await expect(page.getByRole("link", { name: "Tous", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.getByRole("link", { name: "CSS", exact: true }).click();
    await expect(page).toHaveURL(/\/articles\?categorie=CSS$/);
    await expect(cards).toHaveCount(2);

    await page.getByRole("searchbox", { name: "Rechercher un article" }).fill("grid");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/q=grid/);
    await expect(page).toHaveURL(/categorie=CSS/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("CSS Grid");

    // The same search in another category: nothing.
    await page.getByRole("link", { name: "IA", exact: true }).click();
    await expect(page).toHaveURL(/q=grid&categorie=IA/);
    await expect(page.getByText("Aucun article trouvé")).toBeVisible();

    // Case and accents do not matter; 'Tous' keeps the search.
    await page.getByRole("link", { name: "Tous", exact: true }).click();
    await expect(page).toHaveURL(/\/articles\?q=grid$/);
    await gotoReady(page, "/articles?q=ACCESSIBILITE");
    await expect(cards).toHaveCount(await cards.count());
    expect(await cards.count()).toBeGreaterThan(0);
  });

  test("issue 29 : les quatre articles de l'automne 2026 ouvrent le blog et l'accueil, datés en mots justes", async ({
    page,
  }) => {
    // The reader's clock: « il y a … » is written by the browser.
    await page.clock.setFixedTime(new Date("2026-11-29T10:00:00Z"));
    await gotoReady(page, "/articles");
    const cards = page.getByRole("main").getByRole("article");
    const newest = [
      ["Un site rapide sur réseau mobile", "il y a 1 semaine"],
      ["WhatsApp Business pour votre entreprise", "il y a 1 mois"],
      ["Facturation électronique", "il y a 1 mois"],
      ["Wave et Orange Money sur votre site", "il y a 2 mois"],
    ] as const;
    for (const [i, [title, when]] of newest.entries()) {
      await expect(cards.nth(i).getByRole("heading")).toContainText(title);
      await expect(cards.nth(i).locator("time")).toHaveText(when);
    }
    // The fourteen of the original site follow, a year old and more.
    await expect(cards.nth(4).locator("time")).toHaveText(/^il y a 1 an$/);
    // Each with its cover, its page found.
    await cards.nth(3).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/articles\/wave-orange-money-site-web$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Wave et Orange Money");
    // The home page's three latest are the three newest.
    await gotoReady(page, "/");
    const latest = page.getByRole("region", { name: "Nos derniers articles" }).getByRole("article");
    for (const [i, [title]] of newest.slice(0, 3).entries()) {
      await expect(latest.nth(i)).toContainText(title);
    }
  });

  test("la recherche fonctionne sans JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/articles?categorie=Design");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(2);
    await page.getByRole("searchbox", { name: "Rechercher un article" }).fill("couleurs");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/q=couleurs&categorie=Design/);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
    await context.close();
  });

  test("les squelettes ne s'affichent que pendant une vraie navigation", async ({ page }) => {
    // The list's next page is a document (no client router on public pages, ADR 037):
    // what the old page shows while it is fetched is recorded as it happens, in the
    // tab's session, and read once the new page is there (Playwright reads nothing
    // in a page whose successor is on its way).
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        new MutationObserver(() => {
          const shown = document.querySelectorAll('[data-testid="skeletons"] > *').length;
          if (shown) sessionStorage.setItem("skeletons", `${shown} ${location.search}`);
        }).observe(document.body, { childList: true, subtree: true });
      });
    });
    await gotoReady(page, "/articles");
    await expect(page.getByTestId("skeletons")).toHaveCount(0);
    await page.getByRole("link", { name: "UX", exact: true }).click();
    await expect(page).toHaveURL(/\/articles\?categorie=UX$/);
    // Six, shown by the list the click left (no query), before the new page.
    expect(await page.evaluate(() => sessionStorage.getItem("skeletons"))).toBe("6 ");
    await expect(page.getByTestId("skeletons")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(2);
  });

  test("un article : contenu, auteur, partage, copie du lien, articles similaires", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      const w = window as unknown as { __opened: unknown[] };
      w.__opened = [];
      window.open = (...args: unknown[]) => {
        w.__opened.push(args);
        return null;
      };
    });
    await gotoReady(page, "/articles");
    await page.getByRole("link", { name: /React 19/ }).click();
    await expect(page).toHaveURL(/\/articles\/react-19-nouveautes$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("React 19");
    await expect(page.getByText(/\d+ min de lecture/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Moussa Ndiaye" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Voir le profil/ })).toHaveAttribute(
      "href",
      /linkedin\.com/,
    );
    await expect(page.locator(".prose-article pre.shiki").first()).toBeVisible();

    await summaryButton(page, "Partager").click();
    const menu = page.getByRole("list", { name: "Partager cet article" });
    // The address as is: the server swaps the build's origin in that form only (ADR 007).
    const url = `${new URL(page.url()).origin}/articles/react-19-nouveautes`;
    await expect(menu.getByRole("link", { name: /^Facebook/ })).toHaveAttribute(
      "href",
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    );
    await expect(menu.getByRole("link", { name: /^X \(Twitter\)/ })).toHaveAttribute(
      "href",
      new RegExp(
        `^https://twitter\\.com/intent/tweet\\?text=.+&url=${url.replace(/[.]/g, "\\$&")}$`,
      ),
    );
    await expect(menu.getByRole("link", { name: /^LinkedIn/ })).toHaveAttribute(
      "href",
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    );
    await menu.getByRole("link", { name: /^LinkedIn/ }).click();
    const opened = await page.evaluate(
      () => (window as unknown as { __opened: string[][] }).__opened,
    );
    expect(opened[0]?.[0]).toContain("linkedin.com/sharing/share-offsite");
    expect(opened[0]?.[2]).toContain("width=600,height=400");

    await summaryButton(page, "Partager").click();
    await page.getByRole("button", { name: "Copier le lien" }).click();
    await expect(toasts(page).getByText("Lien copié dans le presse-papier!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error("refusé"));
    });
    await summaryButton(page, "Partager").click();
    await page.getByRole("button", { name: "Copier le lien" }).click();
    await expect(toasts(page).getByText("Impossible de copier le lien")).toBeVisible();

    // The other article of its category as similar; two of other categories apart.
    const similar = page.getByRole("region", { name: "Articles similaires" }).getByRole("article");
    await expect(similar).toHaveCount(1);
    await expect(similar).toContainText("TypeScript");
    const alsoRead = page.getByRole("region", { name: "À lire aussi" }).getByRole("article");
    await expect(alsoRead).toHaveCount(2);
    await expect(alsoRead.getByText("Développement", { exact: true })).toHaveCount(0);
  });
});

test.describe("Accueil", () => {
  test("sections dans l'ordre, trois derniers articles, boutons et appel", async ({ page }) => {
    await gotoReady(page, "/");
    const headings = await page
      .getByRole("main")
      .getByRole("heading", { level: 2 })
      .allTextContents();
    expect(headings.slice(0, 6)).toEqual([
      "Tout le digital de votre entreprise, sous un même toit",
      "Ce que nos clients en disent",
      "Des entreprises qui grandissent avec nous",
      "Comment nous travaillons",
      "Nos derniers articles",
      "Parlons de votre projet",
    ]);
    await expect(page.getByRole("link", { name: "Découvrir nos services" })).toHaveAttribute(
      "href",
      "/services",
    );
    await expect(page.getByRole("link", { name: "Nous contacter" }).first()).toHaveAttribute(
      "href",
      "/contact",
    );
    const latest = page.getByRole("region", { name: "Nos derniers articles" }).getByRole("article");
    await expect(latest).toHaveCount(3);
    // The newest of the seed: since issue 29, an article of autumn 2026.
    await expect(latest.first()).toContainText("Un site rapide sur réseau mobile");
    await expect(page.getByTestId("clients-count")).toHaveText("5+");
    await expect(page.getByRole("link", { name: "Appeler maintenant" })).toHaveAttribute(
      "href",
      /^tel:\+221/,
    );
    for (const topic of [
      "Développement Web",
      "Développement Mobile",
      "Design",
      "UX/UI",
      "Marketing",
      "Stratégie",
      "SEO",
    ]) {
      await expect(
        page.getByRole("list", { name: "Nos sujets" }).getByText(topic, { exact: true }),
      ).toBeVisible();
    }
  });

  test("la notice de bienvenue, une fois par visite", async ({ page }) => {
    await page.goto("/");
    await expect(toasts(page).getByText("Bienvenue chez Teranga Digital !")).toBeVisible();
    await gotoReady(page, "/services");
    await gotoReady(page, "/");
    await page.waitForTimeout(1000);
    await expect(toasts(page).getByText("Bienvenue chez Teranga Digital !")).toHaveCount(0);
  });

  test("carrousel : progression, passage au suivant, flèches, curseur au clavier", async ({
    page,
  }) => {
    // The page's timers run on a clock the test moves: a busy machine slows real ones.
    await page.clock.install();
    await gotoReady(page, "/");
    const carousel = page.getByRole("region", { name: "Ils nous font confiance" });
    await carousel.scrollIntoViewIfNeeded();
    const slider = page.getByRole("slider", { name: "Progression avant le client suivant" });
    const status = page.getByText(/^Client \d sur 5$/);
    await expect(status).toHaveText("Client 1 sur 5");
    await page.clock.runFor(1_000);
    await expect
      .poll(async () => Number(await slider.getAttribute("aria-valuenow")))
      .toBeGreaterThan(10);
    // 101 ticks of 50 ms, then the next client.
    await page.clock.runFor(4_100);
    await expect(status).toHaveText("Client 2 sur 5");

    await slider.focus();
    await page.keyboard.press("Home");
    await expect(slider).toHaveAttribute("aria-valuenow", "0");
    await page.keyboard.press("PageUp");
    await expect(slider).toHaveAttribute("aria-valuenow", "10");
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveAttribute("aria-valuenow", "11");
    await page.keyboard.press("Shift+ArrowLeft");
    await expect(slider).toHaveAttribute("aria-valuenow", "1");
    await page.keyboard.press("End");
    await expect(slider).toHaveAttribute("aria-valuenow", "100");

    await page.mouse.move(0, 0);
    await carousel.focus();
    await page.keyboard.press("ArrowRight");
    await expect(status).toHaveText(/Client [34] sur 5/);
    await page.getByRole("button", { name: "Client précédent" }).click();
    await page.getByRole("button", { name: "Client suivant" }).click();
    // Selecting resets the progress.
    await expect
      .poll(async () => Number(await slider.getAttribute("aria-valuenow")))
      .toBeLessThan(50);
  });

  test("le carrousel ne défile pas seul sous « réduire les animations »", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoReady(page, "/");
    const slider = page.getByRole("slider", { name: "Progression avant le client suivant" });
    await page.waitForTimeout(1500);
    await expect(slider).toHaveAttribute("aria-valuenow", "0");
  });
});

test.describe("Services, offres, réalisations", () => {
  test("chaque tarif demande un devis pour son offre", async ({ page }) => {
    await gotoReady(page, "/services");
    const card = page
      .getByRole("heading", { name: "Community Management Pro" })
      .locator("xpath=ancestor::*[.//a][1]");
    await expect(card.getByText("Populaire")).toBeVisible();
    await expect(card.getByRole("link", { name: "Demander un devis" })).toHaveAttribute(
      "href",
      "/contact?service=Community%20Management%20Pro",
    );
    await gotoReady(page, "/offers");
    await expect(page.getByRole("heading", { level: 1, name: "Nos Offres" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Voir nos réalisations" })).toHaveAttribute(
      "href",
      "/realisations",
    );
  });

  test("un projet : détails et « Discuter d'un projet similaire »", async ({ page }) => {
    await gotoReady(page, "/realisations");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(4);
    const first = projects[0]!;
    await page.getByRole("link", { name: "Voir les détails" }).first().click();
    await expect(page).toHaveURL(`/realisations/${first.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
    for (const t of first.technologies)
      await expect(page.getByText(t, { exact: true })).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Discuter d'un projet similaire" }),
    ).toHaveAttribute("href", `/contact?projet=${first.slug}`);
  });
});

test.describe("Référencement", () => {
  async function head(page: Page) {
    return page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
      ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute("content"),
      twitter: document.querySelector('meta[name="twitter:card"]')?.getAttribute("content"),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent ?? "null") as { "@type": string | string[] },
      ),
    }));
  }

  test("titre, description, URL canonique, Open Graph, Twitter et JSON-LD", async ({
    page,
    request,
    baseURL,
  }) => {
    const titles = new Set<string>();
    for (const path of [
      "/",
      "/services",
      "/offers",
      "/about",
      "/realisations",
      `/realisations/${projects[0]!.slug}`,
      "/articles",
      "/articles/wcag-guide-pratique",
    ]) {
      await page.goto(path);
      const h = await head(page);
      expect(h.description?.length, path).toBeGreaterThan(50);
      expect(h.canonical, path).toBe(`${baseURL}${path}`);
      expect(h.ogImage, path).toMatch(/\.png$/);
      expect(h.twitter).toBe("summary_large_image");
      titles.add(h.title);
      const image = await request.get(h.ogImage!);
      expect(image.status(), String(h.ogImage)).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
    }
    expect(titles.size).toBe(8);

    await page.goto("/");
    const types = (await head(page)).jsonLd.flatMap((d) => d["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    await page.goto("/articles/wcag-guide-pratique");
    const article = (await head(page)).jsonLd;
    expect(article.map((d) => d["@type"])).toEqual(["BlogPosting", "BreadcrumbList"]);
  });

  test("l'accueil atteint sans recharger la page a les mêmes balises que son HTML", async ({
    page,
  }) => {
    await page.goto("/");
    const served = await head(page);
    await gotoReady(page, "/services");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Accueil — / })
      .click();
    await expect(page).toHaveURL("/");
    await expect(page).toHaveTitle(served.title);
    expect(await head(page)).toEqual(served);
  });

  test("sitemap.xml, robots.txt et flux RSS", async ({ request, baseURL }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of [
      "/",
      "/services",
      "/offers",
      "/about",
      "/realisations",
      "/articles",
      "/contact",
      "/terms",
    ]) {
      expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    for (const slug of SLUGS) expect(sitemap).toContain(`<loc>${baseURL}/articles/${slug}</loc>`);
    for (const p of projects) expect(sitemap).toContain(`${baseURL}/realisations/${p.slug}`);
    expect(sitemap).not.toContain("invoice-quote");

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toContain("Disallow: /invoice-quote");
    // Every staff page stays out of indexes, the inbox and the register included.
    for (const path of ["/demandes", "/documents"]) expect(robots).toContain(`Disallow: ${path}`);

    const rss = await request.get("/rss.xml");
    expect(rss.headers()["content-type"]).toContain("application/rss+xml");
    expect((await rss.text()).match(/<item>/g)).toHaveLength(18);
  });
});
