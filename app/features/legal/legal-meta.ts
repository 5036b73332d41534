export const LEGAL_UPDATED_AT = "2026-11-22";

export const LEGAL_PAGES = {
  terms: {
    title: "Conditions d'utilisation",
    description:
      "Conditions d'utilisation du site : éditeur, accès, comptes visiteurs, propriété intellectuelle, responsabilité et droit sénégalais applicable.",
  },
  privacy: {
    title: "Politique de confidentialité",
    description:
      "Comment nous collectons, utilisons et protégeons vos données personnelles, conformément à la loi sénégalaise n° 2008-12, et comment exercer vos droits.",
  },
  cookies: {
    title: "Politique de cookies",
    description:
      "Les seuls cookies du site sont strictement nécessaires à la connexion : aucun cookie publicitaire ni de mesure d'audience. Détails et réglages.",
  },
} as const;
