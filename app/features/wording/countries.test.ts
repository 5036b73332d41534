import { expect, test } from "vitest";
import { COUNTRY_NAMES_FR } from "#app/lib/countries.ts";
import { COUNTRY_CODES } from "#app/lib/country-codes.ts";
import { printedCountry } from "./countries.ts";

test("a client abroad prints its country in the document's language, Senegal never", () => {
  expect(printedCountry("FR", "fr")).toBe("France");
  expect(printedCountry("FR", "en")).toBe("France");
  expect(printedCountry("US", "fr")).toBe("États-Unis");
  expect(printedCountry("US", "en")).toBe("United States");
  expect(printedCountry("CI", "en")).toBe("Côte d’Ivoire");
  expect(printedCountry("DE", "en")).toBe("Germany");
  expect(printedCountry("HK", "fr")).toBe("Hong Kong");
  expect(printedCountry("SN", "fr")).toBeNull();
  expect(printedCountry(undefined, "en")).toBeNull();
});

test("in French, every country prints as the client form lists it", () => {
  const differ = Object.entries(COUNTRY_NAMES_FR)
    .filter(([code, name]) => code !== "SN" && printedCountry(code, "fr") !== name)
    .map(([code]) => code);
  expect(differ).toEqual([]);
});

test("the codes alone are the names' codes", () => {
  expect(COUNTRY_CODES).toEqual(Object.keys(COUNTRY_NAMES_FR).sort());
  expect(COUNTRY_CODES).toHaveLength(249);
  expect(COUNTRY_CODES.slice(0, 4)).toEqual(["AD", "AE", "AF", "AG"]);
  expect(Object.keys(COUNTRY_NAMES_FR)[0]).toBe("SN");
});
