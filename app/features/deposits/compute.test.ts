import { describe, expect, it } from "vitest";
import {
  balanceSplit,
  depositAmountRefusal,
  depositSplit,
  depositTtc,
  type DepositRequest,
  type Split,
} from "./compute.ts";

// The figures are checked against arithmetic written here, on BigInt (exact
// rationals n / d), never against the app's money helpers.

/** round-half-up(n / d) for n, d ≥ 0. */
const roundHalfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

/** A seeded generator: the same thousands of quotes on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return { next, int };
}

type Quote = { ht: bigint; vat: bigint; ttc: bigint; rate: bigint | null };

/** A random quote computed independently: line = round(q × price), discount and VAT rounded half up. */
function randomQuote(r: ReturnType<typeof random>): Quote {
  const lines = r.int(1, 6);
  let gross = 0n;
  for (let i = 0; i < lines; i++) {
    const scale = r.int(0, 3);
    const units = BigInt(r.int(1, 5000 * 10 ** scale)); // quantity = units / 10^scale
    const price = BigInt(r.next() < 0.2 ? r.int(0, 99) : r.int(0, 5_000_000));
    gross += roundHalfUp(units * price, 10n ** BigInt(scale));
  }
  const discount = r.next() < 0.4 ? BigInt(r.int(1, 50)) : 0n;
  const net = gross - roundHalfUp(gross * discount, 100n);
  const rate = r.next() < 0.7 ? BigInt(r.next() < 0.7 ? 18 : r.int(1, 100)) : null;
  const vat = rate === null ? 0n : roundHalfUp(net * rate, 100n);
  return { ht: net, vat, ttc: net + vat, rate };
}

function randomRequest(r: ReturnType<typeof random>, remaining: bigint): DepositRequest {
  if (r.next() < 0.5) {
    const whole = r.int(1, 60);
    const decimals = r.int(0, 2);
    const frac = decimals ? `,${String(r.int(0, 10 ** decimals - 1)).padStart(decimals, "0")}` : "";
    return { mode: "percent", percent: `${whole}${frac}` };
  }
  const max = Number(remaining);
  return { mode: "amount", amount: max <= 1 ? 1 : r.int(1, Math.min(max, 2 ** 31)) };
}

/** The deposit's TTC, independently: the amount, or round(TTC × p / 100) on the exact decimal p. */
function expectedTtc(quoteTtc: bigint, request: DepositRequest): bigint {
  if (request.mode === "amount") return BigInt(request.amount);
  const [int, frac = ""] = request.percent.split(",");
  return roundHalfUp(quoteTtc * BigInt(int + frac), 100n * 10n ** BigInt(frac.length));
}

const big = (s: Split) => ({ ht: BigInt(s.ht), vat: BigInt(s.vat), ttc: BigInt(s.ttc) });

