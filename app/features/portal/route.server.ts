import { moneyOf } from "#app/features/documents/snapshot.ts";
import { and, asc, desc, eq, inArray, isNull, max, min, sql } from "drizzle-orm";
import { data } from "react-router";
import { httpError } from "#app/lib/http-error.ts";
import { formRefusal } from "#app/lib/submission.ts";
import { db } from "#app/db/db.server.ts";
import { clientLink, document, documentEvent, payment, user } from "#app/db/schema.ts";
import {
  getCurrentSession,
  getUser,
  requirePermission,
} from "#app/features/auth/session.server.ts";
import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import {
  DOCUMENT_KINDS,
  kindIs,
  type ClientPageKind,
  type DocumentKind,
} from "#app/features/documents/kinds.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import { printStateOf } from "#app/features/documents/print-state.ts";
import { balanceDue, displayStatus, type StoredStatus } from "#app/features/documents/status.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { receiptMethod } from "#app/features/ledger/receipt.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { clientLinkAnnex } from "./annex.server.ts";
import { CLIENT_PAGE_HEADERS } from "./client-headers.ts";
import { clientHistory } from "./history.ts";
import {
  ensureClientLink,
  replaceClientLink,
  resolveClientLink,
  type ResolvedLink,
} from "./link.server.ts";
import { LINK_QUERY } from "./requests.ts";
import { openToken } from "./token-door.server.ts";
import type { ClientPageView, MyDocument } from "./types.ts";
import { recordView } from "./views.server.ts";

// The portal's route handlers (ADR 027): the client's page /d/<token> and the door of
// its PDF, « Mes documents », and the client link's card on the staff's document page.

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
    kindIs(row.kind, "payable")
      ? db()
          .select({ amount: payment.amount, paidOn: payment.paidOn, method: payment.method })
          .from(payment)
          .where(and(eq(payment.documentId, row.id), isNull(payment.cancelledAt)))
          .orderBy(asc(payment.paidOn), asc(payment.recordedAt))
      : Promise.resolve([]),
  ]);
  const kind = row.kind as ClientPageKind;
  const today = dakarDay(at);
  const status = displayStatus(row, today);
  const waiting = row.status === "issued" || row.status === "sent";
  const balance = kindIs(kind, "payable") ? balanceDue(row) : 0;
  const state = printStateOf({ ...row, events: events.map((e) => ({ ...e, details: e.details })) });
  const { language } = moneyOf(row.snapshot as unknown as ClientPageView["snapshot"]);
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
      // Named in the document's language: « Bank transfer » on an English page (ADR 055).
      method: receiptMethod(p.method, language),
    })),
    history: clientHistory(kind, events, language),
    canAnswer: kindIs(kind, "answerable") && waiting && status !== "expired",
  };
}

/**
 * The document behind a client's link, for its PDF (app/features/print/route.server.ts):
 * the same rate limit and 404s as its page, and no view recorded.
 */
export async function openClientDocument(request: Request, token: string): Promise<Row> {
  return documentOf(await openLink(request, token));
}

// « Mes documents » (ADR 027): a visitor's account opens the documents addressed to
// its email — once that email is verified, and only those. The only key is the
// session's own verified address: no id, number or token from the request is read.

export type MyDocumentsPage =
  | { signedIn: false }
  | { signedIn: true; verified: false; email: string }
  | { signedIn: true; verified: true; email: string; documents: MyDocument[] };

/** The newest first; more than this is the firm's to send (a client has a few dozen). */
const SHOWN = 100;

