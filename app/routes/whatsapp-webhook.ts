import { answerVerification, receiveWebhook } from "#app/features/whatsapp/webhook.server.ts";
import type { Route } from "./+types/whatsapp-webhook";

// WhatsApp Business's webhook (ADR 045): Meta's GET check, then its signed notifications.
export function loader({ request }: Route.LoaderArgs) {
  return answerVerification(request);
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response("Méthode non acceptée.", { status: 405 });
  return receiveWebhook(request);
}
