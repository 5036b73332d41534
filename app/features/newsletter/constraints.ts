import type { FieldConstraint } from "#app/components/forms/use-server-form.ts";

// The newsletter form's input constraints, without its schema (zod stays on the
// server: ADR 015). `constraints.test.ts` proves them equal to
// `getZodConstraint(NewsletterSchema)`: change both together.

export const NewsletterConstraint = {
  email: { required: true },
  contactMe: { required: false },
} satisfies Record<string, FieldConstraint>;
