/** docs/product.md §3: the 13 services a contact message can be about (value / label). */
export const SERVICE_OPTIONS = [
  { value: "site-vitrine", label: "Site Vitrine" },
  { value: "site-ecommerce", label: "Site E-commerce" },
  { value: "maintenance-web", label: "Maintenance Site Web" },
  { value: "community-management-starter", label: "Community Management Starter" },
  { value: "community-management-pro", label: "Community Management Pro" },
  { value: "community-management-premium", label: "Community Management Premium" },
  { value: "développement-web", label: "Développement Web" },
  { value: "développement-mobile", label: "Développement Mobile" },
  { value: "design-ux-ui", label: "Design UX/UI" },
  { value: "consultation", label: "Consultation" },
  { value: "refonte", label: "Refonte de site" },
  { value: "projet-similaire", label: "Projet similaire" },
  { value: "autre", label: "Autre" },
] as const;

export type ServiceValue = (typeof SERVICE_OPTIONS)[number]["value"];

export const SERVICE_VALUES = SERVICE_OPTIONS.map((o) => o.value) as [
  ServiceValue,
  ...ServiceValue[],
];

export function serviceLabel(value: string): string {
  return SERVICE_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

/** docs/product.md §4: the six standard offers, whose names preset the subject. */
export const STANDARD_OFFERS = SERVICE_OPTIONS.slice(0, 6);

export type ContactReference = {
  /** Shown in the banner and sent as project_reference; empty when none. */
  reference: string;
  /** The subject preset in the form; empty when none. */
  subject: ServiceValue | "";
};

/**
 * docs/product.md §4 "Reference handling". `projet` is a portfolio slug shown as its
 * project's title; `service` is shown as given. A standard offer presets the
 * subject and reads 'Demande de devis pour: {offre}'; anything else is kept as
 * it is, with the subject 'projet-similaire'.
 */
export function resolveReference(
  params: { projet?: string | null; service?: string | null },
  projectTitle: (slug: string) => string | undefined,
): ContactReference {
  const service = params.service?.trim().slice(0, 200);
  const projet = params.projet?.trim().slice(0, 200);
  const given = service || (projet ? (projectTitle(projet) ?? projet) : "");
  if (!given) return { reference: "", subject: "" };
  const offer = STANDARD_OFFERS.find((o) => o.label.toLowerCase() === given.toLowerCase());
  if (offer) return { reference: `Demande de devis pour: ${offer.label}`, subject: offer.value };
  return { reference: given, subject: "projet-similaire" };
}
