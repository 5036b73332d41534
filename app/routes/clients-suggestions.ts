import { clientSuggestions } from "#app/features/clients/route.server.ts";
import type { Route } from "./+types/clients-suggestions";

// The document form's combobox reads this (JSON): whoever issues quotes or invoices.
export function loader({ request }: Route.LoaderArgs) {
  return clientSuggestions(request);
}
