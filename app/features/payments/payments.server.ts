import { CURRENCIES } from "#app/lib/currency.ts";
import { moneyOf, type QuoteInvoiceSnapshot } from "#app/features/documents/snapshot.ts";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { env, publicOrigin, type Env } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import { noteDatabaseFailure } from "#app/db/outage.server.ts";
import {
  document,
  onlinePayment,
  onlinePaymentCheck,
  type DocumentRow,
  type OnlinePaymentCheckRow,
  type OnlinePaymentRow,
} from "#app/db/schema.ts";
import { formatFcfa } from "#app/lib/money.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import type { Outcome, Tx } from "#app/features/documents/register.server.ts";
import { OWING_STATUSES } from "#app/features/documents/status.ts";
import { recordPayment } from "#app/features/ledger/ledger.server.ts";
import { PAYMENT_METHOD_LABELS } from "#app/features/ledger/ledger.ts";
import { enqueueEmail } from "#app/features/mail/outbox.server.ts";
import { renderEmail } from "#app/features/mail/templates.server.ts";
import { now as serverNow } from "#app/features/platform/clock.server.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { receiptPdf } from "#app/features/print/pdf.server.ts";
import {
  ProviderError,
  UNREADABLE,
  type Checkout,
  type CheckoutRequest,
  type Notification,
  type PaymentProvider,
  type ProviderAdapter,
  type ProviderConfig,
} from "./providers.ts";
import {
  ONLINE_PROVIDERS,
  providerEnabled,
  providerWay,
  PROVIDERS,
  type OnlineProvider,
  type ProviderEntry,
} from "./registry.ts";
import { TO_CHECK_ADVICE } from "./staff.ts";
import { kindIs } from "#app/features/documents/kinds.ts";

// Paying an invoice online (ADR 029). The server asks the provider for the
// invoice's balance (never an amount from the browser) and keeps the checkout in
// `online_payment`. The provider's signed notification moves the row
// pending → received (answered at once), then, after the answer, received → paid
// in the very transaction that records the ledger's payment: a duplicated or
// replayed notification, even on two instances at once, records one payment.
// Money the provider says it took and the ledger cannot take (another amount or
// currency, an invoice settled meanwhile) is never left unseen: it is recorded
// « À vérifier » (online_payment_check) with its figures, once per provider's
// event, and the firm is emailed with that record.
// Every instant is the server's clock (clock.server.ts), the test clock in tests.

/** The providers whose keys are set (registry.ts), in the order the page offers them. */
export function configuredProviders(): PaymentProvider[] {
  const config = env();
  return ONLINE_PROVIDERS.flatMap((id) => {
    const entry = PROVIDERS[id];
    return providerEnabled(entry, config) ? [configured(id, entry, config)] : [];
  });
}

/** A provider of the registry, given the environment whose keys enable it. */
function configured<K extends keyof Env>(
  id: OnlineProvider,
  entry: ProviderEntry<K>,
  config: ProviderConfig<K>,
): PaymentProvider {
  return {
    id,
    label: entry.label,
    createCheckout: (request) => postCheckout(entry.name, entry.adapter, request, config),
    parseNotification: (rawBody, headers, now) =>
      entry.adapter.parseNotification(rawBody, headers, config, now),
  };
}

const CHECKOUT_TIMEOUT_MS = 15_000;

/** fetch() failed because the connection closed under it (not a timeout, not a refusal). */
function connectionDropped(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return ["ECONNRESET", "EPIPE", "UND_ERR_SOCKET"].includes(cause?.code ?? "");
}

