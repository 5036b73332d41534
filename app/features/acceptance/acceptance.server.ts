import { clientLinkAnnex } from "#app/features/portal/annex.server.ts";
import { and, eq, gte, inArray, isNull, or } from "drizzle-orm";
import { db, type Db } from "#app/db/db.server.ts";
import { document, documentEvent, quoteResponse } from "#app/db/schema.ts";
import { dakarDay, pdfFileName } from "#app/features/documents/numbering.ts";
import type { DrawPdf } from "#app/features/documents/print-state.ts";
import type { AcceptanceAnnex } from "#app/features/documents/acceptance-annex.ts";
import type { QuoteInvoiceSnapshot } from "#app/features/documents/snapshot.ts";
import type { StoredStatus } from "#app/features/documents/status.ts";
import { now as serverNow } from "#app/features/platform/clock.server.ts";
import { resolveClientLink } from "#app/features/portal/link.server.ts";
import { documentFingerprint } from "./fingerprint.ts";
import type { ClosedReason } from "./closed.ts";
import { acceptedEmails, refusedEmail } from "./emails.server.ts";
import type { AcceptForm, RefuseForm } from "./schemas.ts";
import { signatureDataUrl } from "./signature.ts";
import { kindIs } from "#app/features/documents/kinds.ts";
import { storePdf } from "#app/features/documents/attachment.server.ts";
import type { Tx as DocumentTx } from "#app/features/documents/register.server.ts";
import { firmTotal } from "./firm-total.ts";
import { notify } from "#app/features/notifications/notifications.server.ts";
import { quoteAnswered } from "#app/features/pipeline/pipeline.server.ts";

// « Bon pour accord » online and « Refuser le devis » (issue 22, ADR 028): a quote's
// client answers through its private link. The answer is taken only from a quote
// still waiting and not expired, by one conditional update: two answers sent at
// once, or an answer and a staff « Marquer accepté », cannot both win. « Not
// expired » and the answer's instant read the server's clock (the test clock in tests).

/** What the client's pages show of the quote (no staff-only data). */
export type QuoteToAnswer = {
  id: string;
  linkId: string;
  number: string;
  status: StoredStatus;
  totalTtc: number;
  validUntil: string | null;
  clientEmail: string | null;
  clientName: string;
  project: string;
  snapshot: QuoteInvoiceSnapshot;
};

export type AnswerState =
  | { open: true; quote: QuoteToAnswer }
  | {
      open: false;
      reason: ClosedReason;
      quote: QuoteToAnswer | null;
      acceptance: AcceptanceAnnex | null;
    };

/** The quote behind a token, or null: unknown, revoked or malformed (the page answers 404). */
async function quoteOfToken(token: string): Promise<QuoteToAnswer | { notQuote: true } | null> {
  const link = await resolveClientLink(token);
  if (!link) return null;
  const [row] = await db().select().from(document).where(eq(document.id, link.documentId));
  if (!row) return null;
  if (!kindIs(row.kind, "answerable")) return { notQuote: true };
  const snapshot = row.snapshot as unknown as QuoteInvoiceSnapshot;
  return {
    id: row.id,
    linkId: link.linkId,
    number: row.number,
    status: row.status,
    totalTtc: row.totalTtc ?? 0,
    validUntil: row.validUntil,
    clientEmail: row.clientEmail,
    clientName: snapshot.client.name,
    project: row.project,
    snapshot,
  };
}

/** Why a quote cannot be answered any more, or null while it can. */
export function closedReason(
  quote: Pick<QuoteToAnswer, "status" | "validUntil">,
  today: string,
): ClosedReason | null {
  if (quote.status === "accepted") return "accepted";
  if (quote.status === "refused") return "refused";
  if (quote.status !== "issued" && quote.status !== "sent") return "closed";
  if (quote.validUntil !== null && quote.validUntil < today) return "expired";
  return null;
}

/** The state of a token's answer pages (GET and after a refused POST). */
export async function loadAnswer(token: string, now = serverNow()): Promise<AnswerState | null> {
  const quote = await quoteOfToken(token);
  if (!quote) return null;
  if ("notQuote" in quote) {
    return { open: false, reason: "not-quote", quote: null, acceptance: null };
  }
  const reason = closedReason(quote, dakarDay(now));
  if (!reason) return { open: true, quote };
  return {
    open: false,
    reason,
    quote,
    acceptance: reason === "accepted" ? await acceptanceAnnexOf(quote.id) : null,
  };
}

