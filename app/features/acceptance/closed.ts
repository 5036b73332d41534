import { printedDay } from "#app/features/documents/numbering.ts";

/** Why a quote's answer pages take no answer. */
export type ClosedReason = "not-quote" | "accepted" | "refused" | "expired" | "closed";

/** The page's title and its explanation, in French. */
export function closedMessage(
  reason: ClosedReason,
  quote: { number: string; validUntil: string | null } | null,
): { title: string; text: string } {
  const n = quote?.number ?? "";
  switch (reason) {
    case "not-quote":
      return {
        title: "Rien à accepter",
        text: "Ce document n'est pas un devis\u00a0: il ne s'accepte ni ne se refuse en ligne.",
      };
    case "accepted":
      return {
        title: "Devis déjà accepté",
        text: `Le devis n°\u00a0${n} a déjà été accepté\u00a0: il ne peut plus être accepté ni refusé de nouveau.`,
      };
    case "refused":
      return {
        title: "Devis refusé",
        text: `Le devis n°\u00a0${n} a été refusé\u00a0: il ne peut plus être accepté. Écrivez-nous si vous avez changé d'avis, nous vous en établirons un nouveau.`,
      };
    case "expired":
      return {
        title: "Devis expiré",
        text: `Le devis n°\u00a0${n} était valable jusqu'au ${printedDay(quote?.validUntil ?? "")}\u00a0: il ne peut plus être accepté en ligne. Écrivez-nous pour en recevoir un nouveau.`,
      };
    case "closed":
      return {
        title: "Devis clos",
        text: `Le devis n°\u00a0${n} ne peut plus être accepté ni refusé en ligne.`,
      };
  }
}
