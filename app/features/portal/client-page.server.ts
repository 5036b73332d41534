import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { httpError } from "#app/lib/http-error.ts";
import { db } from "#app/db/db.server.ts";
import { document, documentEvent, payment } from "#app/db/schema.ts";
import { getUser } from "#app/features/auth/session.server.ts";
import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import { pdfFailure } from "#app/features/documents/pdf/failure.server.ts";
import { pdfFileName } from "#app/features/documents/pdf/render.server.tsx";
import { printStateOf } from "#app/features/documents/print/quote-invoice-html.ts";
import type { DocumentSnapshot } from "#app/features/documents/snapshot.ts";
import { balanceDue, displayStatus, type StoredStatus } from "#app/features/documents/status.ts";
import { PAYMENT_METHOD_LABELS } from "#app/features/ledger/ledger.ts";
import { documentPdf } from "#app/features/ledger/pdf.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { clientHistory } from "./history.ts";
import { clientLinkAnnex } from "./annex.server.ts";
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
  if (!row || row.kind === "credit_note") {
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

/** GET /d/:token/pdf: the PDF as issued (with its client link), for whoever holds the link. */
export async function clientPdf(
  request: Request,
  token: string,
  // What else the route prints beside the link (a quote accepted online, ADR 028).
  annexFor: (documentId: string, kind: string) => Promise<DocumentAnnex> = clientLinkAnnex,
): Promise<{ bytes: Buffer; fileName: string }> {
  const link = await openLink(request, token);
  const row = await documentOf(link);
  const snapshot = row.snapshot as unknown as DocumentSnapshot;
  const events = await db()
    .select({ kind: documentEvent.kind, details: documentEvent.details })
    .from(documentEvent)
    .where(and(eq(documentEvent.documentId, row.id), eq(documentEvent.kind, "cancelled")));
  const annex = await annexFor(row.id, row.kind);
  try {
    const pdf = await documentPdf(
      { snapshot, status: row.status, paidOn: row.paidOn, events },
      annex,
    );
    return { bytes: pdf, fileName: pdfFileName(snapshot) };
  } catch (error) {
    throw pdfFailure(
      error,
      { href: `/d/${token}`, label: "Retour au document" },
      CLIENT_PAGE_HEADERS,
    );
  }
}
