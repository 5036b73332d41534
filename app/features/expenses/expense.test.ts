import { describe, expect, it } from "vitest";
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_NAMES, isExpenseCategory } from "./categories.ts";
import {
  expenseCsvRow,
  EXPENSE_CSV_HEADERS,
  isMonth,
  monthBounds,
  monthLabel,
  nextMonthly,
  totalsOf,
  vatProblem,
} from "./expense.ts";

describe("categories", () => {
  it("holds the issue's categories, each labelled in French", () => {
    for (const name of [
      "hebergement",
      "licences",
      "sous_traitance",
      "materiel",
      "transport",
      "publicite",
    ]) {
      expect(isExpenseCategory(name)).toBe(true);
    }
    expect(isExpenseCategory("toString")).toBe(false);
    expect(EXPENSE_CATEGORIES.hebergement.label).toBe("Hébergement");
    expect(EXPENSE_CATEGORY_NAMES.at(-1)).toBe("autre");
  });
});

describe("vatProblem", () => {
  it("accepts a VAT up to the amount TTC, refuses more, negative or no amount", () => {
    expect(vatProblem(11_800, 1_800)).toBeNull();
    expect(vatProblem(5_000, 0)).toBeNull();
    expect(vatProblem(5_000, 5_000)).toBeNull();
    expect(vatProblem(5_000, 5_001)).toBe("La TVA ne peut pas dépasser le montant TTC");
    expect(vatProblem(0, 0)).toMatch(/dépasser 0/);
    expect(vatProblem(5_000, -1)).toMatch(/négative/);
  });
});

describe("nextMonthly", () => {
  it("keeps the anchor's day, the month's last when shorter", () => {
    expect(nextMonthly("2026-11-15", "2026-11-15")).toBe("2026-12-15");
    expect(nextMonthly("2026-12-15", "2026-12-15")).toBe("2027-01-15");
    expect(nextMonthly("2027-01-31", "2027-01-31")).toBe("2027-02-28");
    expect(nextMonthly("2027-01-31", "2027-02-28")).toBe("2027-03-31");
    expect(nextMonthly("2028-01-30", "2028-01-30")).toBe("2028-02-29");
  });
});

describe("months", () => {
  it("reads a month, its bounds and its French name", () => {
    expect(isMonth("2026-11")).toBe(true);
    expect(isMonth("2026-13")).toBe(false);
    expect(isMonth("2026-1")).toBe(false);
    expect(monthBounds("2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(monthBounds("2026-12")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(monthLabel("2026-08")).toBe("août 2026");
  });
});

describe("totals and the CSV row", () => {
  it("adds TTC, VAT, HT and the billable part in whole francs", () => {
    const rows = [
      { amountTtc: 11_800, vat: 1_800, billable: true },
      { amountTtc: 25_000, vat: 0, billable: false },
      { amountTtc: 59_000, vat: 9_000, billable: true },
    ];
    expect(totalsOf(rows)).toEqual({
      ttc: 11_800 + 25_000 + 59_000,
      vat: 1_800 + 9_000,
      ht: 10_000 + 25_000 + 50_000,
      billable: 11_800 + 59_000,
    });
  });

  it("prints a row under the headers, the day as the register prints it", () => {
    const row = expenseCsvRow({
      spentOn: "2026-11-05",
      supplier: "OVH",
      category: "hebergement",
      amountTtc: 11_800,
      vat: 1_800,
      methodLabel: "Carte",
      projectName: "Boutique",
      clientName: "Keur Wax",
      billable: true,
      invoiceNumber: null,
      hasReceipt: true,
      recurring: true,
      note: "",
      createdByName: "Awa Ndiaye",
    });
    expect(row).toHaveLength(EXPENSE_CSV_HEADERS.length);
    expect(row.slice(0, 7)).toEqual([
      "05/11/2026",
      "OVH",
      "Hébergement",
      10_000,
      1_800,
      11_800,
      "Carte",
    ]);
    expect(row.slice(9, 13)).toEqual(["oui", "", "oui", "oui"]);
  });
});
