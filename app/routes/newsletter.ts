import { httpError } from "#app/lib/http-error.ts";
import { handleNewsletter } from "#app/features/newsletter/route.server.ts";
import type { Route } from "./+types/newsletter";

export function action({ request }: Route.ActionArgs) {
  return handleNewsletter(request);
}

export function loader() {
  throw httpError("Page introuvable", 404);
}
