import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requirePermission } from "#app/features/auth/session.server.ts";
import type { DocumentKind } from "#app/features/documents/kinds.ts";
import { formatFcfa } from "#app/lib/money.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { company } from "#app/features/settings/current.server.ts";
import { formRefusal } from "#app/lib/submission.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { basisPoints, printedRate } from "./stamp-duty.ts";
import { cancelPayment, issueCreditNote, ledgerOf, recordPayment } from "./ledger.server.ts";
import type { DrawReceipt } from "./receipt.ts";
import { db } from "#app/db/db.server.ts";
import type { Tx } from "#app/features/documents/register.server.ts";
import { whatsappRouteOf } from "#app/features/whatsapp/preference.server.ts";
import {
  CancelInvoiceSchema,
  CancelPaymentSchema,
  creditAsked,
  CreditSchema,
  PaymentSchema,
} from "./schemas.ts";

const INTENTS = ["payment", "cancel-payment", "credit", "cancel"] as const;

/** The PDF the ledger sends, the receipt: the print feature's, handed in by the route (ADR 036). */
export type LedgerDrawings = { receipt: DrawReceipt };
/** What other features do in an avoir's transaction, handed in by the route (ADR 056). */
export type LedgerParts = {
  whenCancelled?: (tx: Tx, invoiceId: string) => Promise<void>;
};
type LedgerIntent = (typeof INTENTS)[number];

/** The ledger's part of a document page's loader: payments, credit notes, one key per form. */
export async function loadLedger(doc: {
  id: string;
  kind: DocumentKind;
  snapshot: unknown;
  clientEmail?: string | null;
}) {
  const phone = (doc.snapshot as { client?: { phone?: string } }).client?.phone ?? "";
  const whatsapp = await whatsappRouteOf(db(), doc.id, phone, "receipt");
  const email = doc.clientEmail?.trim() ?? "";
  return {
    ...(await ledgerOf(doc)),
    // Where « Envoyer le reçu au client » sends it (ADR 045): e-mail, WhatsApp or both.
    receiptTo: !whatsapp
      ? `par e-mail à ${email}`
      : whatsapp.only
        ? `par WhatsApp au ${whatsapp.display}`
        : `par e-mail à ${email} et par WhatsApp au ${whatsapp.display}`,
    // A retried click posts the same key and records nothing twice; a new page, new keys.
    keys: { payment: randomUUID(), credit: randomUUID(), cancel: randomUUID() },
    usualMethod: company.documents.paymentMethod,
    // The stamp duty a cash payment carries on top (ADR 049), as the form says it; null: none.
    cashStampDuty:
      basisPoints(company.documents.cashStampDuty) > 0
        ? printedRate(basisPoints(company.documents.cashStampDuty))
        : null,
  };
}

/**
 * The ledger's intents on POST /documents/:numero (payments, credit notes, an
 * invoice's cancellation), or null for the register's handler (« Envoyer », a credit
 * note's too: its kind's permission, kinds.ts).
 * It reads a copy of the request: the original stays for documents.
 */
export async function handleLedgerAction(
  request: Request,
  numero: string,
  drawings: LedgerDrawings,
  { whenCancelled }: LedgerParts = {},
) {
  const guarded = await guardForm(request.clone());
  // Refused before it was read: documents' handler says why, the same way.
  if (!guarded.ok) return null;
  const { form } = guarded;
  const intent = String(form.get("intent") ?? "");
  const back = `/documents/${encodeURIComponent(numero)}`;
  if (!(INTENTS as readonly string[]).includes(intent)) return null;
  // Payments and credit notes are separate permissions (permissions.ts).
  const user = await requirePermission(
    request,
    intent === "payment" || intent === "cancel-payment" ? "payments" : "credit-notes",
  );
  const refuse = (message: string, reply: Parameters<typeof formRefusal>[1]) =>
    data({ intent, result: formRefusal(message, reply) }, { status: 409 });

  switch (intent as LedgerIntent) {
    case "payment": {
      const submission = parseWithZod(form, { schema: PaymentSchema });
      if (submission.status !== "success") {
        return data({ intent, result: submission.reply() }, { status: 400 });
      }
      const { receipt, ...payment } = submission.value;
      const done = await recordPayment(
        numero,
        { ...payment, receipt: receipt ? drawings.receipt : undefined },
        user,
        now(),
      );
      if (!done.ok) return refuse(done.message, submission.reply());
      return redirectWithToast(back, {
        type: "success",
        message: `Paiement de ${formatFcfa(done.value.amount)} enregistré${receipt ? "\u00a0; le reçu part au client" : ""}.`,
      });
    }
    case "cancel-payment": {
      const submission = parseWithZod(form, { schema: CancelPaymentSchema });
      if (submission.status !== "success") {
        return data({ intent, result: submission.reply() }, { status: 400 });
      }
      const done = await cancelPayment(numero, submission.value, user, now());
      if (!done.ok) return refuse(done.message, submission.reply());
      return redirectWithToast(back, {
        type: "success",
        message: `Paiement de ${formatFcfa(done.value.amount)} annulé\u00a0: le reste à payer est revenu.`,
      });
    }
    case "credit": {
      const submission = parseWithZod(form, { schema: CreditSchema });
      if (submission.status !== "success") {
        return data({ intent, result: submission.reply() }, { status: 400 });
      }
      const done = await issueCreditNote(numero, creditAsked(submission.value), user, {
        now: now(),
        whenCancelled,
      });
      if (!done.ok) return refuse(done.message, submission.reply());
      return redirectWithToast(back, {
        type: "success",
        message: `Avoir ${done.value.number} de ${formatFcfa(done.value.amount)} émis.`,
      });
    }
    case "cancel": {
      const submission = parseWithZod(form, { schema: CancelInvoiceSchema });
      if (submission.status !== "success") {
        return data({ intent, result: submission.reply() }, { status: 400 });
      }
      const { reason, requestKey } = submission.value;
      const done = await issueCreditNote(
        numero,
        { mode: "amount", amount: 0, lines: [], reason, requestKey },
        user,
        { cancel: true, now: now(), whenCancelled },
      );
      if (!done.ok) return refuse(done.message, submission.reply());
      return redirectWithToast(back, {
        type: "success",
        message: `Facture annulée par l'avoir ${done.value.number}\u00a0: son numéro reste au registre.`,
      });
    }
  }
}
