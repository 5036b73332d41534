import { addressLine, companyDefaults, whatsappLink } from "./company.ts";
import { DEFAULT_PAYMENT_METHOD } from "./payment-methods.ts";
import type { CompanySettings } from "#app/features/settings/schema.ts";

// The firm's current settings as the rest of the app reads them, synchronously
// (ADR 033). The server fills this in (app/features/settings/current.server.ts:
// loaded before it answers, again at each change of the site); modules shared with the browser
// (snapshot, print) may import it, but only the server's values are current —
// the browser gets the firm from its pages' data, never from here.

/** The firm, as the rest of the app reads it: the settings and its time zone. */
export type Company = CompanySettings & { timeZone: typeof companyDefaults.timeZone };

/** A fresh install: app/config/company.ts, and the reminder steps of REMINDER_DAYS. */
export function defaultSettings(reminderDays: readonly number[]): CompanySettings {
  const c = companyDefaults;
  return {
    name: c.name,
    legalName: c.legalName,
    slogan: c.slogan,
    blurb: c.blurb,
    address: { ...c.address },
    phones: { ...c.phones },
    whatsapp: c.whatsapp,
    emails: { ...c.emails },
    ninea: c.ninea,
    rccm: c.rccm,
    socials: { ...c.socials },
    openingHours: c.openingHours.map((o) => ({ ...o })),
    payment: {
      bank: { ...c.payment.bank },
      wave: c.payment.wave,
      orangeMoney: c.payment.orangeMoney,
    },
    documents: {
      paymentTermsDays: c.documents.paymentTermsDays,
      quoteValidityDays: c.documents.quoteValidityDays,
      defaultVatRate: c.documents.defaultVatRate,
      paymentMethod: DEFAULT_PAYMENT_METHOD,
      reminderDays: [...reminderDays],
      cashStampDuty: c.documents.cashStampDuty,
      quoteFooter: "",
      invoiceFooter: "",
    },
    images: { logo: null, signature: null, stamp: null },
    accounting: { ...c.accounting },
    // On: a client who chose WhatsApp gets everything by it, once the firm connects it.
    whatsappBusiness: {
      document: true,
      reminder: true,
      receipt: true,
      acceptance: true,
      call: true,
    },
  };
}

let current: Company | undefined;
// Before the server registers its own (with REMINDER_DAYS), ADR 022's default steps.
let fallback = (): Company => ({
  ...defaultSettings([3, 15, 30]),
  timeZone: companyDefaults.timeZone,
});

/** The current settings (synchronous: a copy kept in memory). */
export function currentCompany(): Company {
  return (current ??= fallback());
}

/** The server sets what it loaded (undefined: forget it, the fallback applies again). */
export function setCurrentCompany(next: Company | undefined): void {
  current = next;
}

/** What applies before any load: a fresh install (the server adds its REMINDER_DAYS). */
export function setCompanyFallback(make: () => Company): void {
  fallback = make;
}

/**
 * A live view of the current settings, shaped like the former `company` object of
 * app/config/company.ts: `company.phones.main` is always today's number, so the
 * many places that print the firm keep their one-line reads.
 */
export const company: Company = new Proxy({} as Company, {
  get: (_, key) => Reflect.get(currentCompany(), key),
  has: (_, key) => Reflect.has(currentCompany(), key),
  ownKeys: () => Reflect.ownKeys(currentCompany()),
  getOwnPropertyDescriptor: (_, key) => {
    const d = Reflect.getOwnPropertyDescriptor(currentCompany(), key);
    return d && { ...d, configurable: true };
  },
});

/** One-line postal address of the firm, for footers and documents. */
export function companyAddressLine(c: Company = currentCompany()): string {
  return addressLine(c);
}

/** A `wa.me` link to the firm's WhatsApp with a prefilled message. */
export function whatsappHref(text?: string, c: Company = currentCompany()): string {
  return whatsappLink(c, text);
}

/** The social links the firm filled in (an empty one is not shown). */
export function companySocials(c: Company = currentCompany()): Partial<Company["socials"]> {
  return Object.fromEntries(Object.entries(c.socials).filter(([, v]) => v !== ""));
}
