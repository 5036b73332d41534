import { data } from "react-router";
import { handleNewsletter } from "#app/features/newsletter/newsletter.server.ts";
import type { Route } from "./+types/newsletter";

export function action({ request }: Route.ActionArgs) {
  return handleNewsletter(request);
}

export function loader() {
  throw data("Page introuvable", { status: 404 });
}
