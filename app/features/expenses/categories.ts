import { METHODS } from "#app/config/payment-methods.ts";
// The categories of an expense, once (ADR 054): the form's list, the database's column,
// the list's and the accountant's CSV labels all read this registry.

type CategoryEntry = {
  /** Its name on the form, the list and the CSV. */
  label: string;
};

export const EXPENSE_CATEGORIES = {
  hebergement: { label: "Hébergement" },
  licences: { label: "Licences et abonnements" },
  sous_traitance: { label: "Sous-traitance" },
  materiel: { label: "Matériel" },
  transport: { label: "Transport" },
  publicite: { label: "Publicité" },
  telecom: { label: "Téléphone et internet" },
  fournitures: { label: "Fournitures de bureau" },
  formation: { label: "Formation" },
  autre: { label: "Autre" },
} satisfies Record<string, CategoryEntry>;

export type ExpenseCategory = keyof typeof EXPENSE_CATEGORIES;

/** The categories in the form's order (the database column's values). */
export const EXPENSE_CATEGORY_NAMES = Object.keys(EXPENSE_CATEGORIES) as [
  ExpenseCategory,
  ...ExpenseCategory[],
];

export function isExpenseCategory(text: string): text is ExpenseCategory {
  return Object.hasOwn(EXPENSE_CATEGORIES, text);
}

// Here, not in schemas.ts: the form's page reads them without loading zod.
/** The methods a person chooses (« Non précisé » is the ledger's upgrade only). */
export const EXPENSE_METHODS = METHODS.filter((m) => m !== "non_precise") as [
  (typeof METHODS)[number],
  ...(typeof METHODS)[number][],
];
