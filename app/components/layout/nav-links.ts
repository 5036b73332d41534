export type NavLinkItem = { to: string; label: string };

/** The seven links of the header, in order (docs/product.md §2). */
export const NAV_LINKS: NavLinkItem[] = [
  { to: "/", label: "Accueil" },
  { to: "/services", label: "Services" },
  { to: "/offers", label: "Offres" },
  { to: "/realisations", label: "Réalisations" },
  { to: "/articles", label: "Blog" },
  { to: "/about", label: "À propos" },
  { to: "/contact", label: "Contact" },
];

export const FOOTER_LINKS: NavLinkItem[] = [
  { to: "/", label: "Accueil" },
  { to: "/services", label: "Services" },
  { to: "/realisations", label: "Réalisations" },
  { to: "/articles", label: "Blog" },
  { to: "/about", label: "À propos" },
  { to: "/contact", label: "Contact" },
];

export const LEGAL_LINKS: NavLinkItem[] = [
  { to: "/privacy", label: "Politique de confidentialité" },
  { to: "/terms", label: "Conditions d'utilisation" },
  { to: "/cookies", label: "Politique de cookies" },
];
