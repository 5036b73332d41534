import type { FieldConstraint } from "#app/components/forms/use-server-form.ts";

// The contact form's input constraints, without its schema (zod stays on the
// server: ADR 015). `constraints.test.ts` proves them equal to
// `getZodConstraint(ContactFormSchema)`: change both together.

export const ContactFormConstraint = {
  name: { required: true },
  email: { required: true },
  subject: {
    required: true,
    pattern:
      "site\\x2dvitrine|site\\x2decommerce|maintenance\\x2dweb|community\\x2dmanagement\\x2dstarter|community\\x2dmanagement\\x2dpro|community\\x2dmanagement\\x2dpremium|développement\\x2dweb|développement\\x2dmobile|design\\x2dux\\x2dui|consultation|refonte|projet\\x2dsimilaire|autre",
  },
  message: { required: true },
  projectReference: { required: false },
  projectFile: { required: false },
} satisfies Record<string, FieldConstraint>;
