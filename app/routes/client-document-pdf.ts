import { attachmentDisposition } from "#app/features/leads/format.ts";
import { CLIENT_PAGE_HEADERS, clientPdf } from "#app/features/portal/client-page.server.ts";
import type { Route } from "./+types/client-document-pdf";

// /d/:token/pdf — « Télécharger le PDF » of the client's page: the document as issued.
export async function loader({ request, params }: Route.LoaderArgs) {
  const { bytes, fileName } = await clientPdf(request, params.token);
  return new Response(new Uint8Array(bytes), {
    headers: {
      ...CLIENT_PAGE_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": attachmentDisposition(fileName),
    },
  });
}
