import { handlePreview } from "#app/features/publishing/route.server.ts";
import { methodNotAllowed } from "#app/lib/post-only.ts";
import type { Route } from "./+types/redaction-apercu";

// The editor's live preview: POST the Markdown, get the public page's sanitized HTML.
export function action({ request }: Route.ActionArgs) {
  return handlePreview(request);
}

// A POST-only address, like /documents/emettre.
export const loader = methodNotAllowed;
