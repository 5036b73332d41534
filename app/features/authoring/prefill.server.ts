import { eq } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { contactMessage, document } from "#app/db/schema.ts";
import { serviceLabel } from "#app/features/contact/services.ts";
import { z } from "#app/lib/zod.ts";
import { duplicateOf, invoiceFromQuote, proposalCopy, quoteFromLead } from "./prefill.ts";
import {
  conversionRefusal,
  invoicesOfQuote,
} from "#app/features/documents/quote-invoices.server.ts";
import { getSnapshot } from "#app/features/documents/register.server.ts";
import type { ProposalForm, QuoteInvoiceForm } from "#app/features/documents/schemas.ts";
import type { Prefill } from "./use-document-form.ts";

type Found<F> = { prefill: Prefill<F> } | { error: string } | null;

const missing = (what: string) => ({
  error: `${what} introuvable\u00a0: le formulaire n'a pas été prérempli.`,
});

/** ?dupliquer=N (same kind), ?devis=N (an invoice from a quote), ?demande=id (a quote from a lead). */
export async function quoteInvoicePrefill(
  kind: "quote" | "invoice",
  url: URL,
): Promise<Found<QuoteInvoiceForm>> {
  const copy = url.searchParams.get("dupliquer");
  if (copy) {
    const snap = await getSnapshot(copy);
    if (!snap || snap.kind !== kind) return missing(`Le document ${copy}`);
    return { prefill: duplicateOf(snap) };
  }
  const quote = url.searchParams.get("devis");
  if (quote && kind === "invoice") {
    const snap = await getSnapshot(quote);
    if (!snap || snap.kind !== "quote") return missing(`Le devis ${quote}`);
    // Already invoiced (ADR 021): said before anything is typed.
    const [row] = await db()
      .select({ id: document.id })
      .from(document)
      .where(eq(document.number, quote));
    const invoiced = row && conversionRefusal(quote, await invoicesOfQuote(db(), row.id));
    if (invoiced) return { error: invoiced };
    return { prefill: invoiceFromQuote(snap) };
  }
  const lead = url.searchParams.get("demande");
  if (lead && kind === "quote") {
    const id = z.uuid().safeParse(lead);
    const [row] = id.success
      ? await db().select().from(contactMessage).where(eq(contactMessage.id, id.data))
      : [];
    if (!row) return missing("La demande");
    return {
      prefill: quoteFromLead({
        name: row.name,
        email: row.email,
        message: row.message,
        reference: row.projectReference,
        service: serviceLabel(row.subject),
        createdAt: row.createdAt,
      }),
    };
  }
  return null;
}

export async function proposalPrefill(url: URL): Promise<Found<ProposalForm>> {
  const copy = url.searchParams.get("dupliquer");
  if (!copy) return null;
  const snap = await getSnapshot(copy);
  if (!snap || snap.kind !== "proposal") return missing(`Le document ${copy}`);
  return { prefill: proposalCopy(snap) };
}
