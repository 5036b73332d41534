import { type document, documentEvent } from "#app/db/schema.ts";
import { db } from "#app/db/db.server.ts";
import { kindIs } from "#app/features/documents/kinds.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import type { DocumentSnapshot } from "#app/features/documents/snapshot.ts";
import type { SendChannel } from "#app/features/sending/send.server.ts";
import { balanceDue } from "#app/features/documents/status.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { enqueueWhatsapp } from "./jobs.server.ts";
import { documentSentence } from "./message.ts";
import { whatsappNumber } from "./phone.ts";
import { automatic, preferenceOf, whatsappRouteOf } from "./preference.server.ts";
import { whatsappConfig } from "./cloud.server.ts";
import type { SendPlan } from "./send-plan.ts";

// « Envoyer au client » follows the client's preference (ADR 045): e-mail only, WhatsApp
// only (through the Cloud API, the email kept for its fallback) or both, each channel a
// line of the history. The page says beforehand which it will be (`sendPlanOf`).

export function clientPhoneOf(row: Pick<typeof document.$inferSelect, "snapshot">): string {
  const snap = row.snapshot as unknown as DocumentSnapshot;
  return "client" in snap && snap.client && "phone" in snap.client ? snap.client.phone : "";
}

/** The facts of the message, as the chat's text and the template's parameters say them. */
export function factsOf(row: typeof document.$inferSelect) {
  const snap = row.snapshot as unknown as DocumentSnapshot;
  return {
    kind: row.kind,
    number: row.number,
    clientName: row.party,
    project: "project" in snap && snap.project ? snap.project.title : row.project,
    totalTtc: row.totalTtc,
    balance: kindIs(row.kind, "payable") ? balanceDue(row) : null,
    validUntil: row.validUntil,
    dueOn: row.dueDate,
    today: dakarDay(now()),
  };
}

/** The sending's WhatsApp part: the message queued with the PDF and its own history line. */
export const whatsappSendChannel: SendChannel = async (
  tx,
  { row, fileId, email, link, by, now },
) => {
  if (!kindIs(row.kind, "clientPage")) return null;
  const route = await whatsappRouteOf(tx, row.id, clientPhoneOf(row), "document");
  if (!route) return null;
  const whatsappId = await enqueueWhatsapp(
    {
      documentId: row.id,
      purpose: "document",
      to: route.digits,
      params: [row.party, documentSentence(factsOf(row)), link ?? ""],
      attachmentId: fileId,
      fallback: route.only ? email : null,
    },
    now,
    tx,
  );
  await tx.insert(documentEvent).values({
    documentId: row.id,
    kind: "sent",
    at: now,
    byName: by.name,
    details: { to: route.display, channel: "whatsapp" },
    whatsappId,
  });
  return { emailToo: !route.only, to: route.display };
};

export async function sendPlanOf(
  row: Pick<typeof document.$inferSelect, "id" | "kind" | "snapshot">,
): Promise<SendPlan> {
  const email: SendPlan = { channels: "email", whatsappTo: null, note: null };
  if (!kindIs(row.kind, "clientPage")) return email;
  const preference = await preferenceOf(db(), row.id);
  if (preference === "email") return email;
  if (!whatsappConfig())
    return {
      ...email,
      note: "Le client préfère WhatsApp, mais WhatsApp Business n'est pas connecté\u00a0: utilisez «\u00a0Envoyer par WhatsApp\u00a0» ci-dessous.",
    };
  if (!automatic("document"))
    return {
      ...email,
      note: "Le client préfère WhatsApp, mais l'envoi automatique des documents par WhatsApp est désactivé dans les paramètres.",
    };
  const number = whatsappNumber(clientPhoneOf(row));
  if (!number.ok) return { ...email, note: `Le client préfère WhatsApp\u00a0: ${number.message}` };
  return {
    channels: preference === "whatsapp" ? "whatsapp" : "both",
    whatsappTo: number.display,
    note: null,
  };
}
