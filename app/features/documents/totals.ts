import { MAX_TOTAL, quantityWithin, rateWhole, rateWithin, unitPriceWithin } from "./limits.ts";
import { lineAmount, parseDecimal, parseWhole, percentOf, type Decimal } from "#app/lib/money.ts";
import { lineVatOf, type LineVat, type VatGroup } from "./vat.ts";

/**
 * A line as the form holds it: what the person typed. `vat`: its own rate (vat.ts
 * LINE_VAT_CHOICES), "" or absent for the document's; `exemptionReason` for an exempt line.
 */
export type LineInput = {
  designation: string;
  quantity: string;
  unitPrice: string;
  vat?: string;
  exemptionReason?: string;
};

export type RatesInput = {
  applyDiscount: boolean;
  discountPercentage: number;
  applyVat: boolean;
  vatPercentage: number;
};

export type PricedLine = {
  designation: string;
  quantity: Decimal;
  unitPrice: number;
  total: number;
} & Partial<LineVat>;

export type Totals = {
  /** HT of the lines outside the débours. */
  totalHT: number;
  discountAmount: number;
  totalAfterDiscount: number;
  vatAmount: number;
  /** After-discount + VAT + débours. */
  totalTTC: number;
  /**
   * Only when some line has its own rate (vat.ts; absent on every older document):
   * the VAT summary by rate, and the débours, neither discounted nor taxed.
   */
  vatBreakdown?: VatGroup[];
  debours?: number;
};

/** A line as the totals read it: its amount, and its own VAT if it has one. */
type Counted = { total: number | bigint } & Partial<LineVat>;

/**
 * docs/product.md §9: line = round(qty × price); lines grouped by VAT rate (a line
 * without its own rate takes the document's); per rate, HT = Σ lines, discount =
 * round(HT × %), VAT = round((HT − discount) × rate), once per rate; débours apart,
 * neither discounted nor taxed; TTC = Σ after-discount + Σ VAT + débours. With one
 * rate this is the rule documents always had.
 */
export function computeTotals(lines: Counted[], rates: RatesInput): Totals {
  const groups = new Map<string, { category: string; rate: number; ht: bigint }>();
  let debours = 0n;
  for (const line of lines) {
    if (line.vatCategory === "debours") {
      debours += BigInt(line.total);
      continue;
    }
    const [category, rate] = line.vatCategory
      ? [line.vatCategory, line.vatCategory === "exempt" ? 0 : (line.vatRate ?? 0)]
      : rates.applyVat
        ? ["standard", rates.vatPercentage]
        : ["none", 0];
    const key = `${category}:${rate}`;
    const group = groups.get(key) ?? { category, rate, ht: 0n };
    group.ht += BigInt(line.total);
    groups.set(key, group);
  }
  let ht = 0n;
  let discount = 0n;
  let vat = 0n;
  const breakdown: VatGroup[] = [];
  for (const g of groups.values()) {
    const d = rates.applyDiscount ? percentOf(g.ht, rates.discountPercentage) : 0n;
    const v = g.category === "standard" ? percentOf(g.ht - d, g.rate) : 0n;
    ht += g.ht;
    discount += d;
    vat += v;
    if (g.category !== "none") {
      breakdown.push({
        category: g.category as VatGroup["category"],
        rate: g.rate,
        ht: Number(g.ht),
        discount: Number(d),
        base: Number(g.ht - d),
        vat: Number(v),
      });
    }
  }
  const afterDiscount = ht - discount;
  const totals: Totals = {
    totalHT: Number(ht),
    discountAmount: Number(discount),
    totalAfterDiscount: Number(afterDiscount),
    vatAmount: Number(vat),
    totalTTC: Number(afterDiscount + vat + debours),
  };
  if (!lines.some((l) => l.vatCategory)) return totals;
  // The summary: standard rates from the highest, then the exempt line.
  breakdown.sort((a, b) =>
    a.category === b.category ? b.rate - a.rate : a.category < b.category ? 1 : -1,
  );
  return { ...totals, vatBreakdown: breakdown, debours: Number(debours) };
}

export function priceLine(line: LineInput): PricedLine {
  const quantity = parseDecimal(line.quantity);
  const unitPrice = parseWhole(line.unitPrice);
  const vat = lineVatOf(line.vat, line.exemptionReason);
  return {
    designation: line.designation.trim(),
    quantity,
    unitPrice,
    total: Number(lineAmount(quantity, unitPrice)),
    ...vat,
  };
}

/** Amounts that can be billed: quantity above 0 and a price not below 0. */
export function hasBillableAmounts(line: PricedLine): boolean {
  return line.quantity.units > 0n && line.unitPrice >= 0;
}

/** docs/product.md §5 "At generation": blank designation, quantity ≤ 0 or negative price are dropped. */
export function isBillable(line: PricedLine): boolean {
  return line.designation !== "" && hasBillableAmounts(line);
}

/** The lines that go on the printed document. */
export function billableLines(lines: LineInput[]): PricedLine[] {
  return lines.map(priceLine).filter(isBillable);
}

/**
 * The line as priceLine reads it, or null when its quantity or price is past
 * its maximum or its amount past MAX_TOTAL (limits.ts): then no figure of it
 * is shown or counted, and no number meets a BigInt conversion it cannot take.
 */
export function priceLineWithin(line: LineInput): PricedLine | null {
  if (!quantityWithin(line.quantity) || !unitPriceWithin(line.unitPrice)) return null;
  const priced = priceLine(line);
  return Math.abs(priced.total) > MAX_TOTAL ? null : priced;
}

/** The form's rates as typed (strings) and whether they apply. */
export type TypedRates = {
  applyDiscount: boolean;
  discountPercentage: string;
  applyVat: boolean;
  vatPercentage: string;
};

/**
 * The live totals of the form (lines with billable amounts), or null while a
 * figure is past its maximum or a rate has decimals: the field says so, the
 * recap shows no total.
 */
export function totalsWithin(lines: LineInput[], rates: TypedRates): Totals | null {
  const priced = lines.map(priceLineWithin);
  if (priced.some((line) => line === null)) return null;
  // A rate past its maximum, or with decimals (refused): no figure counted on it.
  for (const [applied, rate] of [
    [rates.applyDiscount, rates.discountPercentage],
    [rates.applyVat, rates.vatPercentage],
  ] as const) {
    if (applied && !(rateWithin(rate) && rateWhole(rate))) return null;
  }
  const totals = computeTotals((priced as PricedLine[]).filter(hasBillableAmounts), {
    applyDiscount: rates.applyDiscount,
    discountPercentage: parseWhole(rates.discountPercentage),
    applyVat: rates.applyVat,
    vatPercentage: parseWhole(rates.vatPercentage),
  });
  return Math.abs(totals.totalHT) > MAX_TOTAL || Math.abs(totals.totalTTC) > MAX_TOTAL
    ? null
    : totals;
}
