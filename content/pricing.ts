// The priced offers (docs/product.md §2 Services and Offers, §9 Prices in FCFA). A card
// renders `price` then `priceDescription`, e.g. « À partir de 30 000 FCFA » « par mois ».
import type { PricingCard, PricingGroup } from "./types.ts";

export const pricing: PricingCard[] = [
  {
    id: "site-vitrine",
    group: "web",
    icon: "layout",
    title: "Site Vitrine",
    description:
      "Un site professionnel pour présenter votre activité, rassurer vos prospects et être trouvé sur Google.",
    price: "Sur devis",
    priceDescription: "selon vos besoins",
    features: [
      "Jusqu'à 5 pages sur mesure",
      "Design responsive, adapté au mobile",
      "Formulaire de contact et bouton WhatsApp",
      "Référencement naturel de base",
      "Nom de domaine et certificat HTTPS",
      "1 an d'hébergement inclus",
    ],
  },
  {
    id: "site-ecommerce",
    group: "web",
    icon: "shopping-cart",
    title: "Site E-commerce",
    description:
      "Une boutique en ligne complète pour vendre au Sénégal et au-delà, avec paiement mobile et gestion des commandes.",
    price: "Sur devis",
    priceDescription: "selon vos besoins",
    features: [
      "Catalogue produits et gestion des stocks",
      "Paiement par Wave, Orange Money et carte bancaire",
      "Suivi des commandes et des livraisons",
      "Espace client",
      "Tableau de bord des ventes",
      "Formation à la prise en main",
    ],
  },
  {
    id: "maintenance-web",
    group: "maintenance",
    icon: "wrench",
    title: "Maintenance Site Web",
    description:
      "Votre site reste rapide, sécurisé et à jour, sans que vous ayez à vous en occuper.",
    price: "À partir de 30\u00a0000\u00a0FCFA",
    priceDescription: "par mois",
    features: [
      "Mises à jour de sécurité",
      "Sauvegardes régulières",
      "Surveillance de la disponibilité",
      "Petites modifications de contenu",
      "Assistance par e-mail et téléphone",
    ],
  },
  {
    id: "community-management-starter",
    group: "community",
    icon: "message-circle",
    title: "Community Management Starter",
    description:
      "Pour installer une présence régulière et professionnelle sur vos deux réseaux principaux.",
    price: "100\u00a0000\u00a0FCFA",
    priceDescription: "par mois",
    features: [
      "2 réseaux sociaux",
      "8 publications par mois",
      "Création des visuels",
      "Calendrier éditorial mensuel",
      "Réponse aux messages et commentaires",
      "Rapport mensuel",
    ],
  },
  {
    id: "community-management-pro",
    group: "community",
    icon: "trending-up",
    title: "Community Management Pro",
    description:
      "Pour gagner en visibilité et générer des contacts grâce à la publicité ciblée (budget publicitaire en sus).",
    price: "200\u00a0000\u00a0FCFA",
    priceDescription: "par mois",
    isPopular: true,
    features: [
      "3 réseaux sociaux",
      "16 publications par mois",
      "1 campagne publicitaire par mois",
      "Visuels et vidéos courtes",
      "Modération et réponse aux messages",
      "Rapport mensuel détaillé",
    ],
  },
  {
    id: "community-management-premium",
    group: "community",
    icon: "rocket",
    title: "Community Management Premium",
    description:
      "Une gestion complète de votre image en ligne, au quotidien, avec un point sur vos résultats chaque semaine (budget publicitaire en sus).",
    price: "300\u00a0000\u00a0FCFA",
    priceDescription: "par mois",
    features: [
      "Tous les réseaux sociaux",
      "Publications quotidiennes",
      "3 campagnes publicitaires par mois",
      "Rapport hebdomadaire",
      "Vidéos et reels",
      "Community manager dédié",
      "Veille concurrentielle",
    ],
  },
];

/** The cards of one section of the offers page, in display order. */
export function pricingByGroup(group: PricingGroup): PricingCard[] {
  return pricing.filter((card) => card.group === group);
}
