import { linkIssued } from "#app/features/clients/clients.server.ts";
import { handleIssue } from "#app/features/documents/issue.server.ts";
import type { Route } from "./+types/documents-emettre";

export async function action({ request }: Route.ActionArgs) {
  const response = await handleIssue(request);
  // The client book links the document just issued (documents do not import clients).
  await linkIssued(response);
  return response;
}

export function loader() {
  return new Response("Méthode non autorisée.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
