import { requirePermission } from "#app/features/auth/session.server.ts";
import { paymentsCsv, periodCsv } from "#app/features/exports/exports.server.ts";
import type { Route } from "./+types/documents-paiements";

// The payments of a period, for the accountant: /documents/paiements.csv?du=…&au=….
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "exports");
  return periodCsv(request, "paiements", paymentsCsv);
}
