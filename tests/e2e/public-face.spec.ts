import { readdirSync, readFileSync } from "node:fs";
import type { Browser, Locator, Page } from "@playwright/test";
import { STATIC_PRERENDERED_PATHS } from "#app/features/seo/prerendered-paths.ts";
import { projects } from "#content/projects.ts";
import { validateHtml } from "../html-validator.ts";
import { PUBLIC_PAGES, PUBLIC_PATHS } from "../public-pages.ts";
import * as files from "../fixtures/files.ts";
import {
  accountMenu,
  DATA_DIRS,
  type Email,
  escapeRegExp,
  expect,
  gotoReady,
  NAV,
  readEmails,
  summaryButton,
  test,
  toasts,
} from "./fixtures.ts";

// The public face (issue 14): every door findable, works without JavaScript,
// no overflow on phones, visible focus, every lead answered, search and sharing.

const unique = () => Math.random().toString(36).slice(2, 8);
const FILE_LABEL = "Joindre un fichier (facultatif)";

async function noJsPage(browser: Browser, viewport = { width: 390, height: 844 }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  return { context, page: await context.newPage() };
}

async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits = [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > width + 1)
      .filter((e) => !e.closest(".table-scroll, pre, .sr-only, [aria-hidden=true]"))
      .slice(0, 3)
      .map((e) => `${e.tagName.toLowerCase()}.${(e.getAttribute("class") ?? "").slice(0, 50)}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, culprits };
  });
}

test.describe("Pas de débordement horizontal sur téléphone", () => {
  for (const path of PUBLIC_PATHS) {
    test(`${path} à 320 px (sans JavaScript) et à 320 et 390 px`, async ({ browser, page }) => {
      const noJs = await noJsPage(browser, { width: 320, height: 640 });
      await noJs.page.goto(path);
      const without = await overflow(noJs.page);
      expect(without.scrollWidth, `sans JS : ${without.culprits.join(", ")}`).toBe(without.width);
      await noJs.context.close();
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 740 });
        await gotoReady(page, path);
        const result = await overflow(page);
        expect(result.scrollWidth, `${width} px : ${result.culprits.join(", ")}`).toBe(width);
        // An escape written as text in the markup shows as « \u00a0 » to readers (code aside).
        const prose = await page.evaluate(() => {
          const body = document.body.cloneNode(true) as HTMLElement;
          for (const code of body.querySelectorAll("pre, code, script")) code.remove();
          return body.textContent ?? "";
        });
        expect(prose).not.toContain("\\u00a0");
      }
    });
  }
});

test.describe("Toutes les portes", () => {
  test("/login en deux clics depuis l'accueil, et /register et /simple-login à côté (bureau)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoReady(page, "/");
    const { menu: account, panel } = accountMenu(page);
    await summaryButton(account, "Compte et connexion").click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Créer un compte" })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(panel.getByRole("link", { name: "Connexion du personnel" })).toHaveAttribute(
      "href",
      "/simple-login",
    );
    // Escape closes it, focus back on its button.
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(summaryButton(account, "Compte et connexion")).toBeFocused();
    await summaryButton(account, "Compte et connexion").click();
    await panel.getByRole("link", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(panel).toBeHidden();

    // The three doors lead to one another.
    await expect(
      page.getByRole("main").getByRole("link", { name: "Créer un compte" }),
    ).toHaveAttribute("href", "/register");
    await expect(
      page.getByRole("main").getByRole("link", { name: "Espace personnel" }),
    ).toHaveAttribute("href", "/simple-login");
    await gotoReady(page, "/register");
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /Se connecter/ })
        .first(),
    ).toHaveAttribute("href", "/login");
    await gotoReady(page, "/simple-login");
    await expect(
      page.getByRole("main").getByRole("link", { name: "Se connecter à mon compte" }).first(),
    ).toHaveAttribute("href", "/login");
  });

  test("sur téléphone avec JavaScript, /login en deux clics par le menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, "/");
    await summaryButton(page, "Menu").click();
    await page
      .getByRole("navigation", { name: "Navigation mobile" })
      .getByRole("link", { name: "Se connecter", exact: true })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("navigation", { name: "Navigation mobile" })).toBeHidden();
  });

  test("sans JavaScript : /login en deux clics, sur ordinateur et sur téléphone", async ({
    browser,
  }) => {
    const desktop = await noJsPage(browser, { width: 1280, height: 800 });
    await desktop.page.goto("/");
    await summaryButton(desktop.page, "Compte et connexion").click();
    await desktop.page.getByRole("link", { name: "Se connecter", exact: true }).click();
    await expect(desktop.page).toHaveURL(/\/login$/);
    await desktop.context.close();

    const phone = await noJsPage(browser);
    await phone.page.goto("/");
    await summaryButton(phone.page, "Menu").click();
    await phone.page
      .getByRole("navigation", { name: "Navigation mobile" })
      .getByRole("link", { name: "Se connecter", exact: true })
      .click();
    await expect(phone.page).toHaveURL(/\/login$/);
    await phone.context.close();
  });

  test("sans JavaScript, le menu mobile s'ouvre, mène partout et se referme", async ({
    browser,
  }) => {
    const { context, page } = await noJsPage(browser);
    await page.goto("/about");
    const menu = page.getByRole("navigation", { name: "Navigation mobile" });
    await expect(menu).toBeHidden();
    const button = summaryButton(page, "Menu");
    const details = page.locator("details#menu-mobile");
    await expect(details).not.toHaveAttribute("open");
    await button.click();
    await expect(menu).toBeVisible();
    await expect(details).toHaveAttribute("open", "");
    await expect(menu.getByRole("list").first().getByRole("link")).toHaveText(
      NAV.map((l) => l.name),
    );
    await expect(menu.getByRole("link", { name: "Créer un compte" })).toBeVisible();
    await button.click();
    await expect(menu).toBeHidden();
    await button.click();
    await menu.getByRole("link", { name: "Offres" }).click();
    await expect(page).toHaveURL(/\/offers$/);
    await context.close();
  });

  test("sans JavaScript, l'en-tête reste opaque par-dessus le texte", async ({ browser }) => {
    const { context, page } = await noJsPage(browser, { width: 1280, height: 800 });
    await page.goto("/privacy");
    await page.evaluate(() => window.scrollTo(0, 600));
    const background = await page
      .getByRole("banner")
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toMatch(/rgba\(.*,\s*0\)|transparent/);
    expect(background).not.toMatch(/\/\s*0(\.\d+)?\)$/);
    await context.close();
  });

  test("le lien d'évitement amène le focus dans le contenu", async ({ page }) => {
    await gotoReady(page, "/services");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Aller au contenu" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#contenu")).toBeFocused();
    await page.keyboard.press("Tab");
    const inMain = await page.evaluate(
      () => document.getElementById("contenu")?.contains(document.activeElement) ?? false,
    );
    expect(inMain).toBe(true);
  });
});

/** Every element a Tab can reach, visible (or visible once focused, like the skip link). */
const TABBABLE =
  "a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select, textarea, summary, [tabindex]:not([tabindex='-1'])";

test.describe("Le focus se voit partout", () => {
  for (const path of ["/", "/articles"]) {
    test(`chaque élément focalisable de ${path} change l'écran quand il reçoit le focus`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.addInitScript(() => sessionStorage.setItem("td:welcomed", "1"));
      await gotoReady(page, path);
      // A key press first: from then on, the browser shows focus as for a keyboard user.
      await page.keyboard.press("Shift");
      const count = await page.locator(TABBABLE).count();
      const invisible: string[] = [];
      let checked = 0;
      for (let i = 0; i < count; i++) {
        const element = page.locator(TABBABLE).nth(i);
        // One call per element: is it reachable by Tab, and if so, where can its focus show
        // (the element, focused or not, and each ancestor or pseudo-element whose look
        // changes, as a card around a stretched link), with room for a ring: the same
        // check as a whole screen, far cheaper.
        const clip = await element.evaluate((el) => {
          const html = el as HTMLElement;
          if (html.tabIndex < 0 || html.closest("[inert], [aria-hidden=true]")) return null;
          const closed = html.closest("details:not([open])");
          if (closed && !(html.tagName === "SUMMARY" && html.parentElement === closed)) return null;
          const style = getComputedStyle(html);
          const visible =
            style.visibility !== "hidden" &&
            (html.getClientRects().length > 0 || html.matches(".sr-only"));
          if (!visible) return null;
          (document.activeElement as HTMLElement | null)?.blur();
          html.scrollIntoView({ block: "center" });
          const look = (n: Element) =>
            [undefined, "::before", "::after"]
              .map((pseudo) => {
                const s = getComputedStyle(n, pseudo);
                return [s.outline, s.boxShadow, s.borderColor, s.backgroundColor, s.color].join();
              })
              .join("|");
          const chain: Element[] = [];
          for (let n: Element | null = html; n && n !== document.body; n = n.parentElement)
            chain.push(n);
          const blurred = chain.map(look);
          const rects = [html.getBoundingClientRect()];
          html.focus();
          rects.push(html.getBoundingClientRect());
          chain.forEach((n, i) => {
            if (look(n) !== blurred[i]) rects.push(n.getBoundingClientRect());
          });
          html.blur();
          const left = Math.max(0, Math.min(...rects.map((r) => r.left)) - 12);
          const top = Math.max(0, Math.min(...rects.map((r) => r.top)) - 12);
          const right = Math.min(innerWidth, Math.max(...rects.map((r) => r.right)) + 12);
          const bottom = Math.min(innerHeight, Math.max(...rects.map((r) => r.bottom)) + 12);
          return {
            x: left,
            y: top,
            width: Math.max(1, right - left),
            height: Math.max(1, bottom - top),
          };
        });
        if (!clip) continue;
        const before = await page.screenshot({ clip });
        await element.evaluate((el) => (el as HTMLElement).focus());
        const after = await page.screenshot({ clip });
        checked++;
        if (before.equals(after)) {
          invisible.push(await element.evaluate((el) => el.outerHTML.slice(0, 120)));
        }
      }
      expect(checked).toBeGreaterThan(20);
      expect(invisible, "éléments dont le focus ne se voit pas").toEqual([]);
    });
  }
});