/** The one HTTP call of a checkout, as the provider's adapter describes it. */
async function postCheckout<K extends keyof Env>(
  name: string,
  adapter: ProviderAdapter<K>,
  request: CheckoutRequest,
  config: ProviderConfig<K>,
): Promise<Checkout> {
  const call = adapter.checkoutCall(request, config);
  const post = () =>
    fetch(call.url, {
      method: "POST",
      headers: call.headers,
      body: JSON.stringify(call.body),
      signal: AbortSignal.timeout(CHECKOUT_TIMEOUT_MS),
    });
  let response: Response;
  try {
    response = await post().catch((error: unknown) => {
      // A kept-alive connection the provider had just closed fails at once, without an
      // answer: asked again on a new connection (seen on a busy machine, where the
      // client's timer to drop the idle connection fires late). At worst the provider
      // opens a second checkout that nobody pays and that expires.
      if (!connectionDropped(error)) throw error;
      return post();
    });
  } catch (error) {
    throw new ProviderError(`${name} injoignable : ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return adapter.readCheckout({ status: response.status, ok: response.ok, body }, request);
}

/** Whether the client's page offers « Payer en ligne » at all. */
export function onlinePaymentAvailable(): boolean {
  return configuredProviders().length > 0;
}

export function providerById(id: string): PaymentProvider | undefined {
  return configuredProviders().find((p) => p.id === id);
}

export function balanceOf(row: Pick<DocumentRow, "totalTtc" | "paidTotal" | "creditedTotal">) {
  return (row.totalTtc ?? 0) - row.paidTotal - row.creditedTotal;
}

/** The invoice's balance if it can be paid online, or why not (in French). */
export function payableBalance(row: DocumentRow): Outcome<number> {
  if (!kindIs(row.kind, "payable")) {
    return { ok: false, message: "Seule une facture se règle en ligne." };
  }
  // Wave and PayTech take francs CFA only (ADR 055): a foreign invoice is paid by transfer.
  const { currency } = moneyOf(row.snapshot as unknown as QuoteInvoiceSnapshot);
  if (!CURRENCIES[currency].mobileMoney) {
    return {
      ok: false,
      message: `Cette facture en ${currency} se règle par virement\u00a0: les coordonnées bancaires figurent sur la facture.`,
    };
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
  const now = input.now ?? serverNow();
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
      notifyUrl: `${origin}${PROVIDERS[provider.id].notifyPath}`,
      methods: PROVIDERS[provider.id].methods,
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

/** A checkout a notification may still settle (or flag). */
const OPEN = sql`${onlinePayment.status} in ('pending', 'failed')`;

/**
 * A provider's notification: its signature checked exactly as documented (wrong:
 * refused, nothing stored), the payment it names known to us, its amount and
 * currency those we asked for. Answers at once; the ledger follows.
 */
export async function receiveNotification(
  providerId: OnlineProvider,
  rawBody: string,
  headers: Headers,
  now: Date = serverNow(),
): Promise<NotificationAnswer> {
  const refuse = (status: number, message: string): NotificationAnswer => {
    logger().warn({ provider: providerId, status, message }, "online payment notification refused");
    return { status, message, settled: NOTHING };
  };
  const provider = providerById(providerId);
  if (!provider) return refuse(404, "Moyen de paiement non configuré.");
  const parsed = provider.parseNotification(rawBody, headers, now);
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
  // Authentic, but not what we asked: the provider is answered as before, the
  // checkout stays open, and the money it may hold is recorded « À vérifier ».
  const mismatch = mismatchOf(note, row);
  if (mismatch) {
    await db().transaction((tx) =>
      recordCheck(tx, row, {
        cause: "notification",
        eventId: note.eventId,
        amount: note.reportedAmount,
        currency: note.currency,
        method: note.reportedMethod,
        transaction: note.transaction,
        reason: mismatch.reason,
        createdAt: now,
      }),
    );
    return refuse(mismatch.status, mismatch.answer);
  }

  // The first notification claims the row; a duplicate finds it taken.
  const [claimed] = await db()
    .update(onlinePayment)
    .set({
      status: "received",
      method: note.method,
      providerTransaction: note.transaction,
      eventId: note.eventId,
      receivedAt: now,
    })
    .where(and(eq(onlinePayment.id, row.id), OPEN))
    .returning();
  if (!claimed) return { status: 200, message: "Déjà reçu.", settled: NOTHING };
  return { status: 200, message: "Reçu.", settled: track(settleOnlinePayment(claimed.id, now)) };
}

type PaidNotification = Extract<Notification, { kind: "paid" }>;

/**
 * Why an authentic notification of a payment cannot be recorded, with the answer the
 * provider has always had (an amount that is no whole francs: 400; another currency,
 * amount or way of paying: 422), or null when it matches what was asked.
 */
export function mismatchOf(
  note: PaidNotification,
  row: Pick<OnlinePaymentRow, "amount" | "currency">,
): { status: number; answer: string; reason: string } | null {
  const asked = formatFcfa(row.amount);
  if (note.amount === null) {
    return {
      status: 400,
      answer: UNREADABLE,
      reason: `Montant annoncé illisible en francs entiers («\u00a0${note.reportedAmount}\u00a0») pour ${asked} demandés.`,
    };
  }
  if (note.currency.toUpperCase() !== row.currency) {
    return {
      status: 422,
      answer: "Devise différente de celle demandée.",
      reason: note.currency
        ? `Devise différente de celle demandée\u00a0: ${note.currency} au lieu de ${row.currency}.`
        : `Devise absente de la notification (${row.currency} demandé).`,
    };
  }
  if (note.amount !== row.amount) {
    return {
      status: 422,
      answer: "Montant différent de celui demandé.",
      reason: `Montant différent de celui demandé\u00a0: ${formatFcfa(note.amount)} reçus pour ${asked} demandés.`,
    };
  }
  if (!note.method) {
    return {
      status: 422,
      answer: "Moyen de paiement non reconnu.",
      reason: `Moyen de paiement non reconnu\u00a0: «\u00a0${note.reportedMethod}\u00a0».`,
    };
  }
  return null;
}

type CheckInput = Omit<
  typeof onlinePaymentCheck.$inferInsert,
  "id" | "onlinePaymentId" | "documentId" | "provider"
>;

/**
 * « À vérifier »: the provider's event recorded with its figures and the reason, and
 * the firm's email queued, in the caller's transaction. Once per event and cause: a
 * retried notification, or two instances receiving it, find the row there.
 */
async function recordCheck(tx: Tx, payment: OnlinePaymentRow, check: CheckInput) {
  const [recorded] = await tx
    .insert(onlinePaymentCheck)
    .values({
      ...check,
      eventId: check.eventId || payment.providerTransaction || payment.id,
      onlinePaymentId: payment.id,
      documentId: payment.documentId,
      provider: payment.provider,
    })
    .onConflictDoNothing()
    .returning();
  if (!recorded) return;
  const [invoice] = await tx.select().from(document).where(eq(document.id, payment.documentId));
  logger().error(
    { payment: payment.id, event: recorded.eventId, reason: recorded.reason },
    "online payment to check",
  );
  await notifyFirmToCheck(tx, payment, recorded, invoice!);
}

/** What the provider said it took, as the staff read it: « 139 240 FCFA », « 212 EUR ». */
export function reportedFigure(check: Pick<OnlinePaymentCheckRow, "amount" | "currency">): string {
  const whole = /^\d{1,15}(\.0+)?$/.test(check.amount) ? Number(check.amount.split(".")[0]) : null;
  if (whole !== null && check.currency.toUpperCase() === "XOF") return formatFcfa(whole);
  const amount = check.amount || "montant absent";
  return check.currency ? `${amount}\u00a0${check.currency}` : `${amount} (devise absente)`;
}

/** The firm's « À vérifier » email: which invoice, what the provider said, why it is not recorded. */
async function notifyFirmToCheck(
  tx: Tx,
  payment: OnlinePaymentRow,
  check: OnlinePaymentCheckRow,
  invoice: DocumentRow,
) {
  const way = providerWay(check.provider, check.method);
  await enqueueEmail(
    {
      kind: "online-payment",
      to: env().MAIL_TO,
      ...renderEmail({
        subject: `À vérifier\u00a0: paiement en ligne non enregistré — facture ${invoice.number}`,
        heading: "Paiement en ligne à vérifier",
        blocks: [
          {
            type: "paragraph",
            text: `${way} annonce un paiement de ${reportedFigure(check)} pour la facture n°\u00a0${invoice.number}, qui n'a pas été enregistré\u00a0: ${check.reason} ${TO_CHECK_ADVICE}`,
          },
          {
            type: "details",
            rows: [
              ["Facture", invoice.number],
              ["Prestataire", way],
              ["Montant annoncé", reportedFigure(check)],
              ["Montant demandé", formatFcfa(payment.amount)],
              ["Référence", check.transaction],
              ["Événement", check.eventId],
            ],
          },
          {
            type: "button",
            href: `${publicOrigin()}/documents/${invoice.number}`,
            label: "Voir la facture",
          },
        ],
      }),
    },
    tx,
  );
}

