// The messaging providers (ADR 036's recipe, ADR 045): each declared once, its name, the
// environment keys that connect it and the path of its webhook. Email is the outbox's
// and needs no entry; WhatsApp Business is the one provider that sends through an API.
// Pure: the schema, server/security.ts and the tests read it as it is.

export const MESSAGING_PROVIDERS = {
  whatsapp: {
    name: "WhatsApp Business",
    envKeys: ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_APP_SECRET"],
    webhookPath: "/whatsapp/webhook",
  },
} as const satisfies Record<
  string,
  { name: string; envKeys: readonly string[]; webhookPath: `/${string}` }
>;

export type MessagingProvider = keyof typeof MESSAGING_PROVIDERS;

/** The webhooks Meta posts to, without an Origin: server/security.ts lets them through. */
export const MESSAGING_WEBHOOK_PATHS: readonly string[] = Object.values(MESSAGING_PROVIDERS).map(
  (p) => p.webhookPath,
);

/** How a client wants to receive documents (the client book), email by default. */
export const CONTACT_PREFERENCES = {
  email: "E-mail",
  whatsapp: "WhatsApp",
  both: "E-mail et WhatsApp",
} as const;
export type ContactPreference = keyof typeof CONTACT_PREFERENCES;
export const CONTACT_PREFERENCE_NAMES = Object.keys(CONTACT_PREFERENCES) as [
  ContactPreference,
  ...ContactPreference[],
];

/**
 * What a message through the API is about; each has its approved template (templates.ts)
 * and is sent automatically only while the firm's setting of the same name is on
 * (/parametres-entreprise, « WhatsApp Business »): `settings/labels.ts` WHATSAPP_AUTOMATIONS.
 */
export const WHATSAPP_PURPOSES = ["document", "reminder", "receipt", "acceptance", "call"] as const;
export type WhatsappPurpose = (typeof WHATSAPP_PURPOSES)[number];

/** The job of sending one message (the outbox's states). */
export const WHATSAPP_JOB_STATES = ["pending", "sending", "sent", "failed"] as const;

/** What Meta's status webhook says of a message (statuses[].status). */
export const WHATSAPP_DELIVERY = ["sent", "delivered", "read", "failed"] as const;
export type WhatsappDelivery = (typeof WHATSAPP_DELIVERY)[number];
