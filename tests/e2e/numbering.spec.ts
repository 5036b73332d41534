import { expect, expectAccessible, gotoReady, login, test } from "./fixtures.ts";

// The numbering page (ADR 046) in the browser: reached from the settings, the switch
// refused until confirmed, then made, said, and listed in the history. The lane's
// server is shared with other files: it is left numbering by date, as it was.

const PAGE = "/parametres-entreprise/numerotation";

// Sign-in, two switches and axe four times: 20–45 s at a load of 12 on 2 cores.
test.describe.configure({ timeout: 120_000 });

test("« Numérotation des documents »: confirmed, switched to continuous and back, each switch in the history", async ({
  page,
}) => {
  await login(page);
  const history = page.getByRole("region", { name: "Historique de la numérotation" });
  try {
    await gotoReady(page, "/parametres-entreprise");
    await page.getByRole("link", { name: "Numérotation des documents" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole("heading", { name: "En place\u00a0: par date" })).toBeVisible();
    await expectAccessible(page, "numérotation");

    // Not confirmed: refused in French, nothing changed.
    await page.getByRole("button", { name: "Changer la numérotation" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Cochez la confirmation\u00a0: le changement vaut pour tous les prochains documents.",
    );
    await expect(page.getByRole("heading", { name: "En place\u00a0: par date" })).toBeVisible();
    await expectAccessible(page, "numérotation, refus");

    const confirm = page.getByLabel(/Je confirme/);
    await confirm.check();
    await page.getByRole("button", { name: "Changer la numérotation" }).click();
    await expect(page.getByRole("status").filter({ hasText: "en place" })).toHaveText(
      /^Numérotation continue en place\u00a0: la prochaine facture portera le numéro FACT-\d{4}-(S\d+-)?0001\.$/,
    );
    await expect(
      page.getByRole("heading", { name: "En place\u00a0: numérotation continue" }),
    ).toBeVisible();
    // The box is not left ticked for a second change.
    await expect(confirm).not.toBeChecked();
    await expect(history.getByRole("listitem").first()).toContainText(
      "De la numérotation par date à la numérotation continue (série\u00a0",
    );

    await confirm.check();
    await page.getByRole("button", { name: "Changer la numérotation" }).click();
    await expect(page.getByRole("status").filter({ hasText: "en place" })).toContainText(
      "Numérotation par date en place\u00a0: les prochaines factures sont numérotées comme FACT-",
    );
    await expect(history.getByRole("listitem").first()).toContainText(
      "De la numérotation continue à la numérotation par date.",
    );
    // Switched on again, continuous numbering would start a new series.
    await expect(page.getByText(/elle reprend dans une nouvelle série \(S\d+\)/)).toBeVisible();
  } finally {
    // Whatever failed above, the lane's server numbers by date again for the other files.
    await page.request.post(PAGE, { form: { mode: "date", confirm: "on" } });
  }
});