export type AnswerOutcome =
  { ok: true; state: AnswerState } | { ok: false; state: AnswerState } | null;

/** Who answered, from where (the server's `x-real-ip`) and with what browser. */
export type AnswerSource = { ip: string; userAgent: string };

const USER_AGENT_MAX = 500;

/** The status update that takes the answer: only from a waiting quote, not expired today. */
function takeAnswer(id: string, today: string) {
  return and(
    eq(document.id, id),
    eq(document.kind, "quote"),
    inArray(document.status, ["issued", "sent"]),
    or(isNull(document.validUntil), gte(document.validUntil, today)),
  )!;
}

type Tx = Pick<Db, "update" | "insert">;

/**
 * The client's answer, taken once: the quote leaves « émis »/« envoyé » in the same
 * statement that checks it still waits (two answers at once: one wins), and the
 * answer is recorded with where it came from. False: it no longer waited.
 */
async function takeQuoteAnswer(
  tx: Tx,
  quote: QuoteToAnswer,
  answer: {
    decision: "accepted" | "refused";
    name: string;
    role?: string;
    reason?: string;
    fingerprint: string;
    signature?: Buffer | null;
  },
  source: AnswerSource,
  now: Date,
): Promise<boolean> {
  const updated = await tx
    .update(document)
    .set({ status: answer.decision })
    .where(takeAnswer(quote.id, dakarDay(now)))
    .returning({ id: document.id });
  if (updated.length === 0) return false;
  const { fingerprint, ...given } = answer;
  await tx.insert(quoteResponse).values({
    documentId: quote.id,
    linkId: quote.linkId,
    ...given,
    at: now,
    ip: source.ip,
    userAgent: source.userAgent.slice(0, USER_AGENT_MAX),
    documentSha256: Buffer.from(fingerprint, "hex"),
  });
  return true;
}

type Answer = Parameters<typeof takeQuoteAnswer>[2];

/**
 * What both answers share: the quote must still wait; `prepare` says what to record
 * (and may draw, outside any lock); then in one transaction the answer is taken, its
 * event written by `byName` (online) and `record` run. Null: unknown token.
 */
async function answerQuote(
  token: string,
  source: AnswerSource,
  now: Date,
  prepare: (quote: QuoteToAnswer) => Promise<{
    answer: Answer;
    byName: string;
    // What the event says besides « online »: the acceptance's fingerprint and role, the reason.
    details: { fingerprint?: string; role?: string; reason?: string };
    // What else the answer queues; a message by WhatsApp Business goes on its history line.
    record: (tx: DocumentTx) => Promise<{ whatsappId: string; to: string } | void>;
  }>,
): Promise<AnswerOutcome> {
  const state = await loadAnswer(token, now);
  if (!state) return null;
  if (!state.open) return { ok: false, state };
  const quote = state.quote;
  const { answer, byName, details, record } = await prepare(quote);
  const taken = await db().transaction(async (tx) => {
    if (!(await takeQuoteAnswer(tx, quote, answer, source, now))) return false;
    const whatsapp = await record(tx);
    await tx.insert(documentEvent).values({
      documentId: quote.id,
      kind: answer.decision,
      at: now,
      byName,
      details: {
        online: "1",
        ...details,
        ...(whatsapp ? { confirmationWhatsapp: whatsapp.to } : {}),
      },
      whatsappId: whatsapp ? whatsapp.whatsappId : null,
    });
    // The members who send quotes hear it now, on every instance (ADR 042).
    const accepted = answer.decision === "accepted";
    await notify(tx, {
      kind: accepted ? "quote_accepted" : "quote_refused",
      title: `Devis ${quote.number} ${accepted ? "accepté" : "refusé"} en ligne`,
      body: `${byName} (${quote.clientName}) · ${quote.project} · ${firmTotal(quote)} TTC`,
      href: `/documents/${encodeURIComponent(quote.number)}`,
      at: now,
    });
    // The opportunity the quote came from is « Gagné » or « Perdu », with the answer (ADR 048).
    await quoteAnswered(tx, quote.id, { decision: answer.decision, reason: answer.reason }, now);
    return true;
  });
  const after = (await loadAnswer(token, now))!;
  return taken ? { ok: true, state: after } : { ok: false, state: after };
}

