import { and, desc, eq, lt, sql } from "drizzle-orm";
import { env, publicOrigin } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import { noteDatabaseFailure } from "#app/db/outage.server.ts";
import {
  document,
  onlinePayment,
  type DocumentRow,
  type OnlinePaymentRow,
  type OnlineProvider,
} from "#app/db/schema.ts";
import { formatFcfa } from "#app/features/documents/money.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import type { Outcome, Tx } from "#app/features/documents/register.server.ts";
import { OWING_STATUSES } from "#app/features/documents/status.ts";
import { recordPayment } from "#app/features/ledger/ledger.server.ts";
import { PAYMENT_METHOD_LABELS } from "#app/features/ledger/ledger.ts";
import { enqueueEmail } from "#app/features/mail/outbox.server.ts";
import { renderEmail } from "#app/features/mail/templates.server.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { paytechProvider } from "./paytech.server.ts";
import { ProviderError, type PaymentProvider } from "./providers.ts";
import { waveProvider } from "./wave.server.ts";

// Paying an invoice online (ADR 029). The server asks the provider for the
// invoice's balance (never an amount from the browser) and keeps the checkout in
// `online_payment`. The provider's signed notification moves the row
// pending → received (answered at once), then, after the answer, received → paid
// in the very transaction that records the ledger's payment: a duplicated or
// replayed notification, even on two instances at once, records one payment.

/** The providers whose keys are set, in the order the page offers them. */
export function configuredProviders(): PaymentProvider[] {
  return [waveProvider(), paytechProvider()].filter((p): p is PaymentProvider => p !== null);
}

/** Whether the client's page offers « Payer en ligne » at all. */
export function onlinePaymentAvailable(): boolean {
  return configuredProviders().length > 0;
}

export function providerById(id: string): PaymentProvider | undefined {
  return configuredProviders().find((p) => p.id === id);
}

/** Where each provider notifies us. */
export const NOTIFY_PATHS: Record<OnlineProvider, string> = {
  wave: "/paiements/wave/webhook",
  paytech: "/paiements/paytech/ipn",
};

export function balanceOf(row: Pick<DocumentRow, "totalTtc" | "paidTotal" | "creditedTotal">) {
  return (row.totalTtc ?? 0) - row.paidTotal - row.creditedTotal;
}

/** The invoice's balance if it can be paid online, or why not (in French). */
export function payableBalance(row: DocumentRow): Outcome<number> {
  if (row.kind !== "invoice") {
    return { ok: false, message: "Seule une facture se règle en ligne." };
  }
  if (!OWING_STATUSES.includes(row.status)) {
    return {
      ok: false,
      message:
        row.status === "paid"
          ? "Cette facture est déjà réglée."
          : "Cette facture ne peut plus être réglée en ligne.",
    };
  }
  const balance = balanceOf(row);
  if (balance <= 0) return { ok: false, message: "Cette facture est déjà réglée." };
  return { ok: true, value: balance };
}

export async function documentById(id: string): Promise<DocumentRow | undefined> {
  const [row] = await db().select().from(document).where(eq(document.id, id));
  return row;
}

/** A checkout left unpaid this long is made again rather than reused. */
const REUSE_MS = 20 * 60_000;

/**
 * « Payer »: the provider's checkout for the invoice's current balance, stored
 * before the client is sent to it. A second click within minutes, for the same
 * balance, goes back to the same checkout.
 */
