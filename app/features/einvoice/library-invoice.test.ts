import { expect, test } from "vitest";
import { amount } from "./library-invoice.ts";

// ISO 4217's decimals (ADR 051, 055): XOF in whole francs, EUR and USD with their cents.
test("an amount is written with its currency's decimals", () => {
  expect(amount(118_000, "XOF")).toBe("118000");
  expect(amount(145_678, "EUR")).toBe("1456.78");
  expect(amount(86_420, "EUR")).toBe("864.20");
  expect(amount(5, "USD")).toBe("0.05");
  expect(amount(-37_036, "EUR")).toBe("-370.36");
  expect(amount(0, "USD")).toBe("0.00");
});