/**
 * « Accepter le devis »: the quote becomes « Accepté » with its acceptance recorded,
 * an `accepted` event by the client's name, the accepted PDF stored and two emails
 * queued (the firm; the client with the PDF), in one transaction. Null: unknown token.
 */
export function acceptQuote(
  token: string,
  form: AcceptForm,
  signature: Buffer | null,
  source: AnswerSource,
  // The accepted PDF (the print feature's, handed in by the route: acceptance never imports it).
  draw: DrawPdf,
  now = serverNow(),
): Promise<AnswerOutcome> {
  return answerQuote(token, source, now, async (quote) => {
    const fingerprint = documentFingerprint(quote);
    const annex: AcceptanceAnnex = {
      at: now.toISOString(),
      name: form.name,
      role: form.role,
      fingerprint,
      signature: signatureDataUrl(signature),
    };
    // Drawn before the transaction (seconds of CPU in the PDF worker, no lock held).
    // With its client link's QR code (ADR 027), as every PDF of the quote.
    const link = await clientLinkAnnex(quote.id, "quote");
    const pdf = await draw(
      { snapshot: quote.snapshot, status: quote.status, paidOn: null },
      { ...link, acceptance: annex },
    );
    return {
      answer: { decision: "accepted", name: form.name, role: form.role, fingerprint, signature },
      byName: form.name,
      details: { fingerprint, ...(form.role ? { role: form.role } : {}) },
      record: async (tx) => {
        const fileId = await storePdf(tx, pdfFileName(quote.snapshot), pdf);
        return acceptedEmails(tx, {
          quote,
          annex,
          source,
          pdfId: fileId,
          now,
          link: link.clientLink?.url ?? "",
        });
      },
    };
  });
}

/** « Refuser le devis »: « Refusé », a `refused` event with the reason, the firm told. */
export function refuseQuote(
  token: string,
  form: RefuseForm,
  source: AnswerSource,
  now = serverNow(),
): Promise<AnswerOutcome> {
  return answerQuote(token, source, now, async (quote) => {
    const byName = form.name || quote.clientName;
    return {
      answer: {
        decision: "refused",
        name: form.name,
        reason: form.reason,
        fingerprint: documentFingerprint(quote),
      },
      byName,
      details: form.reason ? { reason: form.reason } : {},
      record: (tx) => refusedEmail(tx, { quote, byName, reason: form.reason, at: now, source }),
    };
  });
}

/** The answer given online to a quote, as the staff page shows it (null when none). */
export type OnlineAnswer = {
  decision: "accepted" | "refused";
  name: string;
  role: string;
  reason: string;
  at: Date;
  ip: string;
  userAgent: string;
  fingerprint: string;
  signature: string | null;
};

export async function onlineAnswerOf(documentId: string): Promise<OnlineAnswer | null> {
  const [row] = await db()
    .select()
    .from(quoteResponse)
    .where(eq(quoteResponse.documentId, documentId));
  if (!row) return null;
  return {
    decision: row.decision,
    name: row.name,
    role: row.role,
    reason: row.reason,
    at: row.at,
    ip: row.ip,
    userAgent: row.userAgent,
    fingerprint: row.documentSha256.toString("hex"),
    signature: signatureDataUrl(row.signature),
  };
}

/**
 * What a quote accepted online adds to its print page and PDF (`annex.acceptance`),
 * or undefined: for the staff's PDF and print, the client's page and its PDF.
 */
export async function acceptanceAnnexOf(documentId: string): Promise<AcceptanceAnnex | null> {
  const answer = await onlineAnswerOf(documentId);
  if (!answer || answer.decision !== "accepted") return null;
  return {
    at: answer.at.toISOString(),
    name: answer.name,
    role: answer.role,
    fingerprint: answer.fingerprint,
    signature: answer.signature,
  };
}

/** The same, by the quote's number (the staff page's actions know the number only). */
export async function acceptanceAnnexOfNumber(number: string): Promise<AcceptanceAnnex | null> {
  const [row] = await db()
    .select({ id: quoteResponse.documentId })
    .from(quoteResponse)
    .innerJoin(document, eq(document.id, quoteResponse.documentId))
    .where(and(eq(document.number, number), eq(quoteResponse.decision, "accepted")));
  return row ? acceptanceAnnexOf(row.id) : null;
}
