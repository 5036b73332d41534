import { describe, expect, test } from "vitest";
import {
  addDays,
  dakarDay,
  documentDate,
  documentName,
  documentNumber,
  numberInSeries,
  printedDay,
} from "./numbering.ts";

describe("document numbers (docs/product.md §3) in Dakar time", () => {
  const at = new Date("2026-11-22T14:05:00Z");

  test.each([
    ["quote", "DEVIS-2026-11-22-1405"],
    ["invoice", "FACT-2026-11-22-1405"],
    ["proposal", "PROP-TECH-2026-11-22-1405"],
  ] as const)("%s → %s", (kind, number) => {
    expect(documentNumber(kind, at)).toBe(number);
  });

  test("zero-padded, 24-hour clock, Dakar's date even when the machine is elsewhere", () => {
    // 23:59 in Dakar (UTC+0) is already the next day in Paris and Tokyo
    expect(documentNumber("invoice", new Date("2026-01-03T23:59:00Z"))).toBe(
      "FACT-2026-01-03-2359",
    );
    expect(documentNumber("quote", new Date("2026-03-09T00:07:00Z"))).toBe("DEVIS-2026-03-09-0007");
  });

  test("the printed date is day/month/year", () => {
    expect(documentDate(new Date("2026-03-09T00:07:00Z"))).toBe("09/03/2026");
  });
});

describe("documentName", () => {
  test("client name with spaces turned into hyphens, then the number", () => {
    expect(documentName("Awa Diop", "FACT-2026-11-22-1405")).toBe("Awa-Diop-FACT-2026-11-22-1405");
  });

  test("runs of spaces become one hyphen; edges are trimmed", () => {
    expect(documentName("  Boutique   Keur  Yaay ", "DEVIS-2026-11-22-1405")).toBe(
      "Boutique-Keur-Yaay-DEVIS-2026-11-22-1405",
    );
  });

  test("characters file systems refuse are dropped", () => {
    expect(documentName('SARL A/B: "Test"?', "PROP-TECH-2026-11-22-1405")).toBe(
      "SARL-AB-Test-PROP-TECH-2026-11-22-1405",
    );
    expect(documentName("   ", "FACT-1")).toBe("FACT-1");
  });
});

describe("numbers within one minute", () => {
  test("the first keeps the series, later ones get -2, -3…", () => {
    expect(numberInSeries("FACT-2026-11-23-0112", 1)).toBe("FACT-2026-11-23-0112");
    expect(numberInSeries("FACT-2026-11-23-0112", 2)).toBe("FACT-2026-11-23-0112-2");
    expect(numberInSeries("FACT-2026-11-23-0112", 13)).toBe("FACT-2026-11-23-0112-13");
  });
});

describe("days", () => {
  test("Dakar's calendar day, days added across months and years, printed day/month/year", () => {
    expect(dakarDay(new Date("2026-12-31T23:59:00Z"))).toBe("2026-12-31");
    expect(addDays("2026-11-22", 30)).toBe("2026-12-22");
    expect(addDays("2026-12-20", 15)).toBe("2027-01-04");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(printedDay("2027-01-04")).toBe("04/01/2027");
  });
});
