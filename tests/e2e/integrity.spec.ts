import type { Page } from "@playwright/test";
import { expect, gotoReady, login, test } from "./fixtures.ts";
import { generatePrinted, instrumentPrinting, openDraft, quoteForm } from "./documents.ts";
import { axeViolations, WCAG_AA } from "./axe.ts";

// The register page says whether the register's hash chain is intact (ADR 023), and an
// invoice issued from the studio is one more entry verified.

const INTACT = /^Registre intègre\u00a0: (\d[\d\u202f\u00a0]*)\u00a0écritures? vérifiées?$/;

async function verifiedCount(page: Page): Promise<number> {
  const line = page.getByTestId("register-integrity");
  await expect(line).toContainText("Registre intègre");
  const text = (await line.locator("span").first().innerText()).trim();
  const match = INTACT.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1]!.replace(/\D/g, ""));
}

test("le registre se dit intègre, et une facture émise y ajoute une écriture vérifiée", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await instrumentPrinting(page);
  await login(page);
  await gotoReady(page, "/documents");
  const before = await verifiedCount(page);
  await expect(page.getByTestId("register-integrity")).toContainText(/empreinte [0-9a-f]{12}…/);

  const draft = quoteForm([
    { designation: "Audit de sécurité", quantity: "1", unitPrice: "150000" },
  ]);
  await openDraft(page, "invoice", draft);
  await generatePrinted(page);

  await gotoReady(page, "/documents");
  // Other tests issue documents on the same server meanwhile: at least this one more.
  expect(await verifiedCount(page)).toBeGreaterThanOrEqual(before + 1);
  await expect(page.getByRole("alert")).toHaveCount(0);
  // The line reads well (contrast, names) in light and dark.
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate(
      (dark) => document.documentElement.classList.toggle("dark", dark),
      scheme === "dark",
    );
    const violations = await axeViolations(page, {
      tags: WCAG_AA,
      include: '[data-testid="register-integrity"]',
    });
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }
});
