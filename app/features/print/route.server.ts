import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { document, documentEvent } from "#app/db/schema.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import {
  DOCUMENT_KIND_NAMES,
  DOCUMENT_KINDS,
  type DocumentKind,
} from "#app/features/documents/kinds.ts";
import { addDays, pdfFileName } from "#app/features/documents/numbering.ts";
import { getDocument } from "#app/features/documents/register.server.ts";
import { periodOfSearch } from "#app/features/documents/requests.ts";
import type { DocumentSnapshot } from "#app/features/documents/snapshot.ts";
import {
  EINVOICE_FORMAT_IDS,
  EINVOICE_FORMATS,
  einvoiceFileName,
  einvoiceFormatOf,
  type EInvoiceFormatId,
} from "#app/features/einvoice/formats.ts";
import type { EInvoiceSnapshot } from "#app/features/einvoice/input.ts";
import { privateFile, privateText } from "#app/lib/private-response.ts";
import { CLIENT_PAGE_HEADERS } from "#app/features/portal/client-headers.ts";
import { openClientDocument } from "#app/features/portal/route.server.ts";
import { documentEInvoice, documentPdf, einvoicesZip } from "./pdf.server.ts";
import { pdfFailure } from "./pdf/failure.server.ts";

/** GET /d/:token/pdf: the PDF as issued (with its client link), for whoever holds the link. */
export async function clientPdf(
  request: Request,
  token: string,
  // What the route prints beside the link (a quote accepted online, ADR 028).
  annexFor: (documentId: string, kind: DocumentKind) => Promise<DocumentAnnex>,
): Promise<{ bytes: Buffer; fileName: string }> {
  // The portal's door (ADR 027): its rate limit, and a 404 for a token unknown or revoked.
  const row = await openClientDocument(request, token);
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

// Structured e-invoices (ADR 051): an invoice or credit note as UBL 2.1 or Factur-X,
// for the staff, for the client's link, and the period's zip for the accountant.

/** An e-invoice file as a download: its type, never sniffed, never kept. */
function einvoiceResponse(
  bytes: Uint8Array,
  number: string,
  format: EInvoiceFormatId,
  headers: Record<string, string> = {},
): Response {
  const response = privateFile(
    bytes,
    EINVOICE_FORMATS[format].mime,
    `attachment; filename="${einvoiceFileName(number, format)}"`,
  );
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

const UNKNOWN_FORMAT = `Format de facture électronique inconnu\u00a0: ${EINVOICE_FORMAT_IDS.join(" ou ")}.`;
const NOT_AN_INVOICE =
  "Seules les factures et les factures d'avoir se téléchargent en facture électronique.";

/** Whether a document is an invoice or a credit note, by the kinds' registry. */
function einvoiced<T extends { snapshot: DocumentSnapshot }>(
  doc: T,
): doc is T & { snapshot: EInvoiceSnapshot } {
  return DOCUMENT_KINDS[doc.snapshot.kind].einvoiceTypeCode !== null;
}

/** GET /documents/:numero/e-facture/:format, for a member who may read the register. */
export async function staffEInvoice(
  request: Request,
  params: { numero: string; format: string },
  annexFor: (documentId: string, kind: DocumentKind) => Promise<DocumentAnnex>,
): Promise<Response> {
  await requirePermission(request, "documents.read");
  const format = einvoiceFormatOf(params.format);
  if (!format) return privateText(UNKNOWN_FORMAT, 404);
  const doc = await getDocument(params.numero);
  if (!doc) return privateText("Document introuvable.", 404);
  if (!einvoiced(doc)) return privateText(NOT_AN_INVOICE, 404);
  try {
    const bytes = await documentEInvoice(doc, format, await annexFor(doc.id, doc.kind));
    return einvoiceResponse(bytes, doc.number, format);
  } catch (error) {
    return pdfFailure(error, { href: `/documents/${doc.number}`, label: "Retour au document" });
  }
}

/** GET /d/:token/e-facture/:format: the client's invoice, for whoever holds its link. */
export async function clientEInvoice(
  request: Request,
  params: { token: string; format: string },
  annexFor: (documentId: string, kind: DocumentKind) => Promise<DocumentAnnex>,
): Promise<Response> {
  const format = einvoiceFormatOf(params.format);
  if (!format) return privateText(UNKNOWN_FORMAT, 404);
  // The portal's door (ADR 027): its rate limit, and a 404 for a token unknown or revoked.
  const row = await openClientDocument(request, params.token);
  const doc = {
    snapshot: row.snapshot as unknown as DocumentSnapshot,
    status: row.status,
    paidOn: row.paidOn,
    events: await cancelEvents(row.id),
  };
  if (!einvoiced(doc)) {
    return new Response(NOT_AN_INVOICE, {
      status: 404,
      headers: { ...CLIENT_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  try {
    const bytes = await documentEInvoice(doc, format, await annexFor(row.id, row.kind));
    return einvoiceResponse(bytes, doc.snapshot.number, format, CLIENT_PAGE_HEADERS);
  } catch (error) {
    return pdfFailure(
      error,
      { href: `/d/${params.token}`, label: "Retour au document" },
      CLIENT_PAGE_HEADERS,
    );
  }
}

async function cancelEvents(documentId: string) {
  return db()
    .select({ kind: documentEvent.kind, details: documentEvent.details })
    .from(documentEvent)
    .where(and(eq(documentEvent.documentId, documentId), eq(documentEvent.kind, "cancelled")));
}

/** The kinds that are e-invoiced, from the registry: invoices and credit notes. */
const EINVOICE_KINDS = DOCUMENT_KIND_NAMES.filter((k) => DOCUMENT_KINDS[k].einvoiceTypeCode);

/**
 * GET /documents/e-factures.zip?du=…&au=…: every invoice and credit note issued in the
 * period (Dakar days, both included), each as UBL and Factur-X, for the accountant.
 */
export async function einvoicesExport(
  request: Request,
  annexFor: (documentId: string, kind: DocumentKind) => Promise<DocumentAnnex>,
): Promise<Response> {
  await requirePermission(request, "exports");
  const period = periodOfSearch(new URL(request.url));
  if (!period.ok) return privateText(period.message, 400);
  const { from, to } = period.period;
  const rows = await db()
    .select()
    .from(document)
    .where(
      and(
        inArray(document.kind, EINVOICE_KINDS),
        gte(document.issuedAt, new Date(`${from}T00:00:00Z`)),
        lt(document.issuedAt, new Date(`${addDays(to, 1)}T00:00:00Z`)),
      ),
    )
    .orderBy(asc(document.issuedAt), asc(document.seq));
  const docs = [];
  for (const row of rows) {
    const doc = {
      snapshot: row.snapshot as unknown as DocumentSnapshot,
      status: row.status,
      paidOn: row.paidOn,
      events: await cancelEvents(row.id),
    };
    if (einvoiced(doc)) docs.push({ doc, annex: await annexFor(row.id, row.kind) });
  }
  try {
    const zip = await einvoicesZip(docs, EINVOICE_FORMAT_IDS);
    return privateFile(
      zip,
      "application/zip",
      `attachment; filename="factures-electroniques-${from}-au-${to}.zip"`,
    );
  } catch (error) {
    return pdfFailure(error, { href: "/documents", label: "Retour au registre" });
  }
}
