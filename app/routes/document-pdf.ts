import { requirePermission } from "#app/features/auth/session.server.ts";
import { pdfFailure } from "#app/features/print/pdf/failure.server.ts";
import { pdfFileName } from "#app/features/documents/numbering.ts";
import { getDocument } from "#app/features/documents/register.server.ts";
import { attachmentDisposition } from "#app/features/leads/format.ts";
import { documentPdf } from "#app/features/print/pdf.server.ts";
import { documentAnnex } from "#app/features/acceptance/annex.server.ts";
import { privateFile, privateText } from "#app/lib/private-response.ts";
import type { Route } from "./+types/document-pdf";

// « Télécharger le PDF »: drawn from the snapshot, so the file says what was issued.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, "documents.read");
  const doc = await getDocument(params.numero);
  if (!doc) {
    return privateText("Document introuvable.", 404);
  }
  // By kind: a credit note is the ledger's; a cancelled invoice carries « ANNULÉE — avoir … ».
  // With the client link's QR code (ADR 027) and, on a quote accepted online, its block (ADR 028).
  let pdf: Buffer;
  try {
    pdf = await documentPdf(doc, await documentAnnex(doc.id, doc.kind));
  } catch (error) {
    return pdfFailure(error, { href: `/documents/${doc.number}`, label: "Retour au document" });
  }
  return privateFile(pdf, "application/pdf", attachmentDisposition(pdfFileName(doc.snapshot)));
}
