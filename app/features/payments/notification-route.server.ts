import { readBodyCapped } from "#app/lib/body.ts";
import { textRefusal, TOO_LARGE_MESSAGE } from "#app/lib/same-origin.ts";
import type { NotificationAnswer } from "./payments.server.ts";

/** A provider's notification is small: more is not one. */
const MAX_BYTES = 64 * 1024;

/**
 * Reads the raw body (the signature is over its exact bytes), hands it over, and
 * answers at once: the ledger's work runs after the answer (`settled`).
 */
export async function notificationResponse(
  request: Request,
  receive: (rawBody: string) => Promise<NotificationAnswer>,
): Promise<Response> {
  if (request.method !== "POST") return textRefusal(405, "Méthode non acceptée.");
  const body = await readBodyCapped(request, MAX_BYTES);
  if (!body.ok) return textRefusal(413, TOO_LARGE_MESSAGE);
  const answer = await receive(new TextDecoder().decode(body.bytes));
  return textRefusal(answer.status, answer.message);
}
