// The settings form's names and labels, apart from the schema: the settings page shows
// them without loading zod (docs/decisions/063-studio-forms-answer-from-the-server.md).

/**
 * What goes automatically by WhatsApp Business once the firm connects it (ADR 045), to the
 * clients whose preference names WhatsApp: each a checkbox of the settings, on by default
 * (the client's own choice is the first gate). The keys are the WhatsApp purposes
 * (whatsapp/registry.ts), which read them.
 */
export const WHATSAPP_AUTOMATIONS = {
  document: {
    label: "Envoi des documents",
    hint: "«\u00a0Envoyer au client\u00a0» d'un devis ou d'une facture.",
  },
  reminder: { label: "Relances", hint: "Les relances des factures en retard." },
  receipt: {
    label: "Reçus de paiement",
    hint: "Quand un paiement est enregistré, ou reçu par Wave ou PayTech.",
  },
  acceptance: {
    label: "Confirmation d'accord",
    hint: "Quand le client accepte un devis en ligne.",
  },
  call: {
    label: "Rappel des appels réservés",
    hint: "La veille de l'appel, au numéro donné par le visiteur.",
  },
} as const;
export type WhatsappAutomation = keyof typeof WHATSAPP_AUTOMATIONS;
export const WHATSAPP_AUTOMATION_KEYS = Object.keys(WHATSAPP_AUTOMATIONS) as WhatsappAutomation[];

/** The text fields of the form, by name (the path in the document, joined by dots). */
export const TEXT_FIELDS = [
  "name",
  "legalName",
  "slogan",
  "blurb",
  "address.street",
  "address.postalCode",
  "address.city",
  "address.country",
  "phones.main",
  "phones.mobile",
  "whatsapp",
  "emails.contact",
  "emails.commercial",
  "emails.privacy",
  "emails.noreply",
  "ninea",
  "rccm",
  "socials.instagram",
  "socials.facebook",
  "socials.x",
  "socials.youtube",
  "socials.tiktok",
  "payment.bank.name",
  "payment.bank.holder",
  "payment.bank.rib",
  "payment.bank.iban",
  "payment.bank.bic",
  "payment.wave",
  "payment.orangeMoney",
  "documents.paymentTermsDays",
  "documents.quoteValidityDays",
  "documents.defaultVatRate",
  "documents.paymentMethod",
  "documents.cashStampDuty",
  "documents.quoteFooter",
  "documents.invoiceFooter",
  "accounting.salesJournal",
  "accounting.receiptsJournal",
  "accounting.clients",
  "accounting.sales",
  "accounting.vat",
  "accounting.deposits",
  "accounting.bank",
  "accounting.cash",
  "accounting.wave",
  "accounting.orangeMoney",
  "accounting.freeMoney",
  "accounting.suspense",
  "accounting.stampDuty",
] as const;

const LABELS: Record<string, string> = {
  "documents.reminderDays": "Relances (jours après l'échéance)",
  openingHours: "Horaires d'ouverture",
  "images.logo": "Logo",
  "images.signature": "Signature",
  "images.stamp": "Cachet",
  ...Object.fromEntries(
    WHATSAPP_AUTOMATION_KEYS.map((k) => [
      `whatsappBusiness.${k}`,
      `WhatsApp automatique\u00a0: ${WHATSAPP_AUTOMATIONS[k].label.toLowerCase()}`,
    ]),
  ),
};

/** The label of a field, as the page shows it. */
export function fieldLabel(path: string): string {
  return LABELS[path] ?? FIELD_LABELS[path as (typeof TEXT_FIELDS)[number]] ?? path;
}

export const FIELD_LABELS: Record<(typeof TEXT_FIELDS)[number], string> = {
  name: "Nom commercial",
  legalName: "Raison sociale",
  slogan: "Slogan",
  blurb: "Présentation",
  "address.street": "Adresse",
  "address.postalCode": "Boîte postale",
  "address.city": "Ville",
  "address.country": "Pays",
  "phones.main": "Téléphone principal",
  "phones.mobile": "Téléphone mobile",
  whatsapp: "WhatsApp",
  "emails.contact": "E-mail de contact",
  "emails.commercial": "E-mail commercial",
  "emails.privacy": "E-mail «\u00a0données personnelles\u00a0»",
  "emails.noreply": "E-mail d'envoi",
  ninea: "NINEA",
  rccm: "RCCM",
  "socials.instagram": "Instagram",
  "socials.facebook": "Facebook",
  "socials.x": "X",
  "socials.youtube": "YouTube",
  "socials.tiktok": "TikTok",
  "payment.bank.name": "Banque",
  "payment.bank.holder": "Titulaire du compte",
  "payment.bank.rib": "RIB",
  "payment.bank.iban": "IBAN",
  "payment.bank.bic": "BIC",
  "payment.wave": "Numéro Wave",
  "payment.orangeMoney": "Numéro Orange Money",
  "documents.paymentTermsDays": "Délai de paiement (jours)",
  "documents.quoteValidityDays": "Validité des devis (jours)",
  "documents.defaultVatRate": "TVA par défaut (%)",
  "documents.cashStampDuty": "Droit de timbre sur les paiements en espèces (%)",
  "documents.paymentMethod": "Moyen de paiement habituel",
  "documents.quoteFooter": "Pied de page des devis",
  "documents.invoiceFooter": "Pied de page des factures",
  "accounting.salesJournal": "Code du journal des ventes",
  "accounting.receiptsJournal": "Code du journal des encaissements",
  "accounting.clients": "Compte clients",
  "accounting.sales": "Compte des ventes (prestations)",
  "accounting.vat": "Compte de TVA facturée",
  "accounting.deposits": "Compte des acomptes reçus",
  "accounting.bank": "Compte bancaire",
  "accounting.cash": "Compte de caisse",
  "accounting.wave": "Compte Wave",
  "accounting.orangeMoney": "Compte Orange Money",
  "accounting.freeMoney": "Compte Free Money",
  "accounting.suspense": "Compte d'attente",
  "accounting.stampDuty": "Compte des droits de timbre à reverser",
};
