import { handleIssue } from "#app/features/documents/issue.server.ts";
import type { Route } from "./+types/documents-emettre";

export function action({ request }: Route.ActionArgs) {
  return handleIssue(request);
}

export function loader() {
  return new Response("Méthode non autorisée.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
