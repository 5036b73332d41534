import type { FieldConstraint } from "#app/components/forms/use-server-form.ts";
import { COUNTRY_CODES } from "#app/lib/country-codes.ts";

// The client form: its inputs' constraints without the schema, so zod stays on the server
// (docs/decisions/063-studio-forms-answer-from-the-server.md). constraints.test.ts proves each
// equal to getZodConstraint of its schema (#app/features/clients/schemas.ts): change both
// together.

export const ClientConstraint = {
  name: { required: true },
  contactName: { required: false },
  email: { required: false },
  phone: { required: false },
  address: { required: false },
  ninea: { required: false },
  rccm: { required: false },
  notes: { required: false },
  contactPreference: { required: false, pattern: "email|whatsapp|both" },
  language: { required: false, pattern: "fr|en" },
  currency: { required: false, pattern: "XOF|EUR|USD" },
  country: { required: false, pattern: COUNTRY_CODES.join("|") },
} satisfies Record<string, FieldConstraint>;