test.describe("Chaque demande reçoit une réponse", () => {
  test("l'expéditeur reçoit un accusé de réception ; un .txt en Windows-1252 est accepté", async ({
    page,
  }) => {
    const id = unique();
    const email = `awa.${id}@example.sn`;
    await gotoReady(page, "/contact");
    await page.getByLabel("Nom complet").fill(`Awa Ndiaye ${id}`);
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Service souhaité").selectOption({ label: "Site Vitrine" });
    await page.getByLabel("Votre message").fill("Bonjour, un site vitrine pour notre restaurant.");
    await page.getByLabel(FILE_LABEL).setInputFiles({
      name: "cahier-des-charges.txt",
      mimeType: "text/plain",
      buffer: Buffer.from(files.windows1252()),
    });
    // The French control shows the file's name and size, with a way to remove it.
    const chosen = page.getByTestId("chosen-file");
    await expect(chosen).toContainText("cahier-des-charges.txt");
    await expect(chosen).toContainText(/\d+\u00a0octets/);
    await expect(page.getByRole("button", { name: /Retirer le fichier/ })).toBeVisible();
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    const banner = page.getByRole("status").filter({ hasText: "Message envoyé avec succès!" });
    await expect(banner).toBeVisible();

    // The firm's copy and the sender's receipt, both through the outbox.
    const firm = "contact@teranga-digital.sn";
    let ack: Email | undefined;
    let toFirm: Email | undefined;
    await expect
      .poll(
        async () => {
          const emails = await readEmails(DATA_DIRS.main);
          ack = emails.find((e) => e.to.includes(email));
          toFirm = emails.find((e) => e.to.includes(firm) && e.text.includes(`Awa Ndiaye ${id}`));
          return Boolean(ack && toFirm);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(ack!.subject).toBe("Nous avons bien reçu votre message — Teranga Digital");
    expect(ack!.text).toContain("Bonjour, un site vitrine pour notre restaurant.");
    expect(ack!.text).toContain("+221 33 824 57 10");
    expect(ack!.text).toContain("Lundi – Vendredi\u00a0: 09:00 – 18:00");
    expect(ack!.text).toContain("cahier-des-charges.txt");
    expect(toFirm!.text).toContain("cahier-des-charges.txt");

    // Reloading the address of the success does not say « sent » again.
    await page.reload();
    await expect(page.getByLabel("Nom complet")).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test("le champ fichier parle français, montre le fichier choisi et se vide par « Retirer »", async ({
    page,
  }) => {
    await gotoReady(page, "/contact");
    const field = page.getByTestId("file-field");
    const choose = field.getByRole("button", { name: "Choisir un fichier" });
    await expect(choose).toBeVisible();
    await expect(field).toContainText("ou glissez-le ici");
    // The browser's own control (« Choose File / No file chosen ») is not what people see.
    await expect(page.getByLabel(FILE_LABEL)).toHaveClass(/sr-only/);
    await page.getByLabel(FILE_LABEL).setInputFiles({
      name: "brief-projet.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([Buffer.from(files.pdf()), Buffer.alloc(150 * 1024, 0x20)]),
    });
    await expect(page.getByTestId("chosen-file")).toHaveText(/brief-projet\.pdf\s*1\d\d\u00a0Ko/);
    await page.getByRole("button", { name: "Retirer le fichier brief-projet.pdf" }).click();
    await expect(page.getByTestId("chosen-file")).toHaveCount(0);
    await expect(choose).toBeFocused();
    expect(
      await page.getByLabel(FILE_LABEL).evaluate((i: HTMLInputElement) => i.files?.length),
    ).toBe(0);
  });

  test("un gros fichier montre sa progression pendant l'envoi, puis le message part", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await gotoReady(page, "/contact");
    await page.getByLabel("Nom complet").fill("Ibrahima Ndoye");
    await page.getByLabel("Adresse e-mail").fill(`ibrahima.${unique()}@example.sn`);
    await page.getByLabel("Service souhaité").selectOption({ label: "Refonte de site" });
    await page.getByLabel("Votre message").fill("Notre cahier des charges complet est joint.");
    // A 2 MB PDF over a 512 KB/s uplink: four seconds to watch the bar move.
    const pdf = Buffer.concat([Buffer.from(files.pdf()), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    await page.getByLabel(FILE_LABEL).setInputFiles({
      name: "cahier-des-charges.pdf",
      mimeType: "application/pdf",
      buffer: pdf,
    });
    await expect(page.getByTestId("chosen-file")).toContainText("2\u00a0Mo");
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 512 * 1024,
    });
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    const bar = page.getByRole("progressbar", { name: "Envoi du fichier" });
    await expect(bar).toBeVisible();
    await expect
      .poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect(page.getByRole("button", { name: "Envoi en cours..." })).toBeDisabled();
    await expect(
      page.getByRole("status").filter({ hasText: "Message envoyé avec succès!" }),
    ).toBeVisible({ timeout: 60_000 });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  });

  test("un .txt binaire est refusé, un fichier vide aussi, avec un message en français", async ({
    page,
  }) => {
    await gotoReady(page, "/contact");
    await page.getByLabel("Nom complet").fill("Moussa Ba");
    await page.getByLabel("Adresse e-mail").fill(`moussa.${unique()}@example.sn`);
    await page.getByLabel("Service souhaité").selectOption({ label: "Autre" });
    await page.getByLabel("Votre message").fill("Voici le fichier de notre projet.");

    await page.getByLabel(FILE_LABEL).setInputFiles({
      name: "vide.txt",
      mimeType: "text/plain",
      buffer: Buffer.alloc(0),
    });
    await expect(page.getByText(/Ce fichier est vide \(0\u00a0octet\)/)).toBeVisible();

    await page.getByLabel(FILE_LABEL).setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from(files.binary()),
    });
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText(/ne correspond pas à son extension/)).toBeVisible();
    // The form and its file are still there, to correct and send again.
    await expect(page.getByLabel("Nom complet")).toHaveValue("Moussa Ba");
    await expect(page.getByTestId("chosen-file")).toContainText("notes.txt");
  });

  test("sans JavaScript : fichier vide refusé, puis « joignez à nouveau » après une erreur", async ({
    browser,
  }) => {
    const { context, page } = await noJsPage(browser, { width: 1280, height: 900 });
    await page.goto("/contact");
    await page.getByLabel("Nom complet").fill("Fatou Diallo");
    await page.getByLabel("Adresse e-mail").fill(`fatou.${unique()}@example.sn`);
    await page.getByLabel("Service souhaité").selectOption({ label: "Consultation" });
    await page.getByLabel("Votre message").fill("court");
    await page.getByLabel(FILE_LABEL).setInputFiles({
      name: "devis.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(files.pdf()),
    });
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText("Le message doit contenir au moins 10 caractères")).toBeVisible();
    await expect(
      page.getByText("Joignez à nouveau votre fichier «\u00a0devis.pdf\u00a0»", { exact: false }),
    ).toBeVisible();

    await page.getByLabel("Votre message").fill("Un message enfin assez long.");
    await page.getByLabel(FILE_LABEL).setInputFiles({
      name: "vide.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(0),
    });
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText(/Ce fichier est vide/)).toBeVisible();

    // Then sent: the banner says so once; reloading its address shows the form alone.
    await page.getByLabel(FILE_LABEL).setInputFiles([]);
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page).toHaveURL(/[?&]envoye=/);
    const banner = page.getByRole("status").filter({ hasText: "Message envoyé avec succès!" });
    await expect(banner).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Nom complet")).toBeVisible();
    await expect(banner).toHaveCount(0);
    await context.close();
  });

  test("« Écrire sur WhatsApp » sur /contact et dans le pied de page, avec un texte prérempli", async ({
    page,
  }) => {
    await gotoReady(page, "/contact");
    for (const link of [
      page.getByRole("main").getByRole("link", { name: /Écrire sur WhatsApp/ }),
      page.getByRole("contentinfo").getByRole("link", { name: /Écrire sur WhatsApp/ }),
    ]) {
      const href = await link.getAttribute("href");
      expect(href).toMatch(/^https:\/\/wa\.me\/221776452138\?text=/);
      expect(decodeURIComponent(href!.split("text=")[1]!)).toContain("Bonjour Teranga Digital");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
  });
});

