import { catalogueSuggestions } from "#app/features/catalogue/route.server.ts";
import type { Route } from "./+types/catalogue-suggestions";

// The document form's line combobox reads this (JSON): whoever issues quotes or invoices.
export function loader({ request }: Route.LoaderArgs) {
  return catalogueSuggestions(request);
}
