import { describe, expect, it } from "vitest";
import { invoiceProblem, periodInvoiceForm, periodTotals } from "./invoice.ts";

const SUB = {
  title: "Maintenance",
  period: "monthly" as const,
  vatRate: 18,
  lines: [
    {
      catalogueItemId: null,
      designation: "Maintenance site web",
      unit: "mois",
      quantity: 2,
      unitPrice: 30_000,
    },
  ],
};
const CLIENT = {
  name: "Boulangerie Ndiaye",
  email: "compta@boulangerie-ndiaye.sn",
  phone: "+221 77 000 00 00",
  address: "Rue 10, Dakar",
  ninea: null,
  country: "SN" as const,
};

describe("a period's invoice", () => {
  it("names the period in the project and on each line, VAT and terms as usual", () => {
    const form = periodInvoiceForm(SUB, CLIENT, "2026-12-01", "2026-12-31");
    expect(form.projectTitle).toBe("Maintenance — décembre 2026");
    expect(form.prestations).toEqual([
      { designation: "Maintenance site web — décembre 2026", quantity: "2", unitPrice: "30000" },
    ]);
    expect([form.applyVat, form.vatPercentage, form.paymentTerms]).toEqual([true, "18", "30"]);
    expect(invoiceProblem(form)).toBe(null);
  });

  it("costs what the invoice will: 2 × 30 000 F + 18 %", () => {
    expect(periodTotals(SUB).totalTTC).toBe(60_000 + 10_800);
    expect(periodTotals({ ...SUB, vatRate: 0 })).toMatchObject({ vatAmount: 0, totalTTC: 60_000 });
  });

  it("a client card without a phone: a French reason, no invoice", () => {
    const form = periodInvoiceForm(SUB, { ...CLIENT, phone: "" }, "2026-12-01", "2026-12-31");
    expect(invoiceProblem(form)).toBe(
      "Fiche client incomplète (téléphone du client requis)\u00a0: complétez-la dans le carnet de clients.",
    );
  });
});
