import { company } from "#app/config/company-live.ts";
import type { SubscriptionLine } from "#app/db/schema.ts";
import type { CountryCode } from "#app/lib/country-codes.ts";
import {
  QuoteInvoiceSchema,
  defaultQuoteInvoice,
  type QuoteInvoiceForm,
} from "#app/features/documents/schemas.ts";
import { computeTotals, priceLine } from "#app/features/documents/totals.ts";
import { PERIOD_LABELS, periodLabel, type Period } from "./periods.ts";

// A period's invoice is the documents feature's own invoice form, filled from the
// subscription and the client as they are that day (ADR 032): the invoice is then
// issued, numbered and frozen by documents' issueDocument like any other.

/** The client as the book holds it. */
export type ClientCard = {
  name: string;
  email: string | null;
  phone: string;
  address: string;
  ninea: string | null;
  /** ISO 3166-1 alpha-2 (ADR 064). */
  country: CountryCode;
};

export type SubscriptionTerms = {
  title: string;
  lines: SubscriptionLine[];
  vatRate: number;
  period: Period;
};

/** The form of the invoice for one period (from `start` to `end`, ISO days). */
export function periodInvoiceForm(
  sub: SubscriptionTerms,
  client: ClientCard,
  start: string,
  end: string,
): QuoteInvoiceForm {
  const label = periodLabel(start, end);
  return {
    ...defaultQuoteInvoice(),
    clientName: client.name,
    clientEmail: client.email ?? "",
    clientPhone: client.phone,
    clientAddress: client.address,
    clientNinea: client.ninea ?? "",
    clientCountry: client.country,
    projectTitle: `${sub.title} — ${label}`,
    projectDuration: `${PERIOD_LABELS[sub.period]} (${label})`,
    prestations: sub.lines.map((l) => ({
      designation: `${l.designation} — ${label}`,
      quantity: String(l.quantity),
      unitPrice: String(l.unitPrice),
    })),
    applyDiscount: false,
    discountPercentage: "0",
    applyVat: sub.vatRate > 0,
    vatPercentage: String(sub.vatRate),
    showPaidStamp: false,
    // Payment terms as usual: the firm's default.
    paymentTerms: String(company.documents.paymentTermsDays),
  };
}

/**
 * Why this invoice cannot be issued (the client's card lacks what every invoice
 * prints), in French, or null when it can.
 */
export function invoiceProblem(form: QuoteInvoiceForm): string | null {
  const parsed = QuoteInvoiceSchema.safeParse(form);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? "");
  if (field.startsWith("client")) {
    // Every invoice of the studio carries the client's email (docs/product.md §5).
    const what =
      field === "clientEmail"
        ? "adresse e-mail manquante ou invalide"
        : issue.message.toLowerCase();
    return `Fiche client incomplète (${what})\u00a0: complétez-la dans le carnet de clients.`;
  }
  return `Facture impossible à émettre\u00a0: ${issue.message.toLowerCase()}.`;
}

/** What one period costs: HT, VAT and TTC, computed as the invoice will compute them. */
export function periodTotals(sub: Pick<SubscriptionTerms, "lines" | "vatRate">) {
  return computeTotals(
    sub.lines.map((l) =>
      priceLine({
        designation: l.designation,
        quantity: String(l.quantity),
        unitPrice: String(l.unitPrice),
      }),
    ),
    {
      applyDiscount: false,
      discountPercentage: 0,
      applyVat: sub.vatRate > 0,
      vatPercentage: sub.vatRate,
    },
  );
}
