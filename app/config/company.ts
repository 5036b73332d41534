// The firm's identity as a fresh install has it: the settings (ADR 033,
// /parametres-entreprise) start from these values, and everything reads the
// current settings (app/features/settings/current.server.ts), not this file.
// Until the firm uploads its own, the logo, signature and "Payé" stamp are the
// SVG files in app/assets/brand/, printed inline on documents.

// The name has its own module: the browser's code imports company-name.ts, so
// that this object stays out of the public pages' JavaScript.
import { COMPANY_NAME } from "./company-name.ts";

export type OpeningHours = { days: string; hours: string | null }[];

export const companyDefaults = {
  name: COMPANY_NAME,
  legalName: "Teranga Digital SARL",
  slogan: "L'audace d'aller plus loin",
  blurb:
    "Nous accompagnons les entreprises du Sénégal et d'Afrique dans leur transformation digitale et leur croissance\u00a0: sites web, applications mobiles, design et marketing digital.",
  address: {
    street: "Sacré-Cœur 3, Villa n° 9254",
    city: "Dakar",
    postalCode: "BP 45120",
    country: "Sénégal",
  },
  phones: { main: "+221 33 824 57 10", mobile: "+221 77 645 21 38" },
  /** The number that answers on WhatsApp (« Écrire sur WhatsApp » on the site). */
  whatsapp: "+221 77 645 21 38",
  emails: {
    contact: "contact@teranga-digital.sn",
    commercial: "devis@teranga-digital.sn",
    privacy: "donnees@teranga-digital.sn",
    noreply: "ne-pas-repondre@teranga-digital.sn",
  },
  ninea: "009876543 2G3",
  rccm: "SN-DKR-2025-B-01234",
  socials: {
    instagram: "https://www.instagram.com/terangadigital",
    facebook: "https://www.facebook.com/terangadigital",
    x: "https://x.com/terangadigital",
    youtube: "https://www.youtube.com/@terangadigital",
    tiktok: "https://www.tiktok.com/@terangadigital",
  },
  openingHours: [
    { days: "Lundi – Vendredi", hours: "09:00 – 18:00" },
    { days: "Samedi et Dimanche", hours: null },
  ] satisfies OpeningHours,
  timeZone: "Africa/Dakar",
  /** Printed on every invoice: how to pay the firm. */
  payment: {
    bank: {
      name: "Banque de l'Habitat du Sénégal (BHS), agence Sacré-Cœur",
      holder: "Teranga Digital SARL",
      rib: "SN100 01001 002345678901 27",
      iban: "SN08 SN10 0010 0100 2345 6789 0127",
      bic: "BHSNSNDA",
    },
    wave: "+221 77 645 21 38",
    orangeMoney: "+221 77 645 21 38",
  },
  documents: {
    /** Days a quote stays valid from its issue date. */
    quoteValidityDays: 30,
    /** Default payment terms of an invoice, in days (0: on receipt). */
    paymentTermsDays: 30 as PaymentTermsDays,
    /** VAT of a new quote or invoice, in percent. */
    defaultVatRate: 18,
    /**
     * The stamp duty on cash payments, percent (ADR 049): 1 % of every payment in cash
     * since Loi n° 2025-17 of 27 September 2025, collected by whoever gives the receipt.
     */
    cashStampDuty: "1",
  },
  /**
   * The accountant's journals (ADR 047): SYSCOHADA accounts and journal codes, as the
   * settings start them; the firm's accountant changes them at /parametres-entreprise.
   */
  accounting: {
    salesJournal: "VT",
    receiptsJournal: "EN",
    clients: "411",
    sales: "706",
    vat: "4431",
    deposits: "4191",
    bank: "521",
    cash: "571",
    wave: "5521",
    orangeMoney: "5522",
    freeMoney: "5523",
    suspense: "471",
    /** « État, impôts et taxes d'État »: the stamp duty collected on cash, owed to the State (ADR 049). */
    stampDuty: "4421",
  },
} as const;

/** The payment terms an invoice can carry, in days; 0 reads « à réception ». */
export const PAYMENT_TERMS_DAYS = [0, 15, 30, 45] as const;
export type PaymentTermsDays = (typeof PAYMENT_TERMS_DAYS)[number];

/** What the helpers below read of the firm (the settings or these defaults). */
type Identity = {
  name: string;
  whatsapp: string;
  address: { street: string; postalCode: string; city: string; country: string };
};

/** One-line postal address, for footers and documents. */
export function addressLine(c: Identity): string {
  const box = c.address.postalCode ? `${c.address.postalCode} ` : "";
  return `${c.address.street}, ${box}${c.address.city}, ${c.address.country}`;
}

/** `tel:` link target for a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

/** The French text a visitor's WhatsApp message starts with; they complete it. */
export function whatsappGreeting(c: Identity): string {
  return `Bonjour ${c.name}, je vous écris depuis votre site web au sujet de mon projet\u00a0: `;
}

/** A `wa.me` link to the firm's WhatsApp with a prefilled message. */
export function whatsappLink(c: Identity, text: string = whatsappGreeting(c)): string {
  return `https://wa.me/${c.whatsapp.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}