export async function startCheckout(input: {
  token: string;
  documentId: string;
  provider: string;
  now?: Date;
}): Promise<Outcome<{ url: string; paymentId: string }>> {
  const now = input.now ?? new Date();
  const provider = providerById(input.provider);
  if (!provider) return { ok: false, message: "Ce moyen de paiement n'est pas proposé." };
  const row = await documentById(input.documentId);
  if (!row) return { ok: false, message: "Facture introuvable." };
  const payable = payableBalance(row);
  if (!payable.ok) return payable;
  const amount = payable.value;

  const [open] = await db()
    .select()
    .from(onlinePayment)
    .where(
      and(
        eq(onlinePayment.documentId, row.id),
        eq(onlinePayment.provider, provider.id),
        eq(onlinePayment.status, "pending"),
        eq(onlinePayment.amount, amount),
      ),
    )
    .orderBy(desc(onlinePayment.createdAt))
    .limit(1);
  if (open?.checkoutUrl && now.getTime() - open.createdAt.getTime() < REUSE_MS) {
    return { ok: true, value: { url: open.checkoutUrl, paymentId: open.id } };
  }

  const [created] = await db()
    .insert(onlinePayment)
    .values({ documentId: row.id, provider: provider.id, amount, currency: "XOF", createdAt: now })
    .returning();
  const origin = publicOrigin();
  const back = `${origin}/d/${input.token}`;
  try {
    const checkout = await provider.createCheckout({
      reference: created!.id,
      amount,
      invoiceNumber: row.number,
      successUrl: `${back}/paiement?p=${created!.id}`,
      cancelUrl: `${back}/payer?annule=1`,
      notifyUrl: `${origin}${NOTIFY_PATHS[provider.id]}`,
    });
    if (!/^https?:$/.test(new URL(checkout.url).protocol)) {
      throw new ProviderError(`Adresse de paiement inattendue : ${checkout.url}`);
    }
    await db()
      .update(onlinePayment)
      .set({ providerRef: checkout.providerRef, checkoutUrl: checkout.url })
      .where(eq(onlinePayment.id, created!.id));
    return { ok: true, value: { url: checkout.url, paymentId: created!.id } };
  } catch (error) {
    await db()
      .update(onlinePayment)
      .set({ status: "failed", problem: (error as Error).message })
      .where(eq(onlinePayment.id, created!.id));
    logger().error({ err: error, provider: provider.id }, "online checkout not created");
    const why = error instanceof ProviderError ? "" : " (erreur inattendue)";
    return {
      ok: false,
      message: `Le service de paiement n'a pas pu être joint${why}. Réessayez dans un instant, ou réglez par virement, Wave ou Orange Money avec les coordonnées ci-dessous.`,
    };
  }
}

export type NotificationAnswer = {
  status: number;
  message: string;
  /** The work done after answering (the ledger, the receipt, the firm's email). */
  settled: Promise<void>;
};

const NOTHING = Promise.resolve();

/**
 * A provider's notification: its signature checked exactly as documented (wrong:
 * refused, nothing stored), the payment it names known to us, its amount and
 * currency those we asked for. Answers at once; the ledger follows.
 */
export async function receiveNotification(
  providerId: OnlineProvider,
  rawBody: string,
  headers: Headers,
  now: Date = new Date(),
): Promise<NotificationAnswer> {
  const refuse = (status: number, message: string): NotificationAnswer => {
    logger().warn({ provider: providerId, status, message }, "online payment notification refused");
    return { status, message, settled: NOTHING };
  };
  const provider = providerById(providerId);
  if (!provider) return refuse(404, "Moyen de paiement non configuré.");
  const parsed = provider.parseNotification(rawBody, headers);
  if (!parsed.ok) return refuse(parsed.status, parsed.message);
  const note = parsed.notification;
  if (note.kind === "ignored") return { status: 200, message: "Ignoré.", settled: NOTHING };

  const [row] = await db()
    .select()
    .from(onlinePayment)
    .where(
      and(eq(onlinePayment.provider, providerId), eq(onlinePayment.providerRef, note.providerRef)),
    );
  if (!row) return refuse(404, "Paiement inconnu.");

  if (note.kind === "failed") {
    await db()
      .update(onlinePayment)
      .set({ status: "failed" })
      .where(and(eq(onlinePayment.id, row.id), eq(onlinePayment.status, "pending")));
    return { status: 200, message: "Échec noté.", settled: NOTHING };
  }
  if (note.currency !== row.currency) return refuse(422, "Devise différente de celle demandée.");
  if (note.amount !== row.amount) return refuse(422, "Montant différent de celui demandé.");
  if (!note.method) return refuse(422, "Moyen de paiement non reconnu.");

  // The first notification claims the row; a duplicate finds it taken.
  const [claimed] = await db()
    .update(onlinePayment)
    .set({
      status: "received",
      method: note.method,
      providerTransaction: note.transaction,
      receivedAt: now,
    })
    .where(and(eq(onlinePayment.id, row.id), sql`${onlinePayment.status} in ('pending', 'failed')`))
    .returning();
  if (!claimed) return { status: 200, message: "Déjà reçu.", settled: NOTHING };
  return { status: 200, message: "Reçu.", settled: track(settleOnlinePayment(claimed.id, now)) };
}

