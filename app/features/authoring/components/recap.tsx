import { formatMoney, type Currency } from "#app/lib/currency.ts";
import { amountInWordsFr } from "#app/lib/amount-in-words.ts";
import type { Totals } from "#app/features/documents/totals.ts";

/** The Récapitulatif card: live totals, exactly as they will be printed. */
export function Recap({
  totals,
  applyDiscount,
  discountPercentage,
  applyVat,
  vatPercentage,
  rateWithDecimals = false,
  currency = "XOF",
}: {
  /** The document's currency (ADR 055): its amounts in it, in French (the staff's form). */
  currency?: Currency;
  /** Null while a figure is past its maximum, or a rate has decimals (`rateWithDecimals`). */
  totals: Totals | null;
  /** Why no total is shown: a rate typed with decimals (refused, never cut). */
  rateWithDecimals?: boolean;
  applyDiscount: boolean;
  discountPercentage: number;
  applyVat: boolean;
  vatPercentage: number;
}) {
  const money = (minor: number) => formatMoney(minor, currency, "fr");
  if (!totals) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="total-ttc">
        {rateWithDecimals
          ? "Un taux avec décimales ne se compte pas : corrigez le champ signalé pour voir les totaux."
          : "Un montant dépasse son maximum : corrigez le champ signalé pour voir les totaux."}
      </p>
    );
  }
  const rows: [label: string, value: string][] = [
    [totals.debours ? "Total HT hors débours" : "Total HT", money(totals.totalHT)],
  ];
  if (applyDiscount) {
    rows.push([`Remise (${discountPercentage}\u00a0%)`, `−\u00a0${money(totals.discountAmount)}`]);
    rows.push(["Total après remise", money(totals.totalAfterDiscount)]);
  }
  if (totals.vatBreakdown) {
    // Rates per line (issue 35 §2): the VAT of each rate on its base, the débours apart.
    for (const g of totals.vatBreakdown) {
      rows.push([
        g.category === "exempt"
          ? `Exonéré (base ${money(g.base)})`
          : `TVA ${g.rate}\u00a0% (base ${money(g.base)})`,
        money(g.vat),
      ]);
    }
    if (totals.debours) rows.push(["Débours (hors TVA)", money(totals.debours)]);
  } else if (applyVat) {
    rows.push([`TVA (${vatPercentage}\u00a0%)`, money(totals.vatAmount)]);
  }
  return (
    <div>
      <dl className="grid gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-4">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t pt-3 text-base">
          <dt className="font-semibold">Total TTC</dt>
          <dd className="text-lg font-bold tabular-nums text-primary" data-testid="total-ttc">
            {money(totals.totalTTC)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-muted-foreground" data-testid="total-words">
        Soit {amountInWordsFr(totals.totalTTC, currency)} TTC.
      </p>
    </div>
  );
}