describe("deposits and balance add up to the quote (ADR 021)", () => {
  it("over 5 000 random quotes with 1 to 4 deposits: TTC, VAT and HT to the franc, every figure whole and ≥ 0", () => {
    const r = random(20261126);
    // Collected, then asserted once: thousands of expect() calls would only slow the run.
    const problems: string[] = [];
    const check = (ok: boolean, what: string, quote: Quote) => {
      if (!ok && problems.length < 10) {
        problems.push(
          `${what} — ${JSON.stringify(quote, (_, x) => (typeof x === "bigint" ? String(x) : x))}`,
        );
      }
    };
    let checkedDeposits = 0;
    for (let n = 0; n < 5000; n++) {
      const quote = randomQuote(r);
      if (quote.ttc === 0n) continue;
      const quoteFigures = { ht: Number(quote.ht), vat: Number(quote.vat), ttc: Number(quote.ttc) };
      const deposits: Split[] = [];
      let sumTtc = 0n;
      let sumVat = 0n;
      const wanted = r.int(1, 4);
      for (let k = 0; k < wanted; k++) {
        const request = randomRequest(r, quote.ttc - sumTtc);
        const ttc = depositTtc(quoteFigures.ttc, request);
        check(
          BigInt(ttc) === expectedTtc(quote.ttc, request),
          `TTC of ${JSON.stringify(request)}`,
          quote,
        );
        const refusal = depositAmountRefusal(ttc, quoteFigures.ttc, Number(sumTtc));
        // Refused exactly when nothing or more than what remains is asked.
        check(
          (refusal !== null) === (ttc <= 0 || BigInt(ttc) > quote.ttc - sumTtc),
          `refusal of ${ttc}`,
          quote,
        );
        if (refusal) continue;
        const split = depositSplit(
          ttc,
          { ttc: Number(sumTtc), vat: Number(sumVat) },
          quote.rate === null ? null : Number(quote.rate),
        );
        const s = big(split);
        // The rule: the deposits' VAT so far is round((Σ TTC) × rate / (100 + rate)).
        const cumulativeVat =
          quote.rate === null ? 0n : roundHalfUp((sumTtc + s.ttc) * quote.rate, 100n + quote.rate);
        check(s.vat === cumulativeVat - sumVat, `VAT of deposit ${k + 1}`, quote);
        check(s.ttc === BigInt(ttc) && s.ht + s.vat === s.ttc, `split of deposit ${k + 1}`, quote);
        deposits.push(split);
        sumTtc += s.ttc;
        sumVat += s.vat;
        checkedDeposits++;
      }
      const balance = big(balanceSplit(quoteFigures, deposits));
      const all = [...deposits.map(big), balance];
      const total = (k: "ht" | "vat" | "ttc") => all.reduce((a, s) => a + s[k], 0n);
      check(total("ttc") === quote.ttc, "Σ TTC", quote);
      check(total("vat") === quote.vat, "Σ VAT", quote);
      check(total("ht") === quote.ht, "Σ HT", quote);
      for (const s of all) {
        check(s.ht + s.vat === s.ttc, "HT + VAT = TTC", quote);
        for (const v of [s.ht, s.vat, s.ttc]) {
          check(v >= 0n && Number.isSafeInteger(Number(v)), `${v} whole and ≥ 0`, quote);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checkedDeposits).toBeGreaterThan(5000);
  });

  it("four small deposits: rounding each one alone would leave the balance a VAT of −1 FCFA; the rule does not", () => {
    // Quote: net HT 14, VAT 18 % = round(2.52) = 3, TTC 17. Deposits of 4 FCFA each:
    // alone, round(4 × 18 / 118) = 1 each, 4 in all, above the quote's 3.
    const quote = { ht: 14, vat: 3, ttc: 17 };
    const deposits: Split[] = [];
    for (let k = 0; k < 4; k++) {
      const before = deposits.reduce((a, d) => ({ ttc: a.ttc + d.ttc, vat: a.vat + d.vat }), {
        ttc: 0,
        vat: 0,
      });
      deposits.push(depositSplit(4, before, 18));
    }
    expect(deposits.map((d) => d.vat)).toEqual([1, 0, 1, 0]);
    expect(balanceSplit(quote, deposits)).toEqual({ ht: 0, vat: 1, ttc: 1 });
  });

  it("a deposit issued after a cancelled one never carries a negative VAT, nor more VAT than its TTC", () => {
    // 18 %: the share of VAT in a TTC is 18 / 118. Deposits of 2 FCFA: the first carries
    // round(2 × 18 / 118) = 0, the second round(4 × 18 / 118) − 0 = 1.
    const first = depositSplit(2, { ttc: 0, vat: 0 }, 18);
    const second = depositSplit(2, { ttc: 2, vat: 0 }, 18);
    expect([first.vat, second.vat]).toEqual([0, 1]);
    // The first is cancelled (by a credit note): only the second still counts. A deposit of
    // 1 FCFA: round(3 × 18 / 118) = 0, less the 1 the second carries, would be −1.
    expect(depositSplit(1, { ttc: second.ttc, vat: second.vat }, 18)).toEqual({
      ht: 1,
      vat: 0,
      ttc: 1,
    });
    // The other way: six deposits of 3 FCFA carry 0, 1, 0, 1, 0, 1; the three carrying 1 are
    // cancelled. A deposit of 1 FCFA: round(10 × 18 / 118) = 2, less 0, would be 2 > its TTC.
    const kept = { ttc: 9, vat: 0 };
    expect(depositSplit(1, kept, 18)).toEqual({ ht: 0, vat: 1, ttc: 1 });
  });

  it("without VAT a deposit is all HT", () => {
    expect(depositSplit(300_000, { ttc: 0, vat: 0 }, null)).toEqual({
      ht: 300_000,
      vat: 0,
      ttc: 300_000,
    });
  });

  it("30 % of 1 180 000 TTC at 18 %: 354 000 TTC, 54 000 VAT, 300 000 HT", () => {
    const ttc = depositTtc(1_180_000, { mode: "percent", percent: "30" });
    expect(ttc).toBe(354_000);
    expect(depositSplit(ttc, { ttc: 0, vat: 0 }, 18)).toEqual({ ht: 300_000, vat: 54_000, ttc });
  });

  it("refuses a deposit of 0 and one above what remains, in French", () => {
    expect(depositAmountRefusal(0, 1000, 0)).toMatch(
      /^Un acompte de 0\u00a0FCFA ne se facture pas/,
    );
    expect(depositAmountRefusal(701, 1000, 300)).toBe(
      "L'acompte dépasse ce qui reste à facturer sur le devis (700\u00a0FCFA).",
    );
    expect(depositAmountRefusal(1, 1000, 1000)).toMatch(/couvrent déjà tout le devis/);
    expect(depositAmountRefusal(700, 1000, 300)).toBeNull();
  });
});

describe("deposits of a quote with rates per line (ADR 050)", () => {
  // The quote: 18 % base 405 000 (VAT 72 900), exempt 135 000, débours 15 000: TTC 627 900.
  const quote = { vat: 72_900, ttc: 627_900 };

  it("a deposit carries the quote's share of VAT; deposits and balance add up", () => {
    // 30 %: 188 370 TTC; VAT round(188 370 × 72 900 / 627 900) = round(21 870) = 21 870.
    const first = depositSplit(188_370, { ttc: 0, vat: 0 }, 18, quote);
    expect(first).toEqual({ ht: 166_500, vat: 21_870, ttc: 188_370 });
    // A second of 100 001: cumulative round(288 371 × 72 900 / 627 900) = 33 480 (33 480,4…).
    const second = depositSplit(100_001, { ttc: 188_370, vat: 21_870 }, 18, quote);
    expect(second).toEqual({ ht: 88_391, vat: 11_610, ttc: 100_001 });
    const balance = balanceSplit({ ht: 555_000, vat: 72_900, ttc: 627_900 }, [first, second]);
    expect(balance).toEqual({ ht: 300_109, vat: 39_420, ttc: 339_529 });
  });

  it("a quote whose per-line VAT is nothing gives deposits without VAT", () => {
    expect(depositSplit(50_000, { ttc: 0, vat: 0 }, null, { vat: 0, ttc: 150_000 })).toEqual({
      ht: 50_000,
      vat: 0,
      ttc: 50_000,
    });
  });
});
