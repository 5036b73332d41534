import type { WhatsappDelivery } from "./registry.ts";

// What the document's page says of a message sent through WhatsApp Business (ADR 045),
// beside the email's status: « envoyé », « distribué », « lu », « échec » and, when it
// failed, « À vérifier » and whether its email went instead.

/** The French words of Meta's statuses. */
export const DELIVERY_LABELS: Record<WhatsappDelivery, string> = {
  sent: "envoyé",
  delivered: "distribué",
  read: "lu",
  failed: "échec",
};

export type WhatsappLine = {
  whatsappStatus: "pending" | "sending" | "sent" | "failed" | null;
  whatsappDelivery: WhatsappDelivery | null;
  whatsappFallback: string | null;
  /** Who marked the failure seen to, if anyone. */
  whatsappHandledBy?: string | null;
};

export type WhatsappState = { label: string; toCheck: boolean; handledBy?: string } | null;

export function whatsappState(line: WhatsappLine): WhatsappState {
  if (line.whatsappStatus === null) return null;
  const failed = line.whatsappStatus === "failed" || line.whatsappDelivery === "failed";
  if (failed) {
    const label = line.whatsappFallback ? "échec, envoyé par e-mail à la place" : "échec";
    // Seen to by a member (« À faire »): no longer « À vérifier ».
    if (line.whatsappHandledBy) return { label, toCheck: false, handledBy: line.whatsappHandledBy };
    return { label, toCheck: true };
  }
  if (line.whatsappDelivery)
    return { label: DELIVERY_LABELS[line.whatsappDelivery], toCheck: false };
  if (line.whatsappStatus === "sent") return { label: DELIVERY_LABELS.sent, toCheck: false };
  return {
    label: line.whatsappStatus === "sending" ? "en cours d'envoi" : "en attente d'envoi",
    toCheck: false,
  };
}
