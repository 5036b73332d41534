import { handleContactUpload } from "#app/features/contact/contact.server.ts";
import type { Route } from "./+types/contact-envoi";

// The contact form's twin action for JavaScript (upload progress): see handleContactUpload.
export function action({ request }: Route.ActionArgs) {
  return handleContactUpload(request);
}

// Posted to only: a GET (an address typed or shared) is told so in French.
export function loader() {
  return new Response("Méthode non autorisée.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
