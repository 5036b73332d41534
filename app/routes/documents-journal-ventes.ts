import { requirePermission } from "#app/features/auth/session.server.ts";
import { journalCsv, salesJournalCsv } from "#app/features/exports/exports.server.ts";
import type { Route } from "./+types/documents-journal-ventes";

// « Journal des ventes » (ADR 047): /documents/journal-ventes.csv?du=…&au=…&format=odoo|sage.
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "exports");
  return journalCsv(request, "journal-ventes", salesJournalCsv);
}
