import { telHref } from "#app/config/company.ts";
import {
  company,
  companyAddressLine,
  companySocials,
  whatsappHref,
} from "#app/config/company-live.ts";

/**
 * What the header, the footer and the legal pages show of the firm, read from
 * the current settings on the server and given to every page by the root loader:
 * the browser's code then carries no copy of the firm's identity.
 */
export function footerIdentity() {
  return {
    name: company.name,
    legalName: company.legalName,
    blurb: company.blurb,
    address: companyAddressLine(),
    phone: { label: company.phones.main, href: telHref(company.phones.main) },
    whatsappHref: whatsappHref(),
    email: company.emails.contact,
    openingHours: company.openingHours,
    socials: companySocials(),
    ninea: company.ninea,
    rccm: company.rccm,
    mobile: { label: company.phones.mobile, href: telHref(company.phones.mobile) },
    privacyEmail: company.emails.privacy,
    city: company.address.city,
    // The address of images.server.ts's imageUrl (an image never changes under its hash).
    logoUrl: company.images.logo ? `/images/entreprise/${company.images.logo}.png` : null,
  };
}

export type FooterIdentity = ReturnType<typeof footerIdentity>;
