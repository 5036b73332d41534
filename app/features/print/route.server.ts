import { and, eq } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { documentEvent } from "#app/db/schema.ts";
import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import type { DocumentKind } from "#app/features/documents/kinds.ts";
import { pdfFileName } from "#app/features/documents/numbering.ts";
import type { DocumentSnapshot } from "#app/features/documents/snapshot.ts";
import { CLIENT_PAGE_HEADERS } from "#app/features/portal/client-headers.ts";
import { openClientDocument } from "#app/features/portal/route.server.ts";
import { documentPdf } from "./pdf.server.ts";
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
