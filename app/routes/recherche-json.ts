import { searchJson } from "#app/features/search/route.server.ts";
import type { Route } from "./+types/recherche-json";

// The studio bar's combobox reads this (JSON): the same answer as /recherche.
export function loader({ request }: Route.LoaderArgs) {
  return searchJson(request);
}
