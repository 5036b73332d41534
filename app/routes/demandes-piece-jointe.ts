import { requirePermission } from "#app/features/auth/session.server.ts";
import { attachmentDisposition, safeContentType } from "#app/features/leads/format.ts";
import { getAttachment } from "#app/features/leads/inbox.server.ts";
import { z } from "#app/lib/zod.ts";
import type { Route } from "./+types/demandes-piece-jointe";

// A contact request's file, for the staff only; never shown inline, never cached.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, "leads");
  const id = z.uuid().safeParse(params.id);
  const file = id.success ? await getAttachment(id.data) : undefined;
  if (!file) {
    return new Response("Pièce jointe introuvable.", {
      status: 404,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
      },
    });
  }
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": safeContentType(file.type),
      "Content-Length": String(file.bytes.byteLength),
      "Content-Disposition": attachmentDisposition(file.name),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
