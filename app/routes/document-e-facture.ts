import { documentAnnex } from "#app/features/acceptance/annex.server.ts";
import { staffEInvoice } from "#app/features/print/route.server.ts";
import type { Route } from "./+types/document-e-facture";

// « Facture électronique » (ADR 051): /documents/:numero/e-facture/ubl or /factur-x.
export function loader({ request, params }: Route.LoaderArgs) {
  return staffEInvoice(request, params, documentAnnex);
}
