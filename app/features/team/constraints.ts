import type { FieldConstraint } from "#app/components/forms/use-server-form.ts";

// The team's forms (invitation, two-factor): its inputs' constraints without the schema, so zod
// stays on the server (docs/decisions/063-studio-forms-answer-from-the-server.md).
// constraints.test.ts proves each equal to getZodConstraint of its schema
// (#app/features/team/schemas.ts): change both together.

export const InviteConstraint = {
  intent: { required: true },
  email: { required: true },
  staffRole: { required: true, pattern: "gerant|facturation|commercial|redaction" },
} satisfies Record<string, FieldConstraint>;

export const AcceptInvitationConstraint = {
  name: { required: true },
  password: { required: true },
  confirmPassword: { required: true },
} satisfies Record<string, FieldConstraint>;

export const TwoFactorPasswordConstraint = {
  intent: { required: true, pattern: "enable|disable" },
  password: { required: true },
} satisfies Record<string, FieldConstraint>;

export const TwoFactorConfirmConstraint = {
  intent: { required: true },
  code: { required: true },
} satisfies Record<string, FieldConstraint>;
