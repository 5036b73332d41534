import type { Browser, Page } from "@playwright/test";
import { quoteForm } from "./documents.ts";
import { acceptIn, invite } from "./team.ts";
import { expectAccessible, expect, gotoReady, login, test } from "./fixtures.ts";

// « Rechercher » (issue 32, ADR 039) in Chromium: Ctrl K from any studio page, the
// combobox used with the keyboard only, the results page without JavaScript, a role's
// groups, and axe over the open list and the page in both themes.

const run = Date.now().toString(36);
const CLIENT = `Quincaillerie Ndèye Thiaroye ${run}`;

/** An invoice for `client`, issued as the Gérant's browser would; its number. */
async function issueFor(page: Page, client: string): Promise<string> {
  const response = await page.request.post("/documents/emettre", {
    headers: { origin: new URL(page.url()).origin },
    data: {
      kind: "invoice",
      requestKey: `recherche-${run}-${client}`,
      form: {
        ...quoteForm([
          { designation: "Fourniture de quincaillerie", quantity: "1", unitPrice: "125 000" },
        ]),
        clientName: client,
        clientEmail: `compta.${run}@thiaroye.sn`,
        paymentTerms: "30",
        validityDays: "30",
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { number: string }).number;
}

const combobox = (page: Page) => page.getByRole("combobox", { name: "Rechercher dans le studio" });
/** The field once the page runs: the combobox (its script fetched apart from the shell's). */
async function readyField(page: Page) {
  await expect(combobox(page)).toHaveAttribute("aria-expanded", "false");
  return combobox(page);
}

const listbox = (page: Page) => page.getByRole("listbox", { name: "Résultats de la recherche" });

test.describe("Rechercher dans le studio", () => {
  let number = "";

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page);
    number ||= await issueFor(page, CLIENT);
  });

  test("Ctrl K trouve un document par le nom de son client et l'ouvre, au clavier seulement", async ({
    page,
  }) => {
    await gotoReady(page, "/tableau-de-bord");
    const box = await readyField(page);
    await page.keyboard.press("Control+k");
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    // Part of the name, without its accent.
    await page.keyboard.type(`ndeye thiaroye ${run}`);
    const list = listbox(page);
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const documents = list.getByRole("group", { name: "Documents (1)" });
    await expect(documents.getByRole("option")).toHaveCount(1);
    await expect(documents.getByRole("option")).toContainText(number);
    await expect(list.getByRole("group", { name: "Clients (1)" })).toContainText(CLIENT);

    // ↓ ↑ move through the options; the focus stays in the field.
    await page.keyboard.press("ArrowDown");
    const first = documents.getByRole("option");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await page.keyboard.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "false");
    await page.keyboard.press("ArrowUp");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box).toBeFocused();

    // Escape closes; ↓ opens again.
    await page.keyboard.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();
    await page.keyboard.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-selected", "true");

    // Enter opens the document.
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === `/documents/${number}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(number);
  });

  test("Entrée sans option choisie : la page des résultats, groupés et comptés", async ({
    page,
  }) => {
    await gotoReady(page, "/clients");
    await readyField(page);
    await page.keyboard.press("Control+k");
    // The invoice's total: 125 000 and 18 % of VAT.
    await page.keyboard.type("147 500 F");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/recherche");
    expect(new URL(page.url()).searchParams.get("q")).toBe("147 500 F");
    await expect(page.getByRole("heading", { level: 2, name: /^Documents/ })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(number) })).toBeVisible();
  });

  // One test a theme: the two in one (six axe runs) took 67 s of 90 at a load of 6–10.
  for (const theme of ["light", "dark"] as const) {
    test(`la liste ouverte et la page des résultats passent axe, en ${theme === "light" ? "clair" : "sombre"}`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.evaluate((t) => localStorage.setItem("theme", t), theme);
      await gotoReady(page, "/invoice-quote");
      await readyField(page);
      await page.keyboard.press("Control+k");
      await page.keyboard.type(`thiaroye ${run}`);
      await expect(listbox(page)).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await expectAccessible(page, `liste ouverte (${theme})`);
      await gotoReady(page, `/recherche?q=thiaroye+${run}`);
      await expect(page.getByRole("heading", { level: 2, name: /^Documents/ })).toBeVisible();
      await expectAccessible(page, `page des résultats (${theme})`);
      await gotoReady(page, "/recherche?q=zzzzqqqq");
      await expect(page.getByRole("main").getByRole("status")).toContainText(
        "Aucun résultat pour «\u00a0zzzzqqqq\u00a0».",
      );
      await expectAccessible(page, `aucun résultat (${theme})`);
    });
  }
});

test.describe("sans JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  async function withoutScript(browser: Browser) {
    const withJs = await browser.newContext({ javaScriptEnabled: true });
    const signing = await withJs.newPage();
    await login(signing);
    const number = await issueFor(signing, `${CLIENT} bis`);
    const noJs = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await withJs.storageState(),
    });
    return {
      number,
      page: await noJs.newPage(),
      close: async () => {
        await withJs.close();
        await noJs.close();
      },
    };
  }

  test("le champ de la barre envoie à /recherche, qui liste les résultats et dit ce qui ne va pas", async ({
    browser,
  }) => {
    const { page, number, close } = await withoutScript(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/tableau-de-bord");
    // Without the page's script, a plain search field.
    const field = page.getByRole("searchbox", { name: "Rechercher dans le studio" });
    await field.fill(`thiaroye ${run} bis`);
    await field.press("Enter");
    await page.waitForURL((url) => url.pathname === "/recherche");
    await expect(page.getByRole("main").getByRole("status")).toContainText("pour «\u00a0thiaroye");
    await page.getByRole("link", { name: new RegExp(number) }).click();
    await page.waitForURL((url) => url.pathname === `/documents/${number}`);

    // Every no-break space is one, not its escape written out.
    await expect(page.getByRole("main")).not.toContainText("\\u00a0");
    await page.goto("/recherche?q=a");
    await expect(page.getByRole("alert")).toHaveText(
      "Tapez un mot d'au moins 3\u00a0caractères pour lancer la recherche.",
    );
    await page.goto(`/recherche?q=${"x".repeat(101)}`);
    await expect(page.getByRole("alert")).toHaveText(
      "Votre recherche est trop longue\u00a0: 100\u00a0caractères au plus.",
    );
    // On a phone, the bar holds a link to the page and its own field.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/tableau-de-bord");
    await page.getByRole("link", { name: "Rechercher" }).click();
    await page.waitForURL((url) => url.pathname === "/recherche");
    await page.getByLabel("Votre recherche").fill(`thiaroye ${run} bis`);
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page.getByRole("link", { name: new RegExp(number) })).toBeVisible();
    await close();
  });
});

test("un membre de la Rédaction ne trouve ni documents ni clients", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
  await issueFor(page, CLIENT);
  // Invited as Rédaction; her account from the emailed link.
  const path = await invite(page, `redaction.${run}@teranga-digital.sn`, "Rédaction");
  const { context, page: fatou } = await acceptIn(
    browser,
    path,
    "Fatou Sow",
    "motdepasse-fatou",
    "/redaction",
  );
  await gotoReady(fatou, `/recherche?q=thiaroye+${run}`);
  await expect(fatou.getByRole("main").getByRole("status")).toContainText("Aucun résultat");
  await expect(fatou.getByRole("heading", { level: 2, name: /^Documents|^Clients/ })).toHaveCount(
    0,
  );
  const json = await fatou.request.get(`/recherche.json?q=thiaroye+${run}`);
  const body = (await json.json()) as { groups: { key: string }[] };
  expect(body.groups.map((g) => g.key)).toEqual(["articles", "projects"]);
  await context.close();
});
