import type { OnlinePaymentStatus } from "#app/db/schema.ts";

/** One payment attempt through the client's page, as the invoice's page lists it. */
export type OnlinePaymentLine = {
  id: string;
  /** ISO instant: paid, else received, else started. */
  at: string;
  /** « Wave », « PayTech (Orange Money) »… */
  way: string;
  amount: number;
  status: OnlinePaymentStatus;
  problem: string | null;
  reference: string;
};

/**
 * A payment « À vérifier » (issue 29): what a provider said it took for one of the
 * invoice's checkouts, which the ledger did not record, and why.
 */
export type CheckLine = {
  id: string;
  /** ISO instant it was received. */
  at: string;
  /** « Wave », « PayTech (Emoney) »… as the provider named its way of paying. */
  way: string;
  /** As the provider wrote it: « 139 239 FCFA », « 212 EUR ». */
  reported: string;
  /** Whole francs the checkout asked for. */
  asked: number;
  reason: string;
  reference: string;
  /** The provider's event (Wave's event id, PayTech's token). */
  eventId: string;
  /** « Marqué comme vérifié »: ISO instant and who; null while it is « À vérifier ». */
  handledAt: string | null;
  handledByName: string | null;
};

/** The dashboard's « À vérifier »: the latest, with their invoice, and how many in all. */
export type PaymentsToCheck = {
  total: number;
  lines: (CheckLine & { number: string; party: string })[];
};

/** What each state means for the staff. */
export const ONLINE_STATUS_LABELS: Record<OnlinePaymentStatus, string> = {
  pending: "Commencé par le client, pas encore payé",
  received: "Reçu, en cours d'enregistrement",
  paid: "Enregistré au registre",
  failed: "Échoué ou abandonné",
  refused: "Reçu mais non enregistré\u00a0: à vérifier",
};

/** What the staff do with a payment « À vérifier ». */
export const TO_CHECK_ADVICE =
  "Vérifiez-le auprès du prestataire, puis remboursez le client ou enregistrez le paiement à la main.";
