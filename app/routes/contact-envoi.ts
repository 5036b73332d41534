import { handleContactUpload } from "#app/features/contact/route.server.ts";
import { linkLeads } from "#app/features/clients/clients.server.ts";
import type { Route } from "./+types/contact-envoi";

// The contact form's twin action for JavaScript (upload progress): see handleContactUpload.
export async function action({ request }: Route.ActionArgs) {
  try {
    return await handleContactUpload(request);
  } finally {
    // The client book links the request just stored to its client (never failing the visitor).
    await linkLeads();
  }
}

// Posted to only: a GET (an address typed or shared) is told so in French.
export function loader() {
  return new Response("Méthode non autorisée.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