test.describe("Apparence", () => {
  test("les toasts : police du site, en bas à droite, jamais sur l'en-tête ; en bas sur téléphone", async ({
    page,
  }) => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => sessionStorage.removeItem("td:welcomed"));
      await gotoReady(page, "/");
      const toast = toasts(page).locator("[data-toast]");
      await expect(toast).toBeVisible();
      await expect
        .poll(() => toast.evaluate((el) => getComputedStyle(el).fontFamily))
        .toMatch(/^"?Inter/);
      const box = (await toast.boundingBox())!;
      const header = (await page.getByRole("banner").boundingBox())!;
      expect(box.y).toBeGreaterThan(header.y + header.height);
      expect(box.y + box.height).toBeGreaterThan(viewport.height * 0.75);
      if (viewport.width > 600) expect(box.x).toBeGreaterThan(viewport.width / 2);
    }
  });

  test("en mode sombre, le pied de page, le bandeau et la carte « Consultation gratuite » ont un bord", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoReady(page, "/contact");
    // The edge's colour as drawn (alpha over the page), against the page and the box itself:
    // a canvas composes any CSS colour (oklch, color-mix) the way the browser paints it.
    const edges = async (locator: Locator, side: "top" | "bottom") =>
      locator.evaluate((el, side) => {
        const canvas = document.createElement("canvas");
        canvas.width = canvas.height = 1;
        const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
        const paint = (...colours: string[]) => {
          for (const colour of colours) {
            ctx.fillStyle = colour;
            ctx.fillRect(0, 0, 1, 1);
          }
          return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
        };
        const style = getComputedStyle(el);
        const page = getComputedStyle(document.body).backgroundColor;
        const box = style.backgroundColor;
        const width = parseFloat(style.getPropertyValue(`border-${side}-width`));
        const edge = paint(page, box, style.getPropertyValue(`border-${side}-color`));
        const distance = (a: number[], b: number[]) =>
          Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));
        return {
          width,
          fromPage: distance(edge, paint(page)),
          fromBox: distance(edge, paint(page, box)),
        };
      }, side);
    for (const [what, locator, side] of [
      ["pied de page", page.getByRole("contentinfo"), "top"],
      ["bandeau", page.getByRole("main").locator("section").first(), "bottom"],
      ["Consultation gratuite", page.getByRole("region", { name: "Consultation gratuite" }), "top"],
    ] as const) {
      const edge = await edges(locator, side);
      expect(edge.width, what).toBeGreaterThanOrEqual(1);
      expect(edge.fromPage, what).toBeGreaterThanOrEqual(12);
      expect(edge.fromBox, what).toBeGreaterThanOrEqual(12);
    }
  });

  test("en mode sombre, les parties hydratées plus tard gardent le HTML du serveur (rien ne disparaît)", async ({
    page,
  }) => {
    // The theme read back after hydration must not reach the parts still waiting for
    // their code: React would drop their server HTML and show nothing until it came.
    await page.addInitScript(() => {
      localStorage.setItem("theme", "dark");
      const removed: string[] = ((window as unknown as { __removed: string[] }).__removed = []);
      new MutationObserver((records) => {
        for (const r of records) {
          for (const node of r.removedNodes) {
            if (
              node instanceof Element &&
              (node.matches("h1, footer") || node.querySelector("h1"))
            ) {
              removed.push(node.outerHTML.slice(0, 80));
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of ["/contact", "/articles", "/services"]) {
      await gotoReady(page, path);
      await expect(page.locator("html")).toHaveClass(/dark/);
      expect(
        await page.evaluate(() => (window as unknown as { __removed: string[] }).__removed),
        path,
      ).toEqual([]);
    }
  });

  test("un champ et son bouton ont la même hauteur (lettre d'information, recherche)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [path, field, button] of [
      ["/", "Adresse e-mail", "S'inscrire"],
      ["/articles", "Rechercher un article", "Rechercher"],
    ] as const) {
      await gotoReady(page, path);
      const input = (await page.getByRole("main").getByLabel(field).boundingBox())!;
      const submit = (await page.getByRole("button", { name: button, exact: true }).boundingBox())!;
      expect(submit.height, path).toBe(input.height);
      expect(submit.y, path).toBe(input.y);
    }
  });

  test("côte à côte, les cartes de prix alignent leurs prix et leurs boutons", async ({ page }) => {
    for (const path of ["/offers", "/services"]) {
      for (const width of [768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await gotoReady(page, path);
        // For each row of cards: the top of the price's rule and of the button, per card.
        const rows = await page.evaluate(() => {
          const rows = new Map<number, { rule: number; button: number }[]>();
          for (const card of document.querySelectorAll("li > article")) {
            const top = Math.round(card.getBoundingClientRect().top);
            const rule = card.querySelector("p.border-y")!.getBoundingClientRect().top;
            const button = card.querySelector("a:last-child")!.getBoundingClientRect().top;
            rows.set(top, [...(rows.get(top) ?? []), { rule, button }]);
          }
          return [...rows.values()].filter((r) => r.length > 1);
        });
        expect(rows.length, `${path} ${width}`).toBeGreaterThan(0);
        for (const row of rows) {
          for (const part of ["rule", "button"] as const) {
            const tops = row.map((c) => c[part]);
            expect(Math.max(...tops) - Math.min(...tops), `${path} ${width} ${part}`).toBeLessThan(
              1.5,
            );
          }
        }
      }
    }
  });

  test("le carrousel des clients montre des logos entiers au repos (1280 et 768 px)", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoReady(page, "/");
      const viewport = page.getByRole("region", { name: "Ils nous font confiance" });
      await viewport.scrollIntoViewIfNeeded();
      const clip = (await viewport.boundingBox())!;
      const slides = await viewport
        .getByRole("group")
        .evaluateAll((els) =>
          els.map((el) => el.querySelector("div")!.getBoundingClientRect().toJSON() as DOMRect),
        );
      const cut = slides.filter(
        (s) =>
          s.right > clip.x + 1 &&
          s.left < clip.x + clip.width - 1 &&
          (s.left < clip.x - 1 || s.right > clip.x + clip.width + 1),
      );
      expect(cut, `${width} px`).toEqual([]);
    }
  });

  test("le menu de partage : chaque réseau avec son icône, WhatsApp compris, sans JavaScript aussi", async ({
    browser,
  }) => {
    const { context, page } = await noJsPage(browser, { width: 1280, height: 800 });
    await page.goto("/articles/react-19-nouveautes");
    await summaryButton(page, "Partager").click();
    const list = page.getByRole("list", { name: "Partager cet article" });
    await expect(list.getByRole("link")).toHaveText([
      /WhatsApp/,
      /Facebook/,
      /X \(Twitter\)/,
      /LinkedIn/,
      /E-mail/,
    ]);
    const icons = await list
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.querySelector("svg")?.innerHTML ?? ""));
    expect(new Set(icons).size).toBe(icons.length);
    await expect(list.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\?text=React%2019/,
    );
    await context.close();
  });

  test("ouverts, le menu du compte et le menu de partage tiennent dans l'écran", async ({
    page,
  }) => {
    const inside = async (width: number, what: string) => {
      const box = await page.evaluate(() => {
        const open = [...document.querySelectorAll("details[open] > :not(summary)")].at(-1)!;
        return open.getBoundingClientRect().toJSON() as DOMRect;
      });
      expect(box.left, what).toBeGreaterThanOrEqual(0);
      expect(box.right, what).toBeLessThanOrEqual(width);
    };
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await gotoReady(page, "/articles/react-19-nouveautes");
      await summaryButton(page, "Partager").click();
      await expect(page.getByRole("list", { name: "Partager cet article" })).toBeVisible();
      await inside(width, `partage à ${width} px`);
      await page.keyboard.press("Escape");
      if (width >= 768) {
        await summaryButton(page, "Compte et connexion").click();
        await expect(accountMenu(page).panel).toBeVisible();
        await inside(width, `compte à ${width} px`);
      }
    }
  });

  test("/cookies sur téléphone : chaque ligne des tableaux se lit en entier, sous le nom de ses colonnes", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, "/cookies");
    const cells = await page.locator(".prose-legal td").evaluateAll((tds) =>
      tds.map((td) => {
        const box = td.getBoundingClientRect();
        const scroller = td.closest(".table-scroll")!;
        return {
          text: td.textContent!.slice(0, 30),
          inside: box.left >= 0 && box.right <= document.documentElement.clientWidth,
          // Nothing hidden sideways, in the cell or its box.
          whole: td.scrollWidth <= td.clientWidth && scroller.scrollWidth <= scroller.clientWidth,
          label: getComputedStyle(td, "::before").content,
        };
      }),
    );
    expect(cells).toHaveLength(2 * 4 * 4);
    for (const cell of cells) {
      expect(cell.inside && cell.whole, cell.text).toBe(true);
    }
    expect(cells.slice(0, 4).map((c) => c.label)).toEqual([
      "none",
      '"Finalité" / ""',
      '"Durée" / ""',
      '"Type" / ""',
    ]);
    // Still tables to a screen reader, with their column names.
    const table = page.getByRole("table", { name: "Cookies déposés par le site" });
    await expect(table.getByRole("columnheader")).toHaveText(["Nom", "Finalité", "Durée", "Type"]);
    await expect(table.getByRole("row")).toHaveCount(5);
  });

  test('les expressions anglaises des articles sont balisées lang="en"', async ({ page }) => {
    await gotoReady(page, "/articles/design-system-guide-complet");
    await expect(page.locator('.prose-article [lang="en"]').first()).toHaveText(
      /design (system|tokens)/i,
    );
    expect(await page.locator('.prose-article pre [lang="en"]').count()).toBe(0);
  });
});

