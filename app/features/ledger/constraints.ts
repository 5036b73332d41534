import type { FieldConstraint } from "#app/components/forms/use-server-form.ts";

// The ledger's forms (payment, credit note, cancellations): its inputs' constraints without the
// schema, so zod stays on the server (docs/decisions/063-studio-forms-answer-from-the-server.md).
// constraints.test.ts proves each equal to getZodConstraint of its schema
// (#app/features/ledger/schemas.ts): change both together.

export const PaymentConstraint = {
  intent: { required: true },
  requestKey: { required: true },
  amount: { required: true },
  paidOn: { required: true },
  method: {
    required: true,
    pattern: "virement|wave|orange_money|free_money|especes|cheque|carte|non_precise",
  },
  reference: { required: false },
  receipt: { required: false },
} satisfies Record<string, FieldConstraint>;

export const CreditConstraint = {
  intent: { required: true },
  requestKey: { required: true },
  mode: { required: true, pattern: "amount|lines" },
  amount: { required: false },
  currency: { required: false, pattern: "XOF|EUR|USD" },
  lines: { required: false, multiple: true },
  "lines[]": { required: true },
  reason: { required: true },
} satisfies Record<string, FieldConstraint>;

export const CancelInvoiceConstraint = {
  intent: { required: true },
  reason: { required: true },
  requestKey: { required: true },
} satisfies Record<string, FieldConstraint>;

export const CancelPaymentConstraint = {
  intent: { required: true },
  paymentId: { required: true },
  reason: { required: true },
} satisfies Record<string, FieldConstraint>;
