import type { PaymentMethod } from "#app/db/schema.ts";

/** How a payment was made, as the staff choose it and every list and export prints it (ADR 020). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  virement: "Virement",
  wave: "Wave",
  orange_money: "Orange Money",
  free_money: "Free Money",
  especes: "Espèces",
  cheque: "Chèque",
  carte: "Carte",
  non_precise: "Non précisé",
};
