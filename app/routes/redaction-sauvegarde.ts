import { handleArticleAutosave } from "#app/features/publishing/route.server.ts";
import { methodNotAllowed } from "#app/lib/post-only.ts";
import type { Route } from "./+types/redaction-sauvegarde";

// The article editor's automatic save (« Enregistré à hh:mm »): what is being typed, kept
// apart from the article, never published (ADR 034, « Brouillon automatique »).
export function action({ request, params }: Route.ActionArgs) {
  return handleArticleAutosave(request, params.id);
}

// A POST-only address, like /redaction/apercu.
export const loader = methodNotAllowed;
