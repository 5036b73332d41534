import { exportExpenses } from "#app/features/expenses/route.server.ts";
import type { Route } from "./+types/depenses-export";

// The accountant's CSV of the expenses of a period: /depenses/export.csv?du=2026-11-01&au=2026-11-30.
export function loader({ request }: Route.LoaderArgs) {
  return exportExpenses(request);
}
