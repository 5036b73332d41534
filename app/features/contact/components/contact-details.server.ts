import { telHref } from "#app/config/company.ts";
import {
  company,
  companyAddressLine,
  whatsappHref,
} from "#app/features/settings/current.server.ts";

/**
 * What the contact page shows of the firm, read from app/config/company.ts by
 * the page's loader: the browser's code carries no copy of the firm's identity.
 */
export function contactDetails() {
  const phone = (number: string) => ({ label: number, href: telHref(number) });
  return {
    address: companyAddressLine(),
    phones: { main: phone(company.phones.main), mobile: phone(company.phones.mobile) },
    emails: { contact: company.emails.contact, commercial: company.emails.commercial },
    whatsapp: { number: company.whatsapp, href: whatsappHref() },
    openingHours: company.openingHours,
  };
}

export type ContactDetailsData = ReturnType<typeof contactDetails>;
