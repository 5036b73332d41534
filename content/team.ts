// The team (docs/product.md §3 Team member). Member ids are also the author keys of articles.
import type { TeamMember } from "./types.ts";

export const team: TeamMember[] = [
  {
    id: "moussa-ndiaye",
    name: "Moussa Ndiaye",
    position: "Fondateur & CEO, développeur full-stack",
    bio: "Fondateur de Teranga Digital, Moussa Ndiaye est développeur full-stack spécialisé en React, TypeScript et Node.js, et dirige les projets techniques de l'agence. Il écrit sur le développement front-end, le CSS moderne et l'usage concret de l'IA dans le travail des développeurs.",
    linkedinUrl: "https://www.linkedin.com/in/moussa-ndiaye-teranga",
    order: 1,
    isActive: true,
    avatar: {
      src: "/images/people/moussa-ndiaye.svg",
      width: 160,
      height: 160,
      alt: "Portrait de Moussa Ndiaye",
    },
  },
  {
    id: "awa-diop",
    name: "Awa Diop",
    position: "Community manager",
    bio: "Community manager chez Teranga Digital, Awa Diop pilote la présence en ligne des clients de l'agence, de la ligne éditoriale à l'analyse des résultats. Attentive à l'expérience des utilisateurs, elle écrit sur la recherche utilisateur, l'accessibilité numérique et les tendances du web.",
    linkedinUrl: "https://www.linkedin.com/in/awa-diop-teranga",
    order: 2,
    isActive: true,
    avatar: {
      src: "/images/people/awa-diop.svg",
      width: 160,
      height: 160,
      alt: "Portrait d'Awa Diop",
    },
  },
  {
    id: "ibrahima-fall",
    name: "Ibrahima Fall",
    position: "Infographiste & designer UI",
    bio: "Infographiste et designer UI, Ibrahima Fall conçoit les identités visuelles, les maquettes et les design systems des projets de l'agence. Il écrit sur le design d'interface, la couleur et les outils de création.",
    linkedinUrl: "https://www.linkedin.com/in/ibrahima-fall-teranga",
    order: 3,
    isActive: true,
    avatar: {
      src: "/images/people/ibrahima-fall.svg",
      width: 160,
      height: 160,
      alt: "Portrait d'Ibrahima Fall",
    },
  },
  {
    id: "fatou-sarr",
    name: "Fatou Sarr",
    position: "Chargée de clientèle",
    bio: "Chargée de clientèle, Fatou Sarr accompagne les clients de Teranga Digital du premier rendez-vous au suivi après la mise en ligne. Elle veille à ce que chaque demande reçoive une réponse claire et rapide.",
    linkedinUrl: "https://www.linkedin.com/in/fatou-sarr-teranga",
    order: 4,
    isActive: true,
    avatar: {
      src: "/images/people/fatou-sarr.svg",
      width: 160,
      height: 160,
      alt: "Portrait de Fatou Sarr",
    },
  },
];

/** The members shown on the site: active ones only, sorted by `order`. */
export function activeTeam(members: readonly TeamMember[] = team): TeamMember[] {
  return members.filter((m) => m.isActive).sort((a, b) => a.order - b.order);
}

/** A member by id (also an article's author key), or undefined. */
export function teamMember(id: string): TeamMember | undefined {
  return team.find((m) => m.id === id);
}
