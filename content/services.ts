// The five services (docs/product.md §2 Services). The home page shows the first four.
import type { Service } from "./types.ts";

export const services: Service[] = [
  {
    id: "developpement-web",
    title: "Développement Web",
    description:
      "Des sites rapides, sécurisés et faciles à administrer, du site vitrine à la boutique en ligne avec paiement mobile. Chaque site est conçu pour transformer vos visiteurs en clients.",
    icon: "code",
    features: [
      "Sites vitrines et institutionnels",
      "Boutiques en ligne avec Wave et Orange Money",
      "Applications web sur mesure",
      "Référencement naturel (SEO) intégré",
      "Hébergement, sécurité et maintenance",
    ],
  },
  {
    id: "developpement-mobile",
    title: "Développement Mobile",
    description:
      "Des applications Android et iOS pensées pour les usages locaux\u00a0: connexions instables, smartphones d'entrée de gamme et paiement mobile. Nous les publions pour vous sur les stores.",
    icon: "smartphone",
    features: [
      "Applications Android et iOS",
      "Développement multiplateforme (React Native)",
      "Mode hors ligne et synchronisation",
      "Intégration du paiement mobile",
      "Publication sur Google Play et l'App Store",
    ],
  },
  {
    id: "design-ux-ui",
    title: "Design UX/UI",
    description:
      "Des interfaces claires et accessibles, construites à partir de vos utilisateurs réels. Les parcours sont testés sur maquettes avant la première ligne de code.",
    icon: "palette",
    features: [
      "Recherche et tests utilisateurs",
      "Wireframes et prototypes interactifs",
      "Maquettes d'interface (UI)",
      "Design systems et chartes graphiques",
      "Audit d'accessibilité (WCAG)",
    ],
  },
  {
    id: "marketing-digital",
    title: "Marketing Digital",
    description:
      "Une présence en ligne dont les résultats se mesurent\u00a0: stratégie éditoriale, gestion de vos réseaux sociaux et campagnes publicitaires ciblées sur votre clientèle.",
    icon: "megaphone",
    features: [
      "Stratégie digitale et éditoriale",
      "Community management",
      "Campagnes Facebook, Instagram et TikTok Ads",
      "Référencement local et fiche Google Business Profile",
      "Rapports de performance mensuels",
    ],
  },
  {
    id: "conseil-informatique",
    title: "Conseil Informatique",
    description:
      "Un regard indépendant pour choisir les bons outils, sécuriser votre système d'information et planifier votre transformation digitale étape par étape.",
    icon: "lightbulb",
    features: [
      "Audit du système d'information",
      "Feuille de route digitale",
      "Choix de solutions et accompagnement",
      "Sécurité et sauvegarde des données",
      "Formation de vos équipes",
    ],
  },
];

/** The four cards of the home page's services overview (docs/product.md §2 Home). */
export const homeServices = services.slice(0, 4);
