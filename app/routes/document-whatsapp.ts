import { ensureClientLink } from "#app/features/portal/link.server.ts";
import { whatsappChatPage } from "#app/features/whatsapp/route.server.ts";
import type { Route } from "./+types/document-whatsapp";

// « Envoyer par WhatsApp » (ADR 043): where the recorded send goes on to WhatsApp's chat.
export function loader({ request, params }: Route.LoaderArgs) {
  return whatsappChatPage(request, params.numero, async (id) => (await ensureClientLink(id)).url);
}