test.describe("Recherche et partage", () => {
  test("titre ≤ 60, description ≤ 160, canonique et aperçus sur chaque page indexée", async ({
    request,
  }) => {
    for (const { path, indexed } of PUBLIC_PAGES) {
      const html = await (await request.get(path)).text();
      const decode = (s: string) =>
        s
          .replaceAll("&#x27;", "'")
          .replaceAll("&#39;", "'")
          .replaceAll("&amp;", "&")
          .replaceAll("&quot;", '"');
      const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
      const description = decode(
        /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "",
      );
      expect(title.length, `${path} : « ${title} »`).toBeGreaterThan(10);
      expect(title.length, `${path} : « ${title} »`).toBeLessThanOrEqual(60);
      expect(description.length, `${path} : « ${description} »`).toBeGreaterThan(50);
      expect(description.length, `${path} : « ${description} »`).toBeLessThanOrEqual(160);
      if (!indexed) continue;
      expect(html, path).toMatch(
        new RegExp(
          `<link rel="canonical" href="http://localhost:\\d+${path === "/" ? "/" : path}"`,
        ),
      );
      for (const property of ["og:title", "og:description", "og:image", "og:url"]) {
        expect(html, `${path} ${property}`).toContain(`property="${property}"`);
      }
      expect(html, `${path} twitter:card`).toContain('name="twitter:card"');
    }
  });

  test("chaque page publique est soit indexée et dans le sitemap, soit noindex et hors du sitemap", async ({
    request,
    baseURL,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const listed = new Set(
      [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
    );
    for (const { path, indexed, noindex } of PUBLIC_PAGES) {
      const html = await (await request.get(path)).text();
      const robots = /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(indexed !== Boolean(noindex), `${path} : indexée ou noindex, l'un ou l'autre`).toBe(
        true,
      );
      expect(robots.includes("noindex"), `${path} : robots « ${robots} »`).toBe(!indexed);
      expect(listed.has(path), `${path} dans le sitemap`).toBe(indexed);
      // A canonical URL would ask for the page to be indexed.
      expect(html.includes('rel="canonical"'), `${path} : canonique`).toBe(indexed);
    }
    // The sitemap names no page the list does not know.
    expect([...listed].filter((p) => !PUBLIC_PATHS.includes(p))).toEqual([]);
    expect(sitemap).toContain(`<loc>${baseURL}/</loc>`);
  });

  test("favicon.ico, apple-touch-icon, manifeste, logo du JSON-LD et un aperçu par projet", async ({
    request,
  }) => {
    for (const [path, type] of [
      ["/favicon.ico", /image\/(x-icon|vnd\.microsoft\.icon)/],
      ["/apple-touch-icon.png", /image\/png/],
      ["/site.webmanifest", /application\/manifest\+json/],
      ["/icons/icon-512.png", /image\/png/],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toMatch(type);
    }
    const manifest = (await (await request.get("/site.webmanifest")).json()) as {
      name: string;
      icons: { src: string; purpose: string }[];
    };
    expect(manifest.name).toBe("Teranga Digital");
    for (const icon of manifest.icons)
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);

    const home = await (await request.get("/")).text();
    const jsonLd = [
      ...home.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!) as { logo?: { url: string } });
    const logo = jsonLd.find((d) => d.logo)!.logo!.url;
    const logoResponse = await request.get(new URL(logo).pathname);
    expect(logoResponse.status()).toBe(200);
    expect(logoResponse.headers()["content-type"]).toBe("image/png");

    const previews = new Set<string>();
    for (const { path } of PUBLIC_PAGES.filter((p) => p.path.startsWith("/realisations/"))) {
      const html = await (await request.get(path)).text();
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
      previews.add(image);
      expect((await request.get(new URL(image).pathname)).status(), image).toBe(200);
    }
    expect(previews.size).toBe(4);
  });

  test("articles : datePublished avec heure et fuseau ; « Articles similaires » de la même catégorie, « À lire aussi » pour compléter à trois", async ({
    request,
  }) => {
    const categoryOf = (slug: string) =>
      /^category: "([^"]+)"/m.exec(readFileSync(`content/articles/${slug}.md`, "utf8"))![1]!;
    const listed = (html: string, id: string) => {
      const section = html.split(`id="${id}"`)[1]?.split("</section>")[0] ?? "";
      return [...section.matchAll(/<article\b[\s\S]*?href="\/articles\/([^"]+)"/g)].map(
        (m) => m[1]!,
      );
    };
    const articleSlugs = PUBLIC_PATHS.filter((p) => p.startsWith("/articles/")).map((p) =>
      p.slice("/articles/".length),
    );
    for (const { path } of PUBLIC_PAGES.filter((p) => p.path.startsWith("/articles/"))) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/"datePublished":"\d{4}-\d{2}-\d{2}T08:00:00\+00:00"/);
      expect(html, path).toMatch(
        /property="article:published_time" content="\d{4}-\d{2}-\d{2}T08:00:00\+00:00"/,
      );
      const category = categoryOf(path.slice("/articles/".length));
      const similar = listed(html, "similaires-titre");
      const alsoRead = listed(html, "a-lire-aussi-titre");
      const sameCategory = articleSlugs.filter((s) => categoryOf(s) === category).length - 1;
      // Every other article of its category, up to three, and no other as « similaire »…
      expect(similar.map(categoryOf), path).toEqual(
        Array(Math.min(3, sameCategory)).fill(category),
      );
      // …then, apart, others to make three (each category has two articles today).
      expect(similar.length + alsoRead.length, path).toBe(3);
      for (const slug of alsoRead) expect(categoryOf(slug), `${path} → ${slug}`).not.toBe(category);
      expect(html.includes(">À lire aussi</h2>"), path).toBe(alsoRead.length > 0);
    }
  });

  test("pages pré-rendues : chaque lien de partage porte l'adresse publique", async ({
    request,
    baseURL,
  }) => {
    // The server renders them at its own PUBLIC_URL (ADR 026), another than the
    // default (playwright.config.ts), as on a real deployment.
    const paths = [
      ...STATIC_PRERENDERED_PATHS,
      ...projects.map((p) => `/realisations/${p.slug}`),
      ...readdirSync("content/articles")
        .filter((f) => f.endsWith(".md"))
        .map((f) => `/articles/${f.slice(0, -3)}`),
    ];
    const hrefs = (html: string) =>
      [...html.matchAll(/href="([^"]*)"/g)].map((m) =>
        m[1]!.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
      );
    let shares = 0;
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.headers()["x-prerendered"], path).toBe("1");
      const html = await response.text();
      expect(html, path).toMatch(
        new RegExp(`<link rel="canonical" href="${escapeRegExp(baseURL!)}`),
      );
      if (!path.startsWith("/articles/")) continue;
      const page = `${baseURL}${path}`;
      const menu = html.split('data-testid="share-menu"')[1]!.split("</details>")[0]!;
      const links = hrefs(menu);
      expect(links, path).toHaveLength(5);
      for (const href of links) {
        // Read as the network reads it: every parameter decoded.
        const values = [...new URL(href).searchParams.values()].join("\n");
        expect(values, href).toMatch(new RegExp(`(^|\\s)${escapeRegExp(page)}$`));
        expect(href, href).toContain(page);
        expect(href, href).not.toMatch(/%3A%2F%2F/i);
      }
      shares += links.length;
    }
    // Every article's page: the 14 of docs/product.md §3 and the four of issue 29.
    expect(shares).toBe(18 * 5);
    // Content is never rewritten: a code sample's own address stays as written.
    const sample = await (await request.get("/articles/tests-accessibilite-automatises")).text();
    expect(sample).toContain("http://localhost:3000/contact");
  });

  test("le validateur W3C ne trouve aucune erreur sur les pages publiques", async ({ request }) => {
    test.setTimeout(180_000);
    const pages = new Map<string, string>();
    for (const path of [...PUBLIC_PATHS, "/contact?service=Site%20Vitrine", "/nimporte-quoi"]) {
      pages.set(path, await (await request.get(path)).text());
    }
    const errors = validateHtml(pages);
    const found = [...errors]
      .filter(([, e]) => e.length)
      .map(([p, e]) => `${p}\n  ${e.join("\n  ")}`);
    expect(found).toEqual([]);
  });
});
