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

/** What each state means for the staff. */
export const ONLINE_STATUS_LABELS: Record<OnlinePaymentStatus, string> = {
  pending: "Commencé par le client, pas encore payé",
  received: "Reçu, en cours d'enregistrement",
  paid: "Enregistré au registre",
  failed: "Échoué ou abandonné",
  refused: "Reçu mais non enregistré\u00a0: à vérifier",
};
