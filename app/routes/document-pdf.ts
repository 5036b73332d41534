import { requirePermission } from "#app/features/auth/session.server.ts";
import { pdfFailure } from "#app/features/print/pdf/failure.server.ts";
import { pdfFileName } from "#app/features/documents/numbering.ts";
import { getDocument } from "#app/features/documents/register.server.ts";
import { attachmentDisposition } from "#app/features/leads/format.ts";
import { documentPdf } from "#app/features/print/pdf.server.ts";
import { documentAnnex } from "#app/features/acceptance/annex.server.ts";
import type { Route } from "./+types/document-pdf";

// « Télécharger le PDF »: drawn from the snapshot, so the file says what was issued.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, "documents.read");
  const doc = await getDocument(params.numero);
  if (!doc) {
    return new Response("Document introuvable.", {
      status: 404,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
      },
    });
  }
  // By kind: a credit note is the ledger's; a cancelled invoice carries « ANNULÉE — avoir … ».
  // With the client link's QR code (ADR 027) and, on a quote accepted online, its block (ADR 028).
  let pdf: Buffer;
  try {
    pdf = await documentPdf(doc, await documentAnnex(doc.id, doc.kind));
  } catch (error) {
    return pdfFailure(error, { href: `/documents/${doc.number}`, label: "Retour au document" });
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": attachmentDisposition(pdfFileName(doc.snapshot)),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