/** « Wave », « PayTech (Orange Money) », as the staff read the way a payment came. */
export function providerName(row: Pick<OnlinePaymentRow, "provider" | "method">): string {
  return providerWay(row.provider, row.method && PAYMENT_METHOD_LABELS[row.method]);
}

/** « Paiement en ligne (Wave) », « Paiement en ligne (Orange Money) »: who recorded the payment. */
function payerName(row: OnlinePaymentRow): string {
  const { name, methods } = PROVIDERS[row.provider];
  const how = methods.length === 1 ? name : PAYMENT_METHOD_LABELS[row.method ?? "carte"];
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
export async function settleOnlinePayment(id: string, now: Date = serverNow()): Promise<void> {
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
      receipt: receiptPdf,
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
    await db().transaction(async (tx) => {
      const [refused] = await tx
        .update(onlinePayment)
        .set({ status: "refused", problem: outcome.message })
        .where(and(eq(onlinePayment.id, row.id), eq(onlinePayment.status, "received")))
        .returning();
      if (!refused) return;
      await recordCheck(tx, refused, {
        cause: "ledger",
        eventId: refused.eventId ?? "",
        amount: String(refused.amount),
        currency: refused.currency,
        method: refused.method ? PAYMENT_METHOD_LABELS[refused.method] : "",
        transaction: refused.providerTransaction ?? refused.providerRef ?? "",
        reason: outcome.message,
        createdAt: now,
      });
    });
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
export async function settleStragglers(now: Date = serverNow(), olderThanMs = 30_000) {
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
  return row?.checkoutUrl ? { url: row.checkoutUrl, name: PROVIDERS[row.provider].name } : null;
}

/** What the return page says about a payment of this document. */
export async function paymentForReturn(
  documentId: string,
  paymentId: string | null,
): Promise<{ payment: OnlinePaymentRow | null; invoice: DocumentRow | undefined }> {
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
  // Read after the payment: the settlement marks it paid and records it in the ledger
  // in one transaction, so a payment seen paid comes with the balance it left. Read
  // before, a commit between the two reads showed « Paiement reçu » with the whole
  // amount still due, and a paid page no longer refreshes itself (seen at load 15).
  const invoice = await documentById(documentId);
  return { payment: payment ?? null, invoice };
}
