import type { FieldConstraint } from "#app/components/forms/use-server-form.ts";

// « Envoyer au client »: its inputs' constraints without the schema, so zod stays on the server
// (docs/decisions/063-studio-forms-answer-from-the-server.md). constraints.test.ts proves each
// equal to getZodConstraint of its schema (#app/features/documents/requests.ts): change both
// together.

export const SendConstraint = {
  intent: { required: true },
  to: { required: true },
  subject: { required: true },
  message: { required: true },
} satisfies Record<string, FieldConstraint>;