function payerName(row: OnlinePaymentRow): string {
  const how = row.provider === "wave" ? "Wave" : PAYMENT_METHOD_LABELS[row.method ?? "carte"];
  return `Paiement en ligne (${how})`;
}

/** The firm's email: what came in, on which invoice, by which way. */
async function notifyFirm(tx: Tx, row: OnlinePaymentRow, invoice: DocumentRow, balance: number) {
  const subject = `Paiement en ligne reçu — facture ${invoice.number} — ${formatFcfa(row.amount)}`;
  const email = renderEmail({
    subject,
    heading: "Paiement en ligne reçu",
    blocks: [
      {
        type: "paragraph",
        text: `${invoice.party} a réglé ${formatFcfa(row.amount)} en ligne sur la facture n°\u00a0${invoice.number}. Le paiement est enregistré et le reçu envoyé au client.`,
      },
      {
        type: "details",
        rows: [
          ["Facture", invoice.number],
          ["Montant", formatFcfa(row.amount)],
          ["Moyen", payerName(row)],
          ["Référence", row.providerTransaction ?? row.providerRef ?? ""],
          ["Reste à payer", formatFcfa(balance)],
        ],
      },
      {
        type: "button",
        href: `${publicOrigin()}/documents/${invoice.number}`,
        label: "Voir la facture",
      },
    ],
  });
  await enqueueEmail({ kind: "online-payment", to: env().MAIL_TO, ...email }, tx);
}

/**
 * received → paid: the ledger's payment (and the client's receipt), the row's
 * claim and the firm's email in one transaction. A second run finds the row
 * claimed and records nothing; the ledger's request key says the same.
 */
export async function settleOnlinePayment(id: string, now: Date = new Date()): Promise<void> {
  const [row] = await db().select().from(onlinePayment).where(eq(onlinePayment.id, id));
  if (!row || row.status !== "received" || !row.method) return;
  const invoice = await documentById(row.documentId);
  if (!invoice) return;
  const outcome = await recordPayment(
    invoice.number,
    {
      amount: row.amount,
      paidOn: dakarDay(now),
      method: row.method,
      reference: (row.providerTransaction ?? row.providerRef ?? "").slice(0, 100),
      requestKey: `en-ligne:${row.id}`,
      receipt: true,
    },
    { id: null, name: payerName(row) },
    now,
    async (tx, recorded) => {
      const [claimed] = await tx
        .update(onlinePayment)
        .set({ status: "paid", paidAt: now, ledgerPaymentId: recorded.id })
        .where(and(eq(onlinePayment.id, row.id), eq(onlinePayment.status, "received")))
        .returning();
      // Another instance got there first: this transaction records nothing.
      if (!claimed) throw new AlreadySettled();
      const [fresh] = await tx.select().from(document).where(eq(document.id, invoice.id));
      await notifyFirm(tx, claimed, invoice, balanceOf(fresh!));
    },
  ).catch((error) => {
    if (error instanceof AlreadySettled) return null;
    throw error;
  });
  if (outcome && !outcome.ok) {
    // Money came in that the ledger refuses (the invoice was settled or cancelled
    // meanwhile): the staff must see it, and nothing is recorded twice.
    const [refused] = await db()
      .update(onlinePayment)
      .set({ status: "refused", problem: outcome.message })
      .where(and(eq(onlinePayment.id, row.id), eq(onlinePayment.status, "received")))
      .returning();
    if (refused) {
      logger().error({ id, problem: outcome.message }, "online payment refused by the ledger");
      await enqueueEmail({
        kind: "online-payment",
        to: env().MAIL_TO,
        ...renderEmail({
          subject: `À vérifier\u00a0: paiement en ligne non enregistré — facture ${invoice.number}`,
          heading: "Paiement en ligne à vérifier",
          blocks: [
            {
              type: "paragraph",
              text: `Un paiement en ligne de ${formatFcfa(row.amount)} a été reçu pour la facture n°\u00a0${invoice.number}, mais il n'a pas pu être enregistré\u00a0: ${outcome.message} Vérifiez-le auprès du prestataire et remboursez ou enregistrez-le à la main.`,
            },
            {
              type: "details",
              rows: [
                ["Moyen", payerName(row)],
                ["Référence", row.providerTransaction ?? row.providerRef ?? ""],
              ],
            },
          ],
        }),
      });
    }
  }
}

