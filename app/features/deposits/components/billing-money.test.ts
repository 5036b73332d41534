import { expect, test } from "vitest";
import { moneyIn } from "./billing-parts.tsx";

// The quote's billing card writes its amounts in the quote's currency, in French (ADR 055).
test("the billing card's amounts: francs, euros and dollars with their cents", () => {
  expect(moneyIn("XOF")(1_243_716)).toBe("1\u00a0243\u00a0716\u00a0FCFA");
  expect(moneyIn("EUR")(123_456)).toBe("1\u00a0234,56\u00a0€");
  expect(moneyIn("EUR")(5)).toBe("0,05\u00a0€");
  expect(moneyIn("USD")(118_001)).toBe("1\u00a0180,01\u00a0$\u00a0US");
});
