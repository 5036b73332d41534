import { describe, expect, it } from "vitest";
import { pricing } from "#content/pricing.ts";
import { itemsFromOffers, lineDesignation, priceOf, unitOf } from "./offers.ts";

describe("the catalogue from the site's offers", () => {
  it("reads a price in whole francs, and none for « Sur devis »", () => {
    expect(priceOf("À partir de 30\u00a0000\u00a0FCFA")).toBe(30_000);
    expect(priceOf("1 250 000 FCFA")).toBe(1_250_000);
    expect(priceOf("Sur devis")).toBeNull();
    expect(priceOf(undefined)).toBeNull();
  });

  it("reads the unit from « par mois », a flat fee otherwise", () => {
    expect(unitOf("par mois")).toBe("mois");
    expect(unitOf("Par Jour")).toBe("jour");
    expect(unitOf("selon vos besoins")).toBe("forfait");
  });

  it("gives the priced offers of content/pricing.ts, monthly, with 18 % VAT", () => {
    expect(
      itemsFromOffers(pricing).map((i) => [
        i.source,
        i.designation,
        i.unitPrice,
        i.unit,
        i.vatRate,
      ]),
    ).toEqual([
      ["offre:maintenance-web", "Maintenance Site Web", 30_000, "mois", 18],
      ["offre:community-management-starter", "Community Management Starter", 100_000, "mois", 18],
      ["offre:community-management-pro", "Community Management Pro", 200_000, "mois", 18],
      ["offre:community-management-premium", "Community Management Premium", 300_000, "mois", 18],
    ]);
  });

  it("writes a line's designation with its unit, once", () => {
    expect(lineDesignation({ designation: "Maintenance Site Web", unit: "mois" })).toBe(
      "Maintenance Site Web (par mois)",
    );
    expect(lineDesignation({ designation: "Logo", unit: "forfait" })).toBe("Logo (forfait)");
    expect(lineDesignation({ designation: "Forfait logo", unit: "forfait" })).toBe("Forfait logo");
  });
});
