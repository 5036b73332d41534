import { requirePermission } from "#app/features/auth/session.server.ts";
import { journalCsv, receiptsJournalCsv } from "#app/features/exports/exports.server.ts";
import type { Route } from "./+types/documents-journal-encaissements";

// « Journal des encaissements » (ADR 047): /documents/journal-encaissements.csv?du=…&au=…&format=odoo|sage.
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "exports");
  return journalCsv(request, "journal-encaissements", receiptsJournalCsv);
}
