import type { FieldConstraint } from "#app/components/forms/use-server-form.ts";

// The expense form: its inputs' constraints without the schema, so zod stays on the server
// (docs/decisions/063-studio-forms-answer-from-the-server.md). constraints.test.ts proves each
// equal to getZodConstraint of its schema (#app/features/expenses/schemas.ts): change both
// together.

export const ExpenseConstraint = {
  spentOn: { required: true },
  supplier: { required: true },
  amountTtc: { required: false },
  vat: { required: false },
  category: {
    required: true,
    pattern:
      "hebergement|licences|sous_traitance|materiel|transport|publicite|telecom|fournitures|formation|autre",
  },
  method: { required: true, pattern: "virement|wave|orange_money|free_money|especes|cheque|carte" },
  projectId: { required: false },
  billable: { required: false },
  recurring: { required: false },
  note: { required: false },
} satisfies Record<string, FieldConstraint>;
