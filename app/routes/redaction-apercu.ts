import { handlePreview } from "#app/features/publishing/route.server.ts";
import type { Route } from "./+types/redaction-apercu";

// The editor's live preview: POST the Markdown, get the public page's sanitized HTML.
export function action({ request }: Route.ActionArgs) {
  return handlePreview(request);
}

export function loader() {
  return new Response("Page introuvable", { status: 404 });
}
