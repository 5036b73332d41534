import { handleBodyImageUpload } from "#app/features/publishing/route.server.ts";
import { methodNotAllowed } from "#app/lib/post-only.ts";
import type { Route } from "./+types/redaction-images";

// « Insérer une image » of the article editor: POST the image and its description, get the
// Markdown line to insert at the cursor (ADR 034, « Images dans le texte »).
export function action({ request }: Route.ActionArgs) {
  return handleBodyImageUpload(request);
}

// A POST-only address, like /redaction/apercu.
export const loader = methodNotAllowed;
