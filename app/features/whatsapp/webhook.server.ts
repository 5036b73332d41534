import { eq } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { whatsappMessage } from "#app/db/schema.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { readBodyCapped } from "#app/lib/body.ts";
import { textRefusal, TOO_LARGE_MESSAGE } from "#app/lib/same-origin.ts";
import {
  laterDelivery,
  readStatuses,
  signatureValid,
  verificationChallenge,
  type StatusUpdate,
} from "./cloud-api.ts";
import { whatsappConfig } from "./cloud.server.ts";
import { fallBack } from "./jobs.server.ts";

// The webhook of WhatsApp Business (ADR 045), at MESSAGING_PROVIDERS.whatsapp.webhookPath:
// GET is Meta's check of the callback URL, POST its notifications, each signed.

/** Meta batches up to a thousand updates; more than a megabyte is not one of its posts. */
const MAX_BYTES = 1024 * 1024;

/** GET: `hub.challenge` back when the verify token is ours, 403 otherwise. */
export function answerVerification(request: Request): Response {
  const config = whatsappConfig();
  if (!config) return textRefusal(404, "Page introuvable");
  const challenge = verificationChallenge(new URL(request.url), config.verifyToken);
  if (challenge === null) return textRefusal(403, "Jeton de vérification refusé.");
  return new Response(challenge, { status: 200, headers: { "Content-Type": "text/plain" } });
}

/**
 * POST: the signature over the raw bytes first (401 and nothing read otherwise), then each
 * status moves its message forward; a failed one falls back to email.
 */
export async function receiveWebhook(request: Request): Promise<Response> {
  const config = whatsappConfig();
  if (!config) return textRefusal(404, "Page introuvable");
  const body = await readBodyCapped(request, MAX_BYTES);
  if (!body.ok) return textRefusal(413, TOO_LARGE_MESSAGE);
  const raw = new TextDecoder().decode(body.bytes);
  if (!signatureValid(raw, request.headers.get("x-hub-signature-256"), config.appSecret)) {
    logger().warn("whatsapp webhook refused: bad signature");
    return textRefusal(401, "Signature refusée.");
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return textRefusal(400, "Requête illisible\u00a0: JSON attendu.");
  }
  for (const update of readStatuses(json)) await applyStatus(update);
  return new Response("OK", { status: 200, headers: { "Content-Type": "text/plain" } });
}

export async function applyStatus(update: StatusUpdate) {
  await db().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(whatsappMessage)
      .where(eq(whatsappMessage.waMessageId, update.id))
      .for("update");
    // Not ours (another app of the same business account): nothing to do.
    if (!row) return;
    const delivery = laterDelivery(row.delivery, update.status);
    if (delivery === row.delivery) return;
    const [saved] = await tx
      .update(whatsappMessage)
      .set({
        delivery,
        deliveryAt: update.at,
        ...(update.error ? { lastError: update.error.slice(0, 1000) } : {}),
      })
      .where(eq(whatsappMessage.id, row.id))
      .returning();
    if (delivery === "failed") await fallBack(tx, saved!);
  });
}
