import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { db } from "#app/db/db.server.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { kindBecomes } from "#app/features/documents/kinds.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import { invoicesOfQuote } from "#app/features/documents/quote-invoices.server.ts";
import type { DocumentView } from "#app/features/documents/register-types.ts";
import { moneyOf, type QuoteInvoiceSnapshot } from "#app/features/documents/snapshot.ts";
import { displayStatus } from "#app/features/documents/status.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { formRefusal } from "#app/lib/submission.ts";
import { issueBalance, issueDeposit } from "./issue.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { BalanceSchema, DepositSchema, francsOf } from "./schemas.ts";
import { quoteBillingOf, type QuoteBilling } from "./quote-billing.ts";

/** The query that sends a post of the quote's page to this feature rather than to documents. */
export const BILLING_PARAM = "facturation";

/** GET: what the quote's page shows of its invoices and offers (deposit, balance, conversion). */
export async function loadQuoteBilling(doc: DocumentView): Promise<QuoteBilling | null> {
  // Deposit and balance invoices are made from what becomes invoices: a quote (kinds.ts).
  if (!kindBecomes(doc.kind, "invoice")) return null;
  const snap = doc.snapshot as QuoteInvoiceSnapshot;
  const today = dakarDay(now());
  const all = await invoicesOfQuote(db(), doc.id, { withCancelled: true });
  return quoteBillingOf({
    quote: {
      status: displayStatus(doc, today),
      totals: snap.totals,
      vatPercentage: snap.vatPercentage,
      currency: moneyOf(snap).currency,
    },
    invoices: all.map((i) => ({
      number: i.number,
      billing: i.billing,
      issuedOn: i.snapshot.issuedOn,
      // In the quote's currency, as its snapshot (the register's total_ttc is francs, ADR 055).
      ttc: i.snapshot.totals.totalTTC,
      vat: i.snapshot.totals.vatAmount,
      ht: i.snapshot.totals.totalAfterDiscount,
      status: displayStatus({ ...i, kind: "invoice", validUntil: null }, today),
    })),
    keys: { deposit: randomUUID(), balance: randomUUID() },
  });
}

/** Whether a post of the document's page is for this feature (« Facture d'acompte », « Facture de solde »). */
export function isBillingAction(request: Request): boolean {
  return new URL(request.url).searchParams.has(BILLING_PARAM);
}

/** POST /documents/:numero?facturation: issues the deposit or balance invoice, then opens it. */
export async function handleBillingAction(request: Request, numero: string) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    const { status, message } = guarded.refusal;
    return data({ intent: "", result: formRefusal(message) }, { status });
  }
  const user = await requirePermission(request, "invoices.issue");
  const { form } = guarded;
  const intent = String(form.get("intent") ?? "");
  if (intent === "balance") {
    const submission = parseWithZod(form, { schema: BalanceSchema });
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply() }, { status: 400 });
    }
    const issued = await issueBalance(numero, submission.value.requestKey, user, now());
    if (!issued.ok) {
      return data(
        { intent, result: formRefusal(issued.message, submission.reply()) },
        { status: 409 },
      );
    }
    return redirectWithToast(`/documents/${encodeURIComponent(issued.value.number)}`, {
      type: "success",
      message: `Facture de solde ${issued.value.number} émise.`,
    });
  }
  const submission = parseWithZod(form, { schema: DepositSchema });
  if (submission.status !== "success") {
    return data({ intent: "deposit", result: submission.reply() }, { status: 400 });
  }
  const v = submission.value;
  const issued = await issueDeposit(
    numero,
    v.mode === "percent"
      ? { mode: "percent", percent: v.value }
      : { mode: "amount", amount: francsOf(v.value), text: v.value },
    v.requestKey,
    user,
    now(),
  );
  if (!issued.ok) {
    return data(
      { intent: "deposit", result: formRefusal(issued.message, submission.reply()) },
      { status: 409 },
    );
  }
  return redirectWithToast(`/documents/${encodeURIComponent(issued.value.number)}`, {
    type: "success",
    message: `Facture d'acompte ${issued.value.number} émise.`,
  });
}
