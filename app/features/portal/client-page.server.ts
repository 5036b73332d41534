import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { httpError } from "#app/lib/http-error.ts";
import { db } from "#app/db/db.server.ts";
import { document, documentEvent, payment } from "#app/db/schema.ts";
import { getUser } from "#app/features/auth/session.server.ts";
import { DOCUMENT_KINDS } from "#app/features/documents/kinds.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import { printStateOf } from "#app/features/documents/print-state.ts";
import { balanceDue, displayStatus, type StoredStatus } from "#app/features/documents/status.ts";
import { PAYMENT_METHOD_LABELS } from "#app/features/ledger/ledger.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { clientHistory } from "./history.ts";
import { resolveClientLink, type ResolvedLink } from "./link.server.ts";
import { openToken } from "./token-door.server.ts";
import { recordView } from "./views.server.ts";
import type { ClientPageView } from "./types.ts";
import { CLIENT_PAGE_HEADERS } from "./client-headers.ts";

// The client's page /d/<token> and its PDF (ADR 027): anyone holding the link, no
// account. What it shows is read here and only here, field by field: the snapshot
// the client received, the figures of the ledger, the client's own history — never
// the staff's names, notes or steps.

const NOT_FOUND = "Page introuvable";

/** The link a token opens; else 404 for a token unknown or revoked, 429 past the failures' limit. */
async function openLink(request: Request, token: string): Promise<ResolvedLink> {
  const opened = await openToken(request, () => resolveClientLink(token));
  if (opened.ok) return opened.value;
  const { status, retryAfter, message } = opened.refusal;
  if (status === 404) throw httpError(NOT_FOUND, 404, { headers: CLIENT_PAGE_HEADERS });
  throw httpError({ message }, 429, {
    headers: { ...CLIENT_PAGE_HEADERS, "Retry-After": String(retryAfter ?? 60) },
  });
}

type Row = typeof document.$inferSelect;

async function documentOf(link: ResolvedLink): Promise<Row> {
  const [row] = await db().select().from(document).where(eq(document.id, link.documentId));
  // A credit note has no client page of its own (its invoice's page lists it).
  if (!row || !DOCUMENT_KINDS[row.kind].clientPage) {
    throw httpError(NOT_FOUND, 404, { headers: CLIENT_PAGE_HEADERS });
  }
  return row;
}

/** GET /d/:token: the document as the client sees it; the view recorded unless staff look. */
export async function loadClientPage(request: Request, token: string): Promise<ClientPageView> {
  const link = await openLink(request, token);
  const row = await documentOf(link);
  const at = now();
  // Staff previewing the link while signed in are not the client.
  const viewer = await getUser(request);
  if (viewer?.role !== "staff") await recordView(link, at);
  const [events, payments] = await Promise.all([
    db()
      .select({ kind: documentEvent.kind, at: documentEvent.at, details: documentEvent.details })
      .from(documentEvent)
      .where(eq(documentEvent.documentId, row.id))
      .orderBy(desc(documentEvent.at), desc(documentEvent.id))
      .limit(30),
    row.kind === "invoice"
      ? db()
          .select({ amount: payment.amount, paidOn: payment.paidOn, method: payment.method })
          .from(payment)
          .where(and(eq(payment.documentId, row.id), isNull(payment.cancelledAt)))
          .orderBy(asc(payment.paidOn), asc(payment.recordedAt))
      : Promise.resolve([]),
  ]);
  const kind = row.kind as ClientPageView["kind"];
  const today = dakarDay(at);
  const status = displayStatus(row, today);
  const waiting = row.status === "issued" || row.status === "sent";
  const balance = kind === "invoice" ? balanceDue(row) : 0;
  const state = printStateOf({ ...row, events: events.map((e) => ({ ...e, details: e.details })) });
  return {
    token,
    kind,
    number: row.number,
    snapshot: row.snapshot as unknown as ClientPageView["snapshot"],
    status,
    storedStatus: row.status as StoredStatus,
    paidOn: state.paidOn ?? null,
    cancelledBy: state.cancelledBy ?? null,
    totalTtc: row.totalTtc,
    paidTotal: row.paidTotal,
    creditedTotal: row.creditedTotal,
    balance,
    payments: payments.map((p) => ({
      amount: p.amount,
      paidOn: p.paidOn,
      method: PAYMENT_METHOD_LABELS[p.method],
    })),
    history: clientHistory(kind, events),
    canAnswer: kind === "quote" && waiting && status !== "expired",
  };
}

/**
 * The document behind a client's link, for its PDF (app/features/print/route.server.ts):
 * the same rate limit and 404s as its page, and no view recorded.
 */
export async function openClientDocument(request: Request, token: string): Promise<Row> {
  return documentOf(await openLink(request, token));
}
