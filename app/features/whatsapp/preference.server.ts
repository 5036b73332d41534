import { eq } from "drizzle-orm";
import { client, clientDocument } from "#app/db/schema.ts";
import type { Tx } from "#app/features/documents/register.server.ts";
import { company } from "#app/features/settings/current.server.ts";
import { whatsappConfig } from "./cloud.server.ts";
import { whatsappNumber } from "./phone.ts";
import type { ContactPreference, WhatsappPurpose } from "./registry.ts";

// Whether a message goes by WhatsApp Business too (ADR 045): the firm connected it and
// left this purpose on in its settings (« WhatsApp Business »), the client's preference in
// the client book names WhatsApp, and the number is a mobile. `only`: WhatsApp alone,
// its email kept for the fallback.

export type WhatsappRoute = { digits: string; display: string; only: boolean };

/** Connected, and the firm lets this purpose go by WhatsApp on its own. */
export function automatic(purpose: WhatsappPurpose): boolean {
  return whatsappConfig() !== null && company.whatsappBusiness[purpose];
}

/** The client's preference for a document (the client book), e-mail when unknown. */
export async function preferenceOf(
  tx: Pick<Tx, "select">,
  documentId: string,
): Promise<ContactPreference> {
  const [linked] = await tx
    .select({ preference: client.contactPreference })
    .from(clientDocument)
    .innerJoin(client, eq(client.id, clientDocument.clientId))
    .where(eq(clientDocument.documentId, documentId));
  return linked?.preference ?? "email";
}

export async function whatsappRouteOf(
  tx: Pick<Tx, "select">,
  documentId: string,
  phone: string,
  purpose: WhatsappPurpose,
): Promise<WhatsappRoute | null> {
  if (!automatic(purpose)) return null;
  const preference = await preferenceOf(tx, documentId);
  if (preference === "email") return null;
  const number = whatsappNumber(phone);
  if (!number.ok) return null;
  return { digits: number.digits, display: number.display, only: preference === "whatsapp" };
}
