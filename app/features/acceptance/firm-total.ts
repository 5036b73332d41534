import { formatFcfa } from "#app/lib/money.ts";
import { formatMoney } from "#app/lib/currency.ts";
import { moneyOf, type QuoteInvoiceSnapshot } from "#app/features/documents/snapshot.ts";

/**
 * A quote's TTC in the firm's own messages (its e-mail and notification of an answer
 * given online): francs, and an EUR or USD quote's own amount first, as the client
 * saw it (« 1 456,79 € (955 592 FCFA) »), in French whatever the quote's language.
 */
export function firmTotal(quote: { totalTtc: number; snapshot: QuoteInvoiceSnapshot }): string {
  const { currency } = moneyOf(quote.snapshot);
  if (currency === "XOF") return formatFcfa(quote.totalTtc);
  const own = formatMoney(quote.snapshot.totals.totalTTC, currency, "fr");
  return `${own} (${formatFcfa(quote.totalTtc)})`;
}
