import { useRouteLoaderData } from "react-router";
import type { FooterIdentity } from "./footer-identity.server.ts";

/**
 * The firm as a component shows it (legal pages, about, account): the current
 * settings, from the root loader's data (footer-identity.server.ts) — the
 * browser's code carries no copy of them, and a change shows without a rebuild.
 */
export function useCompany() {
  const f = (useRouteLoaderData("root") as { footer?: FooterIdentity } | undefined)?.footer;
  if (!f) throw new Error("useCompany: the root loader's identity is missing");
  return {
    name: f.name,
    legalName: f.legalName,
    blurb: f.blurb,
    addressLine: f.address,
    address: { city: f.city },
    phones: { main: f.phone.label, mobile: f.mobile.label },
    emails: { contact: f.email, privacy: f.privacyEmail },
    openingHours: f.openingHours,
    ninea: f.ninea,
    rccm: f.rccm,
  };
}
