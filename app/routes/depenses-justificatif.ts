import { loadReceipt } from "#app/features/expenses/route.server.ts";
import type { Route } from "./+types/depenses-justificatif";

// An expense's receipt, a JPEG or a PDF checked at its upload (ADR 054).
export function loader({ request, params }: Route.LoaderArgs) {
  return loadReceipt(request, params.id);
}
