import { documentAnnex } from "#app/features/acceptance/annex.server.ts";
import { einvoicesExport } from "#app/features/print/route.server.ts";
import type { Route } from "./+types/documents-e-factures";

// « Factures électroniques » (ADR 051): the period's invoices and credit notes, zipped.
export function loader({ request }: Route.LoaderArgs) {
  return einvoicesExport(request, documentAnnex);
}
