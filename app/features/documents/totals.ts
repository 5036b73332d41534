import { MAX_TOTAL, quantityWithin, rateWhole, rateWithin, unitPriceWithin } from "./limits.ts";
import { lineAmount, parseDecimal, parseWhole, percentOf, type Decimal } from "./money.ts";

/** A line as the form holds it: what the person typed. */
export type LineInput = { designation: string; quantity: string; unitPrice: string };

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
};

export type Totals = {
  totalHT: number;
  discountAmount: number;
  totalAfterDiscount: number;
  vatAmount: number;
  totalTTC: number;
};

/**
 * docs/product.md §9: line = round(qty × price); HT = Σ lines; discount =
 * round(HT × %); VAT = round(after-discount × %), once; TTC = after-discount + VAT.
 */
export function computeTotals(lines: { total: number | bigint }[], rates: RatesInput): Totals {
  const ht = lines.reduce((sum, line) => sum + BigInt(line.total), 0n);
  const discount = rates.applyDiscount ? percentOf(ht, rates.discountPercentage) : 0n;
  const afterDiscount = ht - discount;
  const vat = rates.applyVat ? percentOf(afterDiscount, rates.vatPercentage) : 0n;
  return {
    totalHT: Number(ht),
    discountAmount: Number(discount),
    totalAfterDiscount: Number(afterDiscount),
    vatAmount: Number(vat),
    totalTTC: Number(afterDiscount + vat),
  };
}

export function priceLine(line: LineInput): PricedLine {
  const quantity = parseDecimal(line.quantity);
  const unitPrice = parseWhole(line.unitPrice);
  return {
    designation: line.designation.trim(),
    quantity,
    unitPrice,
    total: Number(lineAmount(quantity, unitPrice)),
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
