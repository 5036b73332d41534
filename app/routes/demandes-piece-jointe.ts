import { requirePermission } from "#app/features/auth/session.server.ts";
import { attachmentDisposition, safeContentType } from "#app/features/leads/format.ts";
import { getAttachment } from "#app/features/leads/inbox.server.ts";
import { privateFile, privateText } from "#app/lib/private-response.ts";
import { z } from "#app/lib/zod.ts";
import type { Route } from "./+types/demandes-piece-jointe";

// A contact request's file, for the staff only; never shown inline, never cached.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, "leads");
  const id = z.uuid().safeParse(params.id);
  const file = id.success ? await getAttachment(id.data) : undefined;
  if (!file) {
    return privateText("Pièce jointe introuvable.", 404);
  }
  return privateFile(file.bytes, safeContentType(file.type), attachmentDisposition(file.name));
}
