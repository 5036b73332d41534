import { handleIssue } from "#app/features/documents/issue.server.ts";
import { clientLinkAnnex } from "#app/features/portal/annex.server.ts";
import type { Route } from "./+types/documents-emettre";

export function action({ request }: Route.ActionArgs) {
  // The client link is made at issue and printed at once (ADR 027).
  return handleIssue(request, clientLinkAnnex);
}

export function loader() {
  return new Response("Méthode non autorisée.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
