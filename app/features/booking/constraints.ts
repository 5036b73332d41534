import type { FieldConstraint } from "#app/components/forms/use-server-form.ts";

// The booking form's input constraints, without its schema (zod stays on the server,
// ADR 015): the browser asks for what is required, the server says what is wrong.

export const BookingFormConstraint = {
  slot: { required: true },
  name: { required: true, maxLength: 120 },
  email: { required: true, maxLength: 254 },
  phone: { required: true, maxLength: 40 },
  company: { required: false, maxLength: 160 },
  subject: { required: true },
  note: { required: false, maxLength: 2000 },
} satisfies Record<string, FieldConstraint>;