/** The documents whose client email is this verified address, quotes and invoices. */
export async function myDocuments(email: string, today: string): Promise<MyDocument[]> {
  const rows = await db()
    .select({
      id: document.id,
      kind: document.kind,
      number: document.number,
      project: document.project,
      issuedAt: document.issuedAt,
      status: document.status,
      validUntil: document.validUntil,
      dueDate: document.dueDate,
      totalTtc: document.totalTtc,
      paidTotal: document.paidTotal,
      creditedTotal: document.creditedTotal,
    })
    .from(document)
    .where(
      and(
        sql`lower(${document.clientEmail}) = ${email.trim().toLowerCase()}`,
        inArray(document.kind, ["quote", "invoice"]),
      ),
    )
    .orderBy(desc(document.issuedAt))
    .limit(SHOWN);
  const out: MyDocument[] = [];
  for (const row of rows) {
    const link = await ensureClientLink(row.id);
    out.push({
      kind: row.kind as MyDocument["kind"],
      number: row.number,
      project: row.project,
      issuedOn: dakarDay(row.issuedAt),
      status: displayStatus({ ...row, status: row.status as StoredStatus }, today),
      totalTtc: row.totalTtc,
      balance: kindIs(row.kind, "payable") ? balanceDue(row) : 0,
      href: new URL(link.url).pathname,
    });
  }
  return out;
}

/** GET /mes-documents. */
export async function loadMyDocuments(request: Request): Promise<MyDocumentsPage> {
  const current = await getCurrentSession(request);
  if (!current) return { signedIn: false };
  // Verified now, in the database: the session's copy may predate the verification.
  const [row] = await db()
    .select({ email: user.email, verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, current.user.id));
  if (!row) return { signedIn: false };
  if (!row.verified) return { signedIn: true, verified: false, email: row.email };
  return {
    signedIn: true,
    verified: true,
    email: row.email,
    documents: await myDocuments(row.email, dakarDay(now())),
  };
}

// The staff side of the client link (ADR 027): the card of /documents/:numero (the
// link, « Nouveau lien », « Vu par le client le … ») and what the printed page and
// the PDF carry.

export type ClientLinkCardData = {
  url: string;
  /** Over every link the document had: the client's first and latest look. */
  firstViewedAt: Date | null;
  lastViewedAt: Date | null;
  annex: DocumentAnnex;
};

/** The card's data, the link made on first need; null for a credit note (no client page). */
export async function loadClientLinkCard(doc: {
  id: string;
  kind: DocumentKind;
}): Promise<ClientLinkCardData | null> {
  if (!kindIs(doc.kind, "clientPage")) return null;
  const annex = await clientLinkAnnex(doc.id, doc.kind);
  const [views] = await db()
    .select({ first: min(clientLink.firstViewedAt), last: max(clientLink.lastViewedAt) })
    .from(clientLink)
    .where(eq(clientLink.documentId, doc.id));
  return {
    url: annex.clientLink!.url,
    firstViewedAt: views?.first ?? null,
    lastViewedAt: views?.last ?? null,
    annex,
  };
}

/** Whether a post to /documents/:numero is « Nouveau lien » (marked in its address). */
export function isClientLinkPost(request: Request): boolean {
  return new URL(request.url).searchParams.has(LINK_QUERY);
}

/**
 * POST /documents/:numero?lien: the live link stops working at once and another
 * replaces it, with a line in the staff history. Issuing the kind is what allows it.
 */
export async function handleClientLinkAction(request: Request, numero: string) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    const { status, message } = guarded.refusal;
    return data({ intent: "client-link", result: formRefusal(message) }, { status });
  }
  const [row] = await db()
    .select({ id: document.id, kind: document.kind })
    .from(document)
    .where(eq(document.number, numero));
  if (!row) throw httpError("Document introuvable", 404);
  const user = await requirePermission(request, DOCUMENT_KINDS[row.kind].permission);
  if (!kindIs(row.kind, "clientPage")) {
    return data(
      { intent: "client-link", result: formRefusal("Un avoir n'a pas de lien client.") },
      { status: 409 },
    );
  }
  await db().transaction(async (tx) => {
    await replaceClientLink(row.id, tx);
    await tx.insert(documentEvent).values({
      documentId: row.id,
      kind: "link_renewed",
      at: now(),
      byName: user.name,
      details: {},
    });
  });
  return redirectWithToast(`/documents/${encodeURIComponent(numero)}`, {
    type: "success",
    message: "Nouveau lien créé\u00a0: l'ancien ne fonctionne plus.",
  });
}
