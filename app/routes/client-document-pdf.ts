import { documentAnnex } from "#app/features/acceptance/annex.server.ts";
import { attachmentDisposition } from "#app/features/leads/format.ts";
import { CLIENT_PAGE_HEADERS } from "#app/features/portal/client-headers.ts";
import { clientPdf } from "#app/features/print/route.server.ts";
import type { Route } from "./+types/client-document-pdf";

// /d/:token/pdf — « Télécharger le PDF » of the client's page: the document as issued.
export async function loader({ request, params }: Route.LoaderArgs) {
  // The client link and, on a quote accepted online, its acceptance block (ADR 027, 028).
  const { bytes, fileName } = await clientPdf(request, params.token, documentAnnex);
  return new Response(new Uint8Array(bytes), {
    headers: {
      ...CLIENT_PAGE_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": attachmentDisposition(fileName),
    },
  });
}
