import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { totalLabel } from "./count.ts";
import { SearchQuerySchema, SEARCH_TOO_LONG, SEARCH_TOO_SHORT } from "./schemas.ts";
import {
  escapeLike,
  FOLDS,
  foldText,
  readAmount,
  readDocumentNumber,
  readPhone,
  readSearch,
} from "./query.ts";

describe("reading a search", () => {
  it("folds accents and case as the database's search_fold does", () => {
    expect(foldText("École MÉDINA Thiès Ça Œuvre")).toBe("ecole medina thies ca oeuvre");
    // An accent written as a combining mark is the same letter.
    expect(foldText("Me\u0301dina")).toBe("medina");
    const migration = readFileSync(
      path.resolve(import.meta.dirname, "../../../drizzle/0026_search-trigram.sql"),
      "utf8",
    );
    const fold = /FUNCTION search_fold[\s\S]*?\$\$([\s\S]*?)\$\$/.exec(migration)![1]!;
    const replaced = [...fold.matchAll(/, '(.+?)', '(.+?)'\)/g)].map((m) => [m[1], m[2]]);
    expect(replaced).toEqual(FOLDS);
  });

  it("reads an amount written every way staff write one, in whole francs", () => {
    expect(readAmount("150 000")).toBe(150_000);
    expect(readAmount("150\u00a0000")).toBe(150_000);
    expect(readAmount("150\u202f000 FCFA")).toBe(150_000);
    expect(readAmount("150000 F")).toBe(150_000);
    expect(readAmount("150000F")).toBe(150_000);
    expect(readAmount("150.000 FCFA")).toBe(150_000);
    expect(readAmount("1,500,000 francs")).toBe(1_500_000);
    expect(readAmount("2 360 000 CFA")).toBe(2_360_000);
    expect(readAmount("42")).toBe(42);
    // Not amounts: a decimal part, groups that are not of three, words, nothing, zero.
    expect(readAmount("150,50")).toBeNull();
    expect(readAmount("15 00")).toBeNull();
    expect(readAmount("Pharmacie")).toBeNull();
    expect(readAmount("F")).toBeNull();
    expect(readAmount("0")).toBeNull();
    expect(readAmount("9".repeat(16))).toBeNull();
  });

  it("reads a phone written locally or with the country code as the same digits", () => {
    expect(readPhone("77 123 45 67")).toBe("771234567");
    expect(readPhone("+221771234567")).toBe("771234567");
    expect(readPhone("+221 77 123 45 67")).toBe("771234567");
    expect(readPhone("00221 77-123-45-67")).toBe("771234567");
    expect(readPhone("33 820.11.22")).toBe("338201122");
    expect(readPhone("12345")).toBeNull();
    expect(readPhone("Awa 77 123")).toBeNull();
  });

  it("reads a document number or its start, typed with spaces or in lower case", () => {
    expect(readDocumentNumber("FACT-2026-11-29-1530")).toBe("fact-2026-11-29-1530");
    expect(readDocumentNumber("fact 2026 11")).toBe("fact-2026-11");
    // Continuous numbering (ADR 046) reads the same way.
    expect(readDocumentNumber("FACT-2026-0042")).toBe("fact-2026-0042");
    expect(readDocumentNumber("avoir 2026 s2 0001")).toBe("avoir-2026-s2-0001");
    expect(readDocumentNumber("DEVIS-")).toBe("devis-");
    expect(readDocumentNumber("prop tech 2026")).toBe("prop-tech-2026");
    expect(readDocumentNumber("Avoir")).toBe("avoir");
    expect(readDocumentNumber("Facture Médina")).toBeNull();
    expect(readDocumentNumber("Devise")).toBeNull();
  });

  it("gives every reading of a query at once", () => {
    expect(readSearch("  Boutique  Médina ")).toEqual({
      words: ["boutique", "medina"],
      amount: null,
      phone: null,
      compact: null,
    });
    expect(readSearch("150 000")).toEqual({
      words: ["150000"],
      amount: 150_000,
      phone: "150000",
      compact: "150000",
    });
    expect(readSearch("004 567 890 2G3")).toMatchObject({ compact: "0045678902g3" });
    expect(readSearch("77 123 45 67")).toMatchObject({ words: ["771234567"], amount: null });
    expect(readSearch("FACT 2026 11").words).toEqual(["fact-2026-11"]);
    expect(readSearch("a b c d e f g").words).toHaveLength(5);
  });

  it("reads control characters as spaces (PostgreSQL refuses a NUL in a text)", () => {
    expect(readSearch("ab\u0000\u0000cd\n").words).toEqual(["ab", "cd"]);
  });

  it("keeps LIKE's wildcards as plain characters", () => {
    expect(escapeLike("100%_\\")).toBe("100\\%\\_\\\\");
    expect(readSearch("50% off").words).toEqual(["50\\%", "off"]);
  });
});

describe("the query's schema", () => {
  const read = (q: unknown) => SearchQuerySchema.safeParse({ q });

  it("accepts a word of three characters at least, up to a hundred characters, trimmed", () => {
    expect(read("  abc ")).toMatchObject({ success: true, data: { q: "abc" } });
    expect(read("awa sy")).toMatchObject({ success: true, data: { q: "awa sy" } });
    expect(read("x".repeat(100)).success).toBe(true);
  });

  it("refuses too short, too long, or not a text, in French", () => {
    expect(read(" a ").error?.issues[0]?.message).toBe(SEARCH_TOO_SHORT);
    expect(read("ph").error?.issues[0]?.message).toBe(SEARCH_TOO_SHORT);
    expect(read("ab cd ef").error?.issues[0]?.message).toBe(SEARCH_TOO_SHORT);
    expect(read(undefined).error?.issues[0]?.message).toBe(SEARCH_TOO_SHORT);
    expect(read(["a", "b"]).error?.issues[0]?.message).toBe(SEARCH_TOO_SHORT);
    expect(read("x".repeat(101)).error?.issues[0]?.message).toBe(SEARCH_TOO_LONG);
    expect(SEARCH_TOO_SHORT).toBe(
      "Tapez un mot d'au moins 3\u00a0caractères pour lancer la recherche.",
    );
    expect(SEARCH_TOO_LONG).toBe(
      "Votre recherche est trop longue\u00a0: 100\u00a0caractères au plus.",
    );
  });

  it("never throws, whatever arrives", () => {
    const inputs = ["", "\u0000", "%", "'; drop table document; --", "é".repeat(500), 42, null, {}];
    for (let i = 0; i < 200; i++) {
      inputs.push(
        String.fromCharCode(
          ...Array.from({ length: i % 40 }, (_, k) => (i * 31 + k * 7919) % 0xffff),
        ),
      );
    }
    for (const q of inputs) {
      expect(() => read(q)).not.toThrow();
      if (typeof q === "string") expect(() => readSearch(q)).not.toThrow();
    }
  });
});

describe("a group's total", () => {
  it("is the figure up to the cap, « plus de 100 » past it", () => {
    expect(totalLabel(0)).toBe("0");
    expect(totalLabel(100)).toBe("100");
    expect(totalLabel(101)).toBe("plus de 100");
  });
});
