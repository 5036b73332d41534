import type { DocumentAnnex } from "./annex.ts";
import { z } from "#app/lib/zod.ts";
import type { BilledEntries } from "./billed-entries.ts";
import { isDocumentNumber } from "./numbering.ts";
import { ProposalSchema, QuoteInvoiceSchema } from "./schemas.ts";
import type { DocumentSnapshot } from "./snapshot.ts";

// What the studio sends to the server: checked there with the forms' own
// schemas and messages, whatever the browser did.

const requestKey = z.string().min(8).max(100);

export const IssueRequestSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("quote"),
    requestKey,
    form: QuoteInvoiceSchema,
    /** The contact request it was prepared from (« Préparer un devis »): its opportunity follows. */
    lead: z.uuid("Demande invalide").optional(),
  }),
  z.object({
    kind: z.literal("invoice"),
    requestKey,
    form: QuoteInvoiceSchema,
    sourceQuote: z
      .string()
      .refine((n) => isDocumentNumber(n, "quote"), "Référence de devis invalide")
      .max(40)
      .optional(),
  }),
  z.object({ kind: z.literal("proposal"), requestKey, form: ProposalSchema }),
]);
/**
 * What « Générer » sends; an invoice from « Facturer » adds the entries it bills, read by the
 * server on its own (billed-entries.ts: kept out of the pages that load these schemas).
 */
export type IssueRequest = z.infer<typeof IssueRequestSchema> & { billing?: BilledEntries };

/** What « Générer » answers. */
export type IssueResponse =
  | {
      ok: true;
      number: string;
      name: string;
      paidOn: string | null;
      snapshot: DocumentSnapshot;
      /** What other features print on it (the client link, ADR 027). */
      annex?: DocumentAnnex;
    }
  | { ok: false; error: string };

const day = z.iso.date({ error: "Date invalide" });

/** « Annuler la facture » (the ledger's: by a credit note, ADR 020): the reason stays in the register. */
export const CancelSchema = z.object({
  intent: z.literal("cancel"),
  reason: z
    .string({ error: "Indiquez le motif de l'annulation" })
    .trim()
    .min(3, "Indiquez le motif de l'annulation (3 caractères au moins)")
    .max(500, "Motif trop long (500 caractères au plus)"),
});

/** « Envoyer au client »: the mail, as the staff member left it. */
export const SendSchema = z.object({
  intent: z.literal("send"),
  to: z
    .string({ error: "Adresse e-mail du destinataire invalide" })
    .trim()
    .pipe(z.email({ error: "Adresse e-mail du destinataire invalide" })),
  subject: z
    .string({ error: "L'objet de l'e-mail est requis" })
    .trim()
    .min(3, "L'objet de l'e-mail est requis")
    .max(200, "Objet trop long (200 caractères au plus)"),
  message: z
    .string({ error: "Le message ne peut pas être vide" })
    .trim()
    .min(1, "Le message ne peut pas être vide")
    .max(5000, "Message trop long (5 000 caractères au plus)"),
});

/**
 * Every form of an issued document's page posts here with its `intent`; payments,
 * credit notes and an invoice's cancellation go through the ledger (ADR 020).
 */
export const StatusChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("accept") }),
  z.object({ intent: z.literal("refuse") }),
  SendSchema,
]);

export const PeriodSchema = z
  .object({ from: day, to: day })
  .refine((p) => p.from <= p.to, "La fin de la période précède son début");

/**
 * The period of an export's address, `?du=…&au=…` (ISO days, both included), or the
 * French message that says what is wrong with it (answered with a 400).
 */
export function periodOfSearch(
  url: URL,
): { ok: true; period: { from: string; to: string } } | { ok: false; message: string } {
  const period = PeriodSchema.safeParse({
    from: url.searchParams.get("du"),
    to: url.searchParams.get("au"),
  });
  if (period.success) return { ok: true, period: period.data };
  return {
    ok: false,
    message: `Période invalide\u00a0: ${period.error.issues[0]?.message ?? "dates attendues"} (du et au, au format AAAA-MM-JJ).`,
  };
}
