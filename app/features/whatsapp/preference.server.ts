import { eq } from "drizzle-orm";
import { client, clientDocument } from "#app/db/schema.ts";
import type { Tx } from "#app/features/documents/register.server.ts";
import { whatsappConfig } from "./cloud.server.ts";
import { whatsappNumber } from "./phone.ts";
import type { ContactPreference } from "./registry.ts";

// Whether a message about a document goes by WhatsApp Business too (ADR 045): the firm
// connected it, the client's preference in the client book names WhatsApp, and the
// document's number is a mobile. `only`: WhatsApp alone, its email kept for the fallback.

export type WhatsappRoute = { digits: string; display: string; only: boolean };

export async function whatsappRouteOf(
  tx: Pick<Tx, "select">,
  documentId: string,
  phone: string,
): Promise<WhatsappRoute | null> {
  if (!whatsappConfig()) return null;
  const [linked] = await tx
    .select({ preference: client.contactPreference })
    .from(clientDocument)
    .innerJoin(client, eq(client.id, clientDocument.clientId))
    .where(eq(clientDocument.documentId, documentId));
  const preference: ContactPreference = linked?.preference ?? "email";
  if (preference === "email") return null;
  const number = whatsappNumber(phone);
  if (!number.ok) return null;
  return { digits: number.digits, display: number.display, only: preference === "whatsapp" };
}
