import { requirePermission } from "#app/features/auth/session.server.ts";
import { documentsCsv, periodCsv } from "#app/features/exports/exports.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import type { Route } from "./+types/documents-export";

// The accountant's CSV of a period: /documents/export.csv?du=2026-11-01&au=2026-11-30.
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "exports");
  return periodCsv(request, "documents", (period) => documentsCsv(period, now()));
}
