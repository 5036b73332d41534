import type { Page } from "@playwright/test";
import { expect, expectAccessible, gotoReady, login, test } from "./fixtures.ts";
import { instrumentPrinting, quoteForm, storedDraft, waitForPrint } from "./documents.ts";

// The client book and the catalogue (ADR 031) in Chromium: a known client suggested
// in the quote form by keyboard fills the client's fields, a catalogue item fills a
// line, the quote issued joins the client's page; axe on the pages and the open combobox.

// Each test signs in, runs axe and (the last) issues a quote: on a busy 2-core
// machine that was 10–30 s; with the forms' VAT per line, 36–58 s seen in CI at load
// 10–16, so 120 s keeps them within half of their timeout.
test.describe.configure({ timeout: 120_000 });

const NB = /[\u00a0\u202f ]/.source;
const fcfa = (digits: string) => new RegExp(`${digits.replace(/ /g, NB)}${NB}FCFA`);

/** A client and a catalogue item of this test only, made through the pages' own actions. */
async function seed(page: Page, tag: string) {
  const origin = new URL(page.url()).origin;
  const made = await page.request.post("/clients/nouveau", {
    headers: { Origin: origin },
    form: {
      name: `Cabinet Ndiaye ${tag}`,
      email: `compta-${tag}@cabinet-ndiaye.sn`,
      phone: "+221 33 821 00 00",
      address: "Rue Carnot, Plateau\nDakar",
      ninea: "005 123 456 2V2",
    },
  });
  expect(made.ok()).toBe(true);
  const added = await page.request.post("/catalogue", {
    headers: { Origin: origin },
    form: {
      intent: "create",
      designation: `Audit SEO ${tag}`,
      unitPrice: "75 000",
      unit: "jour",
      vatRate: "18",
    },
  });
  expect(added.ok()).toBe(true);
}

