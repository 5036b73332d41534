// The portfolio (docs/product.md §3 Project): four projects for clients in Senegal.
import type { Project } from "./types.ts";

export const projects: Project[] = [
  {
    id: "1",
    slug: "boutique-en-ligne-keur-wax-couture",
    title: "Boutique en ligne Keur Wax Couture",
    description:
      "Une boutique en ligne pour un atelier de couture en wax de Dakar, avec paiement par Wave et Orange Money et prise de mesures pour le sur-mesure.",
    image: {
      src: "/images/projects/boutique-en-ligne-keur-wax-couture.svg",
      width: 1200,
      height: 800,
      alt: "Maquette de la boutique en ligne Keur Wax Couture\u00a0: la page d'accueil et ses robes en wax sur un ordinateur, le paiement par Wave sur un smartphone",
    },
    // « En images »: none in the seed; the editor adds them.
    gallery: [],
    fullDescription: [
      "Keur Wax Couture est un atelier de prêt-à-porter et de sur-mesure en tissu wax installé aux HLM, à Dakar. Jusqu'en 2025, l'essentiel des ventes passait par Instagram et WhatsApp\u00a0: chaque commande demandait plusieurs échanges pour confirmer le modèle, la taille et le paiement, et les oublis de suivi étaient fréquents.",
      "Nous avons conçu une boutique pensée d'abord pour le mobile, avec un catalogue filtrable par collection, par tissu et par taille, et un formulaire de mesures pour les pièces sur mesure. Le paiement passe par PayDunya, qui accepte Wave, Orange Money et la carte bancaire, ou se fait à la livraison. Chaque commande arrive dans un tableau de bord où l'atelier suit sa préparation jusqu'à la remise au livreur.",
      "Les photos sont redimensionnées et compressées automatiquement pour que les pages restent légères, même en 3G. L'équipe de l'atelier a été formée pour publier elle-même les nouveaux modèles et tenir à jour le stock de tissus.",
      "Selon la gérante, la boutique reçoit aujourd'hui environ un tiers des commandes de l'atelier, et le temps passé à répondre aux messages a nettement diminué. Les premières commandes de clientes de la diaspora, réglées par carte, sont arrivées dès le deuxième mois.",
    ].join("\n\n"),
    technologies: ["React Router", "TypeScript", "Tailwind CSS", "PostgreSQL", "PayDunya"],
    client: "Keur Wax Couture",
    year: 2025,
    duration: "8 semaines",
    category: "E-commerce",
  },
  {
    id: "2",
    slug: "application-livraison-yobbal-express",
    title: "Application de livraison Yobbal Express",
    description:
      "Une application mobile pour une société de livraison dakaroise\u00a0: attribution des courses, suivi des livreurs en temps réel et preuve de livraison photographiée.",
    image: {
      src: "/images/projects/application-livraison-yobbal-express.svg",
      width: 1200,
      height: 800,
      alt: "Maquette de Yobbal Express\u00a0: le tableau de dispatching des courses sur un ordinateur, le suivi d'une course sur la carte de Dakar sur un smartphone",
    },
    gallery: [],
    fullDescription: [
      "Yobbal Express livre des colis et des repas à Dakar, Pikine et Rufisque avec une flotte d'une vingtaine de motos. Les courses étaient réparties par téléphone depuis le bureau, sans visibilité sur la position des livreurs ni trace fiable des remises.",
      "Nous avons développé une application Android et iOS pour les livreurs, qui reçoivent leurs missions, l'itinéraire et les coordonnées du destinataire, et un espace web de dispatching où l'équipe crée les courses et suit la flotte sur une carte. Les clients reçoivent par SMS un lien pour suivre leur colis.",
      "Une partie des trajets traverse des zones mal couvertes par le réseau mobile. L'application fonctionne donc hors ligne\u00a0: les changements de statut et les photos de remise sont enregistrés sur le téléphone, puis synchronisés dès que la connexion revient. Les encaissements à la livraison sont rapprochés automatiquement en fin de journée.",
      "D'après la direction des opérations, les appels entre le bureau et les livreurs ont fortement diminué, et les litiges sur des colis déclarés non reçus sont devenus rares, puisque chaque remise est photographiée et horodatée.",
    ].join("\n\n"),
    technologies: [
      "React Native",
      "Expo",
      "TypeScript",
      "Node.js",
      "PostgreSQL",
      "Google Maps Platform",
    ],
    client: "Yobbal Express",
    year: 2025,
    duration: "12 semaines",
    category: "Application mobile",
  },
  {
    id: "3",
    slug: "site-reservation-hotel-kaay-saly",
    title: "Site et réservation en ligne de l'Hôtel Kaay Saly",
    description:
      "Un site vitrine bilingue avec réservation directe pour un hôtel de bord de mer à Saly, sur la Petite-Côte.",
    image: {
      src: "/images/projects/site-reservation-hotel-kaay-saly.svg",
      width: 1200,
      height: 800,
      alt: "Maquette du site de l'Hôtel Kaay Saly\u00a0: la page d'accueil face à la plage et sa barre de réservation sur un ordinateur, une réservation confirmée sur un smartphone",
    },
    gallery: [],
    fullDescription: [
      "L'Hôtel Kaay Saly, un établissement de 28 chambres sur la Petite-Côte, dépendait presque entièrement des plateformes de réservation, qui prélèvent une commission sur chaque séjour. Son ancien site, difficile à mettre à jour, ne permettait pas de réserver directement.",
      "Nous avons réalisé un site en français et en anglais qui présente les chambres, la plage, le restaurant et les excursions vers la réserve de Bandia ou le delta du Saloum. Un module de réservation affiche les disponibilités en temps réel et permet de régler un acompte en ligne.",
      "La réception gère les tarifs, les périodes de fermeture et les réservations depuis une interface simple, et reçoit chaque nouvelle demande par e-mail. Le site a été optimisé pour le référencement local, et la fiche Google Business Profile de l'hôtel a été entièrement mise à jour.",
      "Selon la direction de l'hôtel, la part des réservations directes a progressé dès la première saison, ce qui réduit d'autant les commissions versées aux plateformes.",
    ].join("\n\n"),
    technologies: ["React Router", "TypeScript", "Tailwind CSS", "PostgreSQL", "Brevo"],
    client: "Hôtel Kaay Saly",
    year: 2025,
    duration: "6 semaines",
    category: "Site vitrine",
  },
  {
    id: "4",
    slug: "plateforme-gestion-scolaire-yeesal",
    title: "Plateforme de gestion scolaire Yeesal",
    description:
      "Une plateforme web pour un groupe scolaire de Thiès, qui réunit inscriptions, notes, frais de scolarité et communication avec les parents.",
    image: {
      src: "/images/projects/plateforme-gestion-scolaire-yeesal.svg",
      width: 1200,
      height: 800,
      alt: "Maquette de la plateforme Yeesal\u00a0: le tableau de bord de la direction (effectifs, moyennes par classe, paiements) sur un ordinateur, le bulletin d'une élève dans l'application des parents",
    },
    gallery: [],
    fullDescription: [
      "Le Groupe scolaire Yeesal accueille environ 600 élèves, de la maternelle au collège, à Thiès. Les inscriptions, les bulletins et le suivi des frais de scolarité reposaient sur des registres papier et des fichiers Excel répartis entre le secrétariat, la comptabilité et les enseignants.",
      "Nous avons conçu une plateforme web avec trois espaces. L'administration gère les inscriptions, les classes et les paiements, avec des reçus générés automatiquement. Les enseignants saisissent les notes, à partir desquelles les bulletins sont produits en PDF. Les parents consultent les résultats, les absences et le solde de scolarité depuis leur téléphone.",
      "Un tableau de bord donne à la direction une vue d'ensemble des effectifs, du recouvrement des frais et des résultats par classe. Les rappels d'échéance partent par SMS, un canal plus sûr que l'e-mail pour joindre la plupart des familles.",
      "D'après la direction, la préparation des bulletins de fin de trimestre, qui occupait le secrétariat pendant plus d'une semaine, se fait désormais en deux jours. Le suivi des impayés est lui aussi devenu plus simple et plus régulier.",
    ].join("\n\n"),
    technologies: ["React Router", "TypeScript", "Node.js", "PostgreSQL", "Drizzle ORM", "Docker"],
    client: "Groupe scolaire Yeesal",
    year: 2025,
    duration: "10 semaines",
    category: "Plateforme web",
  },
];

/** A project by slug, else by id (docs/product.md §2 Project detail), or undefined. */
export function findProject(slugOrId: string): Project | undefined {
  return projects.find((p) => p.slug === slugOrId) ?? projects.find((p) => p.id === slugOrId);
}

/** A project's link preview (1200×630 PNG, rendered by scripts/render-images.ts). */
export function projectPreview(slug: string): string {
  return `/images/og/realisations/${slug}.png`;
}
