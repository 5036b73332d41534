import type { PaymentMethod } from "#app/db/schema.ts";

/**
 * How a payment was made, as the staff choose it and every list and export prints it
 * (ADR 020). In config, not a feature: the firm's settings name its usual method (ADR 033).
 */
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

/**
 * The methods, in the order of the forms' lists: the keys of the labels, which the
 * type keeps equal to the database's (a browser bundle never loads the schema).
 */
export const METHODS = Object.keys(PAYMENT_METHOD_LABELS) as [PaymentMethod, ...PaymentMethod[]];

/** The method a payment form starts from on a fresh install (the settings may name another). */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "virement";
