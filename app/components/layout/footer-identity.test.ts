import { describe, expect, it } from "vitest";
import { telHref } from "#app/config/company.ts";
import {
  company,
  companyAddressLine,
  setCurrentCompany,
  whatsappHref,
} from "#app/config/company-live.ts";
import { COMPANY_NAME } from "#app/config/company-name.ts";
import { footerIdentity } from "./footer-identity.server.ts";

// The footer gets the firm's identity as data (root loader): what it shows is
// the current settings (company-live.ts), company.ts on a fresh install.
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
      mobile: { label: company.phones.mobile, href: telHref(company.phones.mobile) },
      privacyEmail: company.emails.privacy,
      city: company.address.city,
      logoUrl: null,
    });
  });

  it("un réseau laissé vide n'est pas montré ; le logo envoyé a son adresse", () => {
    const logo = "a".repeat(64);
    setCurrentCompany({
      ...company,
      socials: { ...company.socials, tiktok: "" },
      images: { logo, signature: null, stamp: null },
    });
    try {
      const identity = footerIdentity();
      expect(Object.keys(identity.socials)).toEqual(["instagram", "facebook", "x", "youtube"]);
      expect(identity.logoUrl).toBe(`/images/entreprise/${logo}.png`);
    } finally {
      setCurrentCompany(undefined);
    }
  });
});
