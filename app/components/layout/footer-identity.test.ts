import { describe, expect, it } from "vitest";
import { telHref } from "#app/config/company.ts";
import { company, companyAddressLine, whatsappHref } from "#app/config/company-live.ts";
import { COMPANY_NAME } from "#app/config/company-name.ts";
import { footerIdentity } from "./footer-identity.server.ts";

// The footer gets the firm's identity as data (root loader): what it shows
// must still be company.ts, its one source.
describe("identité de l'entreprise dans le pied de page", () => {
  it("le nom seul (company-name.ts) est celui de company.ts", () => {
    expect(company.name).toBe(COMPANY_NAME);
  });

  it("le pied de page : nom, raison sociale, coordonnées, réseaux, NINEA et RCCM", () => {
    expect(footerIdentity()).toEqual({
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
    });
  });
});
