import { and, asc, eq, ne } from "drizzle-orm";
import type { db } from "#app/db/db.server.ts";
import { document } from "#app/db/schema.ts";
import type { QuoteInvoiceKind } from "./billing.ts";
import type { QuoteInvoiceSnapshot } from "./snapshot.ts";
import type { StoredStatus } from "./status.ts";

// A quote is invoiced once (ADR 021): by « Convertir en facture », or by deposit
// invoices and then one balance invoice. A cancelled invoice no longer counts.

export type { QuoteInvoiceKind };

export type QuoteInvoice = {
  id: string;
  number: string;
  billing: QuoteInvoiceKind;
  status: StoredStatus;
  issuedAt: Date;
  totalTtc: number;
  dueDate: string | null;
  paidTotal: number;
  creditedTotal: number;
  snapshot: QuoteInvoiceSnapshot;
};

type Reader = Pick<ReturnType<typeof db>, "select">;

/** The invoices made from a quote and not cancelled (or all of them), oldest first. */
export async function invoicesOfQuote(
  reader: Reader,
  quoteId: string,
  { withCancelled = false } = {},
): Promise<QuoteInvoice[]> {
  const rows = await reader
    .select({
      id: document.id,
      number: document.number,
      status: document.status,
      issuedAt: document.issuedAt,
      totalTtc: document.totalTtc,
      dueDate: document.dueDate,
      paidTotal: document.paidTotal,
      creditedTotal: document.creditedTotal,
      snapshot: document.snapshot,
    })
    .from(document)
    .where(
      and(
        eq(document.sourceId, quoteId),
        eq(document.kind, "invoice"),
        withCancelled ? undefined : ne(document.status, "cancelled"),
      ),
    )
    .orderBy(asc(document.issuedAt), asc(document.seq));
  return rows.map((r) => {
    const snapshot = r.snapshot as unknown as QuoteInvoiceSnapshot;
    return {
      ...r,
      totalTtc: r.totalTtc ?? 0,
      snapshot,
      billing: snapshot.billing?.kind ?? "full",
    };
  });
}

/** Why « Convertir en facture » is refused on this quote, in French, or null. */
export function conversionRefusal(quoteNumber: string, invoices: QuoteInvoice[]): string | null {
  const final = invoices.find((i) => i.billing !== "deposit");
  if (final) {
    return `Le devis ${quoteNumber} est déjà facturé (facture ${final.number})\u00a0: un devis ne se facture qu'une fois.`;
  }
  const deposits = invoices.map((i) => i.number);
  if (deposits.length > 0) {
    return `Le devis ${quoteNumber} a déjà ${deposits.length > 1 ? "des factures" : "une facture"} d'acompte (${deposits.join(", ")})\u00a0: émettez la facture de solde depuis la page du devis.`;
  }
  return null;
}
