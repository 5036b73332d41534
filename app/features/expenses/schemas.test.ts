import { describe, expect, it } from "vitest";
import { ExpenseSchema } from "./schemas.ts";

const base = {
  spentOn: "2026-11-05",
  supplier: "OVH",
  amountTtc: "11 800",
  vat: "1 800",
  category: "hebergement",
  method: "carte",
};

function issues(input: Record<string, string>) {
  const parsed = ExpenseSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("ExpenseSchema", () => {
  it("reads francs typed with spaces, an empty VAT as 0, unticked boxes as false", () => {
    const parsed = ExpenseSchema.parse({ ...base, vat: "" });
    expect(parsed).toMatchObject({ amountTtc: 11_800, vat: 0, billable: false, recurring: false });
    expect(
      ExpenseSchema.parse({
        ...base,
        billable: "on",
        projectId: "8e2f1f0a-4a39-4a5e-9a52-0a3c5b1d2e3f",
      }).billable,
    ).toBe(true);
  });

  it("says in French what is wrong", () => {
    expect(issues({ ...base, vat: "12 000" })).toEqual([
      "vat: La TVA ne peut pas dépasser le montant TTC",
    ]);
    expect(issues({ ...base, amountTtc: "12,5" })[0]).toMatch(/^amountTtc: Montant TTC invalide/);
    expect(issues({ ...base, amountTtc: "" })[0]).toBe("amountTtc: Montant TTC requis");
    expect(issues({ ...base, category: "casino" })[0]).toBe("category: Choisissez une catégorie");
    expect(issues({ ...base, method: "non_precise" })[0]).toBe(
      "method: Choisissez le moyen de paiement",
    );
    expect(issues({ ...base, spentOn: "2026-02-30" })[0]).toMatch(
      /^spentOn: Date\u00a0: choisissez un jour valide/,
    );
    expect(issues({ ...base, billable: "on" })[0]).toMatch(/^projectId: Refacturable/);
    expect(issues({ ...base, supplier: "  " })[0]).toBe("supplier: Fournisseur requis");
  });
});
