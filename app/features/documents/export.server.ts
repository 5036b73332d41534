import { and, asc, gte, lt } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { document } from "#app/db/schema.ts";
import { toCsv } from "#app/lib/csv.ts";
import { addDays, dakarDay, printedDay } from "./numbering.ts";
import type { DocumentSnapshot } from "./snapshot.ts";
import { displayStatus, KIND_LABELS, statusLabel } from "./status.ts";

/**
 * The accountant's export of a period (issue dates, both days included): one
 * row per document, amounts as whole francs, French Excel's CSV (BOM, « ; »).
 */
export async function documentsCsv(
  period: { from: string; to: string },
  now: Date = new Date(),
): Promise<string> {
  const rows = await db()
    .select()
    .from(document)
    .where(
      and(
        gte(document.issuedAt, new Date(`${period.from}T00:00:00Z`)),
        lt(document.issuedAt, new Date(`${addDays(period.to, 1)}T00:00:00Z`)),
      ),
    )
    .orderBy(asc(document.issuedAt), asc(document.seq));
  const today = dakarDay(now);
  return toCsv(
    [
      "Type",
      "Numéro",
      "Date d'émission",
      "Client ou projet",
      "Email du client",
      "NINEA du client",
      "Projet",
      "Total HT",
      "Remise",
      "Total net HT",
      "TVA",
      "Total TTC",
      "Statut",
      "Échéance ou validité",
      "Date de paiement",
      "Réf. devis",
      "Motif d'annulation",
    ],
    rows.map((r) => {
      const snap = r.snapshot as unknown as DocumentSnapshot;
      const t = snap.kind === "proposal" ? null : snap.totals;
      return [
        KIND_LABELS[r.kind],
        r.number,
        printedDay(snap.issuedOn),
        r.party,
        r.clientEmail,
        snap.kind === "proposal" ? "" : snap.client.ninea,
        r.project,
        t?.totalHT,
        t?.discountAmount,
        t?.totalAfterDiscount,
        t?.vatAmount,
        t?.totalTTC,
        statusLabel(r.kind, displayStatus(r, today)),
        r.dueDate ? printedDay(r.dueDate) : r.validUntil ? printedDay(r.validUntil) : "",
        r.paidOn ? printedDay(r.paidOn) : "",
        snap.kind === "invoice" ? snap.sourceQuote : "",
        r.cancelReason,
      ];
    }),
  );
}
