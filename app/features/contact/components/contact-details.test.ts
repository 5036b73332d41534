import { describe, expect, it } from "vitest";
import { telHref } from "#app/config/company.ts";
import { company, companyAddressLine, whatsappHref } from "#app/config/company-live.ts";
import { contactDetails } from "./contact-details.server.ts";

// The contact page gets the firm's details as data (its loader): what it shows
// must still be company.ts, their one source.
describe("coordonnées de la page contact", () => {
  it("la page contact : adresse, deux téléphones, deux e-mails, WhatsApp et horaires", () => {
    const details = contactDetails();
    expect(details.address).toBe(companyAddressLine());
    expect(details.phones.main).toEqual({
      label: company.phones.main,
      href: telHref(company.phones.main),
    });
    expect(details.phones.mobile).toEqual({
      label: company.phones.mobile,
      href: telHref(company.phones.mobile),
    });
    expect(details.emails).toEqual({
      contact: company.emails.contact,
      commercial: company.emails.commercial,
    });
    expect(details.whatsapp).toEqual({ number: company.whatsapp, href: whatsappHref() });
    expect(details.openingHours).toEqual(company.openingHours);
  });
});
