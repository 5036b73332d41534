import type { FieldConstraint } from "#app/components/forms/use-server-form.ts";

// The catalogue's item form: its inputs' constraints without the schema, so zod stays on the
// server (docs/decisions/063-studio-forms-answer-from-the-server.md). constraints.test.ts proves
// each equal to getZodConstraint of its schema (#app/features/catalogue/schemas.ts): change both
// together.

export const CatalogueItemConstraint = {
  designation: { required: true },
  description: { required: false },
  unitPrice: { required: true },
  unit: { required: true },
  vatRate: { required: true },
  vatCategory: { required: false, pattern: "standard|exempt|debours" },
  exemptionReason: { required: false },
} satisfies Record<string, FieldConstraint>;
