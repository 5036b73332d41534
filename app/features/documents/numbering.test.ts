import { describe, expect, test } from "vitest";
import {
  addDays,
  dakarDay,
  documentDate,
  documentName,
  continuousNumber,
  continuousSeries,
  documentNumber,
  isDocumentNumber,
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

describe("continuous numbering (ADR 046): per kind and Dakar year, gapless", () => {
  test.each([
    ["invoice", "FACT-2026-0001"],
    ["quote", "DEVIS-2026-0001"],
    ["credit_note", "AVOIR-2026-0001"],
    ["proposal", "PROP-TECH-2026-0001"],
  ] as const)("%s → %s", (kind, number) => {
    expect(continuousNumber(continuousSeries(kind, new Date("2026-03-09T10:00:00Z"), 1), 1)).toBe(
      number,
    );
  });

  test("four digits at least, more past 9999; the year is Dakar's", () => {
    const series = continuousSeries("invoice", new Date("2026-12-31T23:59:59Z"), 1);
    expect(series).toBe("FACT-2026");
    expect(continuousNumber(series, 40)).toBe("FACT-2026-0040");
    expect(continuousNumber(series, 12345)).toBe("FACT-2026-12345");
    expect(continuousSeries("invoice", new Date("2027-01-01T00:00:00Z"), 1)).toBe("FACT-2027");
  });

  test("a later series, after switching to continuous numbering again, says which it is", () => {
    const series = continuousSeries("quote", new Date("2026-05-01T08:00:00Z"), 2);
    expect(series).toBe("DEVIS-2026-S2");
    expect(continuousNumber(series, 7)).toBe("DEVIS-2026-S2-0007");
  });

  test("either format is a document number; a kind narrows it to its prefix", () => {
    for (const n of [
      "FACT-2026-11-22-1405",
      "FACT-2026-11-22-1405-12",
      "FACT-2026-0001",
      "AVOIR-2026-S3-0042",
      "PROP-TECH-2026-0001",
      "DEVIS-2026-10000",
    ]) {
      expect(isDocumentNumber(n), n).toBe(true);
    }
    for (const n of [
      "FACT-2026",
      "FACT-26-0001",
      "FACT-2026-001",
      "FOO-2026-0001",
      "FACT-2026-0001 ",
    ]) {
      expect(isDocumentNumber(n), n).toBe(false);
    }
    expect(isDocumentNumber("DEVIS-2026-0003", "quote")).toBe(true);
    expect(isDocumentNumber("FACT-2026-0003", "quote")).toBe(false);
  });
});
