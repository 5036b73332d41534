// Written by scripts/render-images.ts (npm run images), from the SVGs it rendered.
// An illustration's AVIF widths, by the SVG's address. Literal addresses: the build
// versions them as it versions the content's (server/image-versions.ts), so a
// versioned SVG finds its versioned rasters. `drawnFrom`: the version of the SVG they
// were drawn from (a test asks for them again when the drawing changes).
export const ILLUSTRATION_RASTERS: Record<string, { srcSet: string; drawnFrom: string }> = {
  "/images/projects/application-livraison-yobbal-express.svg": {
    srcSet:
      "/images/projects/application-livraison-yobbal-express-720.avif 720w, /images/projects/application-livraison-yobbal-express-1200.avif 1200w",
    drawnFrom: "28111168c3",
  },
  "/images/projects/boutique-en-ligne-keur-wax-couture.svg": {
    srcSet:
      "/images/projects/boutique-en-ligne-keur-wax-couture-720.avif 720w, /images/projects/boutique-en-ligne-keur-wax-couture-1200.avif 1200w",
    drawnFrom: "0b6855783c",
  },
  "/images/projects/plateforme-gestion-scolaire-yeesal.svg": {
    srcSet:
      "/images/projects/plateforme-gestion-scolaire-yeesal-720.avif 720w, /images/projects/plateforme-gestion-scolaire-yeesal-1200.avif 1200w",
    drawnFrom: "70ed24753b",
  },
  "/images/projects/site-reservation-hotel-kaay-saly.svg": {
    srcSet:
      "/images/projects/site-reservation-hotel-kaay-saly-720.avif 720w, /images/projects/site-reservation-hotel-kaay-saly-1200.avif 1200w",
    drawnFrom: "14aa6cde04",
  },
  "/images/articles/animations-css-performantes.svg": {
    srcSet:
      "/images/articles/animations-css-performantes-720.avif 720w, /images/articles/animations-css-performantes-1200.avif 1200w",
    drawnFrom: "7aa174cca6",
  },
  "/images/articles/chatgpt-productivite-developpeur.svg": {
    srcSet:
      "/images/articles/chatgpt-productivite-developpeur-720.avif 720w, /images/articles/chatgpt-productivite-developpeur-1200.avif 1200w",
    drawnFrom: "214b2ee40a",
  },
  "/images/articles/css-grid-layout-avance.svg": {
    srcSet:
      "/images/articles/css-grid-layout-avance-720.avif 720w, /images/articles/css-grid-layout-avance-1200.avif 1200w",
    drawnFrom: "63b2eb9950",
  },
  "/images/articles/design-system-guide-complet.svg": {
    srcSet:
      "/images/articles/design-system-guide-complet-720.avif 720w, /images/articles/design-system-guide-complet-1200.avif 1200w",
    drawnFrom: "c5b6dd380a",
  },
  "/images/articles/facturation-electronique-loi-2025.svg": {
    srcSet:
      "/images/articles/facturation-electronique-loi-2025-720.avif 720w, /images/articles/facturation-electronique-loi-2025-1200.avif 1200w",
    drawnFrom: "a8029f6394",
  },
  "/images/articles/ia-design-outils-2025.svg": {
    srcSet:
      "/images/articles/ia-design-outils-2025-720.avif 720w, /images/articles/ia-design-outils-2025-1200.avif 1200w",
    drawnFrom: "170593f23e",
  },
  "/images/articles/psychologie-couleurs-ui.svg": {
    srcSet:
      "/images/articles/psychologie-couleurs-ui-720.avif 720w, /images/articles/psychologie-couleurs-ui-1200.avif 1200w",
    drawnFrom: "8d7ed00aad",
  },
  "/images/articles/react-19-nouveautes.svg": {
    srcSet:
      "/images/articles/react-19-nouveautes-720.avif 720w, /images/articles/react-19-nouveautes-1200.avif 1200w",
    drawnFrom: "1f43fde332",
  },
  "/images/articles/realite-augmentee-interfaces.svg": {
    srcSet:
      "/images/articles/realite-augmentee-interfaces-720.avif 720w, /images/articles/realite-augmentee-interfaces-1200.avif 1200w",
    drawnFrom: "0895145110",
  },
  "/images/articles/recherche-utilisateur-methodes.svg": {
    srcSet:
      "/images/articles/recherche-utilisateur-methodes-720.avif 720w, /images/articles/recherche-utilisateur-methodes-1200.avif 1200w",
    drawnFrom: "e649c15f7d",
  },
  "/images/articles/site-rapide-reseau-mobile.svg": {
    srcSet:
      "/images/articles/site-rapide-reseau-mobile-720.avif 720w, /images/articles/site-rapide-reseau-mobile-1200.avif 1200w",
    drawnFrom: "9e7542eb9f",
  },
  "/images/articles/tendances-design-2025.svg": {
    srcSet:
      "/images/articles/tendances-design-2025-720.avif 720w, /images/articles/tendances-design-2025-1200.avif 1200w",
    drawnFrom: "a3bc5c7782",
  },
  "/images/articles/tests-accessibilite-automatises.svg": {
    srcSet:
      "/images/articles/tests-accessibilite-automatises-720.avif 720w, /images/articles/tests-accessibilite-automatises-1200.avif 1200w",
    drawnFrom: "3848d1bbdf",
  },
  "/images/articles/typescript-avance-patterns.svg": {
    srcSet:
      "/images/articles/typescript-avance-patterns-720.avif 720w, /images/articles/typescript-avance-patterns-1200.avif 1200w",
    drawnFrom: "6b6ee8d95c",
  },
  "/images/articles/wave-orange-money-site-web.svg": {
    srcSet:
      "/images/articles/wave-orange-money-site-web-720.avif 720w, /images/articles/wave-orange-money-site-web-1200.avif 1200w",
    drawnFrom: "eb43a857db",
  },
  "/images/articles/wcag-guide-pratique.svg": {
    srcSet:
      "/images/articles/wcag-guide-pratique-720.avif 720w, /images/articles/wcag-guide-pratique-1200.avif 1200w",
    drawnFrom: "92bce26498",
  },
  "/images/articles/web3-design-nouveaux-defis.svg": {
    srcSet:
      "/images/articles/web3-design-nouveaux-defis-720.avif 720w, /images/articles/web3-design-nouveaux-defis-1200.avif 1200w",
    drawnFrom: "4f229f2262",
  },
  "/images/articles/whatsapp-business-entreprise.svg": {
    srcSet:
      "/images/articles/whatsapp-business-entreprise-720.avif 720w, /images/articles/whatsapp-business-entreprise-1200.avif 1200w",
    drawnFrom: "c193f5f0e9",
  },
};