class AlreadySettled extends Error {}

// Work started after an answer, which a shutdown waits for.
const inFlight = new Set<Promise<void>>();

function track(work: Promise<void>): Promise<void> {
  const tracked = work.catch((error: unknown) => {
    logger().error({ err: error }, "online payment not settled: the sweep will retry");
  });
  inFlight.add(tracked);
  void tracked.finally(() => inFlight.delete(tracked));
  return tracked;
}

/** Rows left `received` (the process stopped after answering): settled by the sweep. */
export async function settleStragglers(now: Date = new Date(), olderThanMs = 30_000) {
  const rows = await db()
    .select({ id: onlinePayment.id })
    .from(onlinePayment)
    .where(
      and(
        eq(onlinePayment.status, "received"),
        lt(onlinePayment.receivedAt, new Date(now.getTime() - olderThanMs)),
      ),
    )
    .limit(20);
  for (const { id } of rows) await track(settleOnlinePayment(id, now));
  return rows.length;
}

/** The sweep of the server process: once a minute, and waited for at shutdown. */
export function startOnlinePaymentSweep(intervalMs = 60_000) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running || !onlinePaymentAvailable()) return;
    running = settleStragglers()
      .catch((error: unknown) =>
        noteDatabaseFailure(error, "online payments", "online payment sweep error"),
      )
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await Promise.all([...inFlight]);
    },
  };
}

/** The checkout the « Payer » form just made, for the page that sends the browser to it. */
export async function pendingCheckout(documentId: string, paymentId: string | null) {
  if (!paymentId || !/^[0-9a-f-]{36}$/i.test(paymentId)) return null;
  const [row] = await db()
    .select()
    .from(onlinePayment)
    .where(
      and(
        eq(onlinePayment.documentId, documentId),
        eq(onlinePayment.id, paymentId),
        eq(onlinePayment.status, "pending"),
      ),
    );
  return row?.checkoutUrl ? { url: row.checkoutUrl, provider: row.provider } : null;
}

/** What the return page says about a payment of this document. */
export async function paymentForReturn(
  documentId: string,
  paymentId: string | null,
): Promise<{ payment: OnlinePaymentRow | null; invoice: DocumentRow | undefined }> {
  const invoice = await documentById(documentId);
  const where =
    paymentId && /^[0-9a-f-]{36}$/i.test(paymentId)
      ? and(eq(onlinePayment.documentId, documentId), eq(onlinePayment.id, paymentId))
      : eq(onlinePayment.documentId, documentId);
  const [payment] = await db()
    .select()
    .from(onlinePayment)
    .where(where)
    .orderBy(desc(onlinePayment.createdAt))
    .limit(1);
  return { payment: payment ?? null, invoice };
}
