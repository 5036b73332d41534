import { requirePermission } from "#app/features/auth/session.server.ts";
import { linesCsv, periodCsv } from "#app/features/exports/exports.server.ts";
import type { Route } from "./+types/documents-lignes";

// The lines of the documents of a period, for the accountant: /documents/lignes.csv?du=…&au=….
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "exports");
  return periodCsv(request, "lignes", linesCsv);
}
