import { describe, expect, test } from "vitest";
import { languageLoaded, languagePack, loadLanguage } from "./languages.ts";

// English is fetched on demand (ADR 055): the staff's pages whose documents are French
// never load it, and nothing prints English before it is there.
describe("the documents' languages as loaded", () => {
  test("French is there at once, English only once fetched", async () => {
    expect(languageLoaded("fr")).toBe(true);
    expect(languagePack("fr").day("2026-11-30")).toBe("30/11/2026");
    expect(languagePack("fr").words.totalHT).toBe("Total HT");
    expect(languageLoaded("en")).toBe(false);
    expect(() => languagePack("en")).toThrow(/non chargée/);
    await loadLanguage("en");
    expect(languageLoaded("en")).toBe(true);
    expect(languagePack("en").day("2026-11-30")).toBe("30 November 2026");
    expect(languagePack("en").words.totalHT).toBe("Total excl. VAT");
  });

  test("a document's status as its client page shows it, in its language", async () => {
    await loadLanguage("en");
    const fr = languagePack("fr").words.status;
    const en = languagePack("en").words.status;
    expect([fr("invoice", "partial"), fr("invoice", "overdue"), fr("quote", "accepted")]).toEqual([
      "Partiellement payée",
      "En retard",
      "Accepté",
    ]);
    expect(
      (["issued", "sent", "partial", "overdue", "paid", "cancelled"] as const).map((s) =>
        en("invoice", s),
      ),
    ).toEqual(["Issued", "Sent", "Partly paid", "Overdue", "Paid", "Cancelled"]);
    expect((["accepted", "refused", "expired"] as const).map((s) => en("quote", s))).toEqual([
      "Accepted",
      "Declined",
      "Expired",
    ]);
  });
});
