import type { FieldConstraint } from "#app/components/forms/use-server-form.ts";

// The inputs' constraints of the visitor account forms, without their schemas
// (zod stays on the server: ADR 015). `constraints.test.ts` proves each equal to
// `getZodConstraint` of its schema in schemas.ts: change both together.

export const LoginConstraint = {
  email: { required: true },
  password: { required: true },
  remember: { required: false },
} satisfies Record<string, FieldConstraint>;

export const RegisterConstraint = {
  name: { required: true },
  email: { required: true },
  password: { required: true },
  confirmPassword: { required: true },
  terms: { required: true },
} satisfies Record<string, FieldConstraint>;

export const ForgotPasswordConstraint = {
  email: { required: true },
} satisfies Record<string, FieldConstraint>;

export const ResetPasswordConstraint = {
  token: { required: true },
  newPassword: { required: true },
  confirmPassword: { required: true },
} satisfies Record<string, FieldConstraint>;
