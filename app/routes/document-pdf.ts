import { requireStaff } from "#app/features/auth/session.server.ts";
import { pdfFileName, renderPdf } from "#app/features/documents/pdf/render.server.tsx";
import { getDocument } from "#app/features/documents/register.server.ts";
import { attachmentDisposition } from "#app/features/leads/format.ts";
import type { Route } from "./+types/document-pdf";

// « Télécharger le PDF »: drawn from the snapshot, so the file says what was issued.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
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
  const pdf = await renderPdf(doc.snapshot, { paidOn: doc.status === "paid" ? doc.paidOn : null });
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
