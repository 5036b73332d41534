import { company, companyAddressLine, telHref, whatsappHref } from "#app/config/company.ts";

/**
 * What the footer shows of the firm, read from app/config/company.ts on the
 * server and given to every page by the root loader: the browser's code then
 * carries no copy of the firm's identity.
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
    socials: company.socials,
    ninea: company.ninea,
    rccm: company.rccm,
  };
}

export type FooterIdentity = ReturnType<typeof footerIdentity>;
