import { handlePreview } from "#app/features/publishing/route.server.ts";
import type { Route } from "./+types/redaction-apercu";

// The editor's live preview: POST the Markdown, get the public page's sanitized HTML.
export function action({ request }: Route.ActionArgs) {
  return handlePreview(request);
}

// A POST-only address, like /documents/emettre.
export function loader() {
  return new Response("Méthode non autorisée.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
