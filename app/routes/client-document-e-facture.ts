import { documentAnnex } from "#app/features/acceptance/annex.server.ts";
import { clientEInvoice } from "#app/features/print/route.server.ts";
import type { Route } from "./+types/client-document-e-facture";

// /d/:token/e-facture/:format — the client's invoice as an e-invoice (ADR 051).
export function loader({ request, params }: Route.LoaderArgs) {
  return clientEInvoice(request, params, documentAnnex);
}
