import { breadcrumbJsonLd, seo } from "#app/lib/seo.ts";

export const LEGAL_UPDATED_AT = "2026-11-23";

export const LEGAL_PAGES = {
  terms: {
    path: "/terms",
    title: "Conditions d'utilisation",
    description:
      "Conditions d'utilisation du site : éditeur, accès, comptes visiteurs, propriété intellectuelle, responsabilité et droit sénégalais applicable.",
  },
  privacy: {
    path: "/privacy",
    title: "Politique de confidentialité",
    description:
      "Comment nous collectons, utilisons et protégeons vos données personnelles, conformément à la loi sénégalaise n° 2008-12, et comment exercer vos droits.",
  },
  cookies: {
    path: "/cookies",
    title: "Politique de cookies",
    description:
      "Les seuls cookies du site sont strictement nécessaires (connexion, confirmation de vos envois)\u00a0: aucun cookie publicitaire ni de mesure d'audience.",
  },
} as const;

/**
 * Canonical URL, social tags and breadcrumb of a legal page: they are in the sitemap too.
 * Written by the page's loader (the page's data), so seo.ts stays out of its first load.
 */
export function legalMeta(key: keyof typeof LEGAL_PAGES, origin: string) {
  const page = LEGAL_PAGES[key];
  return seo(origin, {
    title: page.title,
    description: page.description,
    path: page.path,
    jsonLd: [breadcrumbJsonLd(origin, [{ name: page.title, path: page.path }])],
  });
}
