import { describe, expect, test } from "vitest";
import { amountInWords } from "#app/lib/amount-in-words.ts";

describe("amountInWords (traditional French spelling)", () => {
  test.each([
    [0, "zéro franc CFA"],
    [1, "un franc CFA"],
    [2, "deux francs CFA"],
    [21, "vingt et un francs CFA"],
    [71, "soixante et onze francs CFA"],
    [80, "quatre-vingts francs CFA"],
    [81, "quatre-vingt-un francs CFA"],
    [91, "quatre-vingt-onze francs CFA"],
    [180, "cent quatre-vingts francs CFA"],
    [200, "deux cents francs CFA"],
    [201, "deux cent un francs CFA"],
    [1000, "mille francs CFA"],
    [1080, "mille quatre-vingts francs CFA"],
    [80000, "quatre-vingt mille francs CFA"],
    [200000, "deux cent mille francs CFA"],
    [541620, "cinq cent quarante et un mille six cent vingt francs CFA"],
    [1000000, "un million de francs CFA"],
    [1080000, "un million quatre-vingt mille francs CFA"],
    [200000000, "deux cents millions de francs CFA"],
    [
      999999999,
      "neuf cent quatre-vingt-dix-neuf millions neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf francs CFA",
    ],
    [1000000000, "un milliard de francs CFA"],
    [100000000000, "cent milliards de francs CFA"],
    [114460000000, "cent quatorze milliards quatre cent soixante millions de francs CFA"],
  ])("%d", (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  test("accepts BigInt", () => {
    expect(amountInWords(200n)).toBe("deux cents francs CFA");
  });
});
