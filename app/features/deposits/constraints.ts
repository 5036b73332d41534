import type { FieldConstraint } from "#app/components/forms/use-server-form.ts";

// The deposit form: its inputs' constraints without the schema, so zod stays on the server
// (docs/decisions/063-studio-forms-answer-from-the-server.md). constraints.test.ts proves each
// equal to getZodConstraint of its schema (#app/features/deposits/schemas.ts): change both
// together.

export const DepositConstraint = {
  intent: { required: true },
  requestKey: { required: true },
  mode: { required: true, pattern: "percent|amount" },
  value: { required: true },
  // The quote's currency when it is EUR or USD (ADR 055): the typed amount is read in its cents.
  currency: { required: false },
} satisfies Record<string, FieldConstraint>;