test("« Nouveau client » : sa fiche, puis la liste ; axe sur les deux", async ({ page }) => {
  const tag = Date.now().toString(36);
  const name = `Maison Diallo ${tag}`;
  await login(page);
  await gotoReady(page, "/clients/nouveau");
  await page.getByLabel("Nom du client").fill(name);
  await page.getByLabel("Email (facultatif)").fill(`diallo-${tag}@exemple.sn`);
  await page.getByLabel("NINEA (facultatif)").fill("12");
  await page.getByRole("button", { name: "Ajouter le client" }).click();
  // Refused in French, what was typed kept.
  await expect(page.getByText("NINEA incomplet\u00a0: au moins 7 chiffres")).toBeVisible();
  await expect(page.getByLabel("Nom du client")).toHaveValue(name);
  await page.getByLabel("NINEA (facultatif)").fill("006 543 210 2A1");
  await page.getByRole("button", { name: "Ajouter le client" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("006 543 210 2A1")).toBeVisible();
  await expectAccessible(page, "fiche client");
  await gotoReady(page, `/clients?q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole("link", { name })).toBeVisible();
  await expectAccessible(page, "/clients");
});

test("/catalogue : les offres du site, une prestation ajoutée ; axe", async ({ page }) => {
  const tag = Date.now().toString(36);
  const service = `Journée de formation ${tag}`;
  await login(page);
  await gotoReady(page, "/catalogue");
  // The site's offers were put in at the first start.
  await expect(page.getByRole("heading", { level: 2, name: "Maintenance Site Web" })).toBeVisible();
  const add = page.getByRole("region", { name: "Nouvelle prestation" });
  await add.getByLabel("Désignation").fill(service);
  await add.getByLabel("Prix unitaire HT (FCFA)").fill("150 000");
  await add.getByLabel("Unité").fill("jour");
  await add.getByLabel("TVA (%)").fill("18");
  await add.getByRole("button", { name: "Ajouter au catalogue" }).click();
  const card = page.getByTestId("catalogue-item").filter({ hasText: service });
  await expect(card).toContainText(fcfa("150 000"));
  await expectAccessible(page, "/catalogue");
});

test("un client connu, proposé au clavier dans le devis, en remplit les champs ; une prestation du catalogue remplit une ligne", async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const name = `Cabinet Ndiaye ${tag}`;
  const email = `compta-${tag}@cabinet-ndiaye.sn`;
  const service = `Audit SEO ${tag}`;
  await instrumentPrinting(page);
  await login(page);
  await seed(page, tag);
  let clientLookups = 0;
  page.on("request", (request) => {
    if (request.url().includes("/clients/suggestions")) clientLookups++;
  });
  await gotoReady(page, "/create-quote");
  const clientBox = page.getByRole("combobox", { name: "Nom du client" });
  await expect(clientBox).toHaveAttribute("aria-expanded", "false");
  await clientBox.focus();
  await clientBox.pressSequentially(`Ndiaye ${tag}`.slice(0, 12));
  const clients = page.getByRole("listbox", { name: "Clients connus" });
  await expect(clients.getByRole("option")).not.toHaveCount(0);
  await expect(clientBox).toHaveAttribute("aria-expanded", "true");
  await expect(clientBox).toHaveAttribute("aria-controls", (await clients.getAttribute("id"))!);
  // Escape closes the list, the text stays; ↓ opens it again on the first option.
  await clientBox.press("Escape");
  await expect(clients).toBeHidden();
  await expect(clientBox).toHaveValue(`Ndiaye ${tag}`.slice(0, 12));
  await clientBox.press("ArrowDown");
  await expect(clients).toBeVisible();
  const ours = clients.getByRole("option", { name: new RegExp(name) });
  // Down to ours (others may share the letters), by keyboard only.
  for (let i = 0; i < 8; i++) {
    if ((await ours.getAttribute("aria-selected")) === "true") break;
    await clientBox.press("ArrowDown");
  }
  await expect(ours).toHaveAttribute("aria-selected", "true");
  await expect(clientBox).toHaveAttribute(
    "aria-activedescendant",
    (await ours.getAttribute("id"))!,
  );
  await expectAccessible(page, "/create-quote, suggestions ouvertes");
  const lookups = () => clientLookups;
  const before = lookups();
  await clientBox.press("Enter");
  await expect(clients).toBeHidden();
  await expect(clientBox).toHaveAttribute("aria-expanded", "false");
  await expect(clientBox).toHaveValue(name);
  await expect(page.getByLabel("Email du client")).toHaveValue(email);
  await expect(page.getByLabel("Téléphone du client")).toHaveValue("+221 33 821 00 00");
  await expect(page.getByLabel("Adresse du client")).toHaveValue("Rue Carnot, Plateau\nDakar");
  await expect(page.getByLabel("NINEA du client (facultatif)")).toHaveValue("005 123 456 2V2");
  // The draft is kept 300 ms after the last change, past the 200 ms a lookup waits: once it
  // holds the chosen client, a lookup started by writing the name in would have gone.
  await expect.poll(() => storedDraft(page, "quote")).toContain("005 123 456 2V2");
  expect(lookups()).toBe(before);
  await expect(clients).toBeHidden();

  // A line from the catalogue: 2 days of audit at 75 000.
  const line = page.getByRole("group", { name: "Prestation 1" });
  const designation = line.getByRole("combobox", { name: "Désignation" });
  await designation.focus();
  await designation.pressSequentially(`SEO ${tag}`);
  const items = page.getByRole("listbox", { name: "Prestations du catalogue" });
  await expect(items.getByRole("option")).toHaveCount(1);
  await designation.press("ArrowDown");
  await designation.press("Enter");
  await expect(designation).toHaveValue(`${service} (par jour)`);
  await expect(line.getByLabel("Prix unitaire")).toHaveValue("75\u00a0000");
  await line.getByLabel("Quantité").fill("2");
  await expect(line.getByTestId("line-total")).toHaveText(fcfa("150 000"));
  await expect(page.getByLabel("Appliquer la TVA")).toBeChecked();
  await expect(page.getByLabel("TVA (%)")).toHaveValue("18");
  // 2 × 75 000 = 150 000 HT, and 18 % of it: 27 000.
  expect(2 * 75_000 + (2 * 75_000 * 18) / 100).toBe(177_000);
  await expect(
    page.getByRole("region", { name: "Récapitulatif" }).getByTestId("total-ttc"),
  ).toHaveText(fcfa("177 000"));

  await page.getByLabel("Titre du projet").fill("Audit du site");
  await page.getByLabel("Durée estimée").fill("2 jours");
  await page.getByRole("button", { name: "Générer le Devis" }).click();
  await waitForPrint(page);
  const number = await page
    .getByRole("status")
    .filter({ hasText: "émis" })
    .locator("strong")
    .textContent();

  // The quote joined the client's page (same email).
  await gotoReady(page, `/clients?q=${encodeURIComponent(tag)}`);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("link", { name: `Devis ${number}` })).toBeVisible();
});

test("« Envoyer par WhatsApp » : depuis le devis, puis depuis la fiche client ; wa.me avec le lien, inscrit à l'historique", async ({
  page,
  context,
}) => {
  const tag = Date.now().toString(36);
  const email = `awa-${tag}@exemple.sn`;
  // WhatsApp's site is outside this machine: its page is answered here, its address kept.
  const chats: string[] = [];
  await context.route("https://wa.me/**", (route) => {
    chats.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" });
  });
  await login(page);
  const issued = await page.request.post("/documents/emettre", {
    headers: { origin: new URL(page.url()).origin },
    data: {
      kind: "quote",
      requestKey: `whatsapp-${tag}`,
      form: {
        ...quoteForm([{ designation: "Boutique en ligne", quantity: "1", unitPrice: "1 000 000" }]),
        clientName: `Awa Diop ${tag}`,
        clientEmail: email,
        clientPhone: "77 123 45 67",
        paymentTerms: "30",
        validityDays: "30",
      },
    },
  });
  const answer = (await issued.json()) as { ok: boolean; number: string };
  expect(answer, JSON.stringify(answer)).toMatchObject({ ok: true });
  const { number } = answer;

  await gotoReady(page, `/documents/${number}`);
  await expect(page.getByTestId("whatsapp-send")).toContainText("au +221 77 123 45 67");
  // A form with target="_blank" opens its tab without an opener: a page of the context.
  const chat = context.waitForEvent("page");
  await page.getByRole("button", { name: "Envoyer par WhatsApp" }).click();
  const tab = await chat;
  // Our own page first, which goes on to WhatsApp (a form may not land on another site).
  await tab.waitForURL(/^https:\/\/wa\.me\//);
  const opened = new URL(tab.url());
  expect(`${opened.origin}${opened.pathname}`).toBe("https://wa.me/221771234567");
  const text = opened.searchParams.get("text")!;
  // 1 000 000 HT + 18 % = 1 180 000 TTC.
  expect(text).toContain(`voici notre devis ${number}`);
  expect(text).toMatch(/1\u00a0180\u00a0000\u00a0FCFA TTC/);
  const link = /https?:\/\/\S+\/d\/[A-Za-z0-9_-]{20,}/.exec(text)?.[0];
  expect(link).toBeTruthy();
  await tab.close();
  // The private link in the message is the client's page of this quote.
  await page.goto(new URL(link!).pathname);
  await expect(page.getByText(number).first()).toBeVisible();
  await gotoReady(page, `/documents/${number}`);
  await expect(
    page.getByText(/Envoyé par WhatsApp le .* au \+221 77 123 45 67 par /),
  ).toBeVisible();

  // The client's page: a chat with its mobile, and the quote's own button.
  await gotoReady(page, `/clients?q=${encodeURIComponent(tag)}`);
  await page.getByRole("link", { name: `Awa Diop ${tag}` }).click();
  await expect(
    page.getByRole("link", { name: "Écrire sur WhatsApp au +221 77 123 45 67" }),
  ).toHaveAttribute("href", "https://wa.me/221771234567");
  const again = context.waitForEvent("page");
  await page.getByRole("button", { name: `Envoyer Devis ${number} par WhatsApp` }).click();
  const second = await again;
  await second.waitForURL(/^https:\/\/wa\.me\//);
  expect(second.url()).toContain("https://wa.me/221771234567?text=");
  await second.close();
  expect(chats).toHaveLength(2);
  await expectAccessible(page, "fiche client avec WhatsApp");
  await gotoReady(page, `/documents/${number}`);
  await expect(page.getByText(/Envoyé par WhatsApp le /)).toHaveCount(2);
});
