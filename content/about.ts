// The About page's texts (docs/product.md §2 About): mission, values and history.
import type { Value } from "./types.ts";

export const mission =
  "Notre mission est de rendre le numérique utile et accessible aux entreprises, associations et institutions du Sénégal et d'Afrique. Nous concevons des sites, des applications et des stratégies digitales adaptés à vos clients comme à vos moyens, et nous restons à vos côtés après la mise en ligne pour que ces outils servent durablement votre croissance.";

export const values: Value[] = [
  {
    title: "Excellence",
    description:
      "Nous livrons un travail soigné, testé et documenté, et nous nous engageons sur des délais que nous savons tenir.",
    icon: "target",
  },
  {
    title: "Audace",
    description:
      "Nous cherchons les solutions adaptées aux réalités africaines, du paiement mobile aux connexions lentes, plutôt que de copier des modèles conçus ailleurs.",
    icon: "rocket",
  },
  {
    title: "Confiance",
    description:
      "Devis détaillés, interlocuteur unique, code et contenus qui vous appartiennent\u00a0: nous construisons des relations durables, fondées sur la transparence.",
    icon: "heart-handshake",
  },
];

export const history = {
  founded: "janvier 2025",
  paragraphs: [
    "Teranga Digital est née à Dakar en janvier 2025 d'un constat simple\u00a0: beaucoup d'entreprises sénégalaises savent que le digital peut les faire grandir, mais manquent d'un partenaire proche d'elles pour les guider, de l'idée jusqu'au suivi. Notre nom le dit\u00a0: la teranga, c'est l'hospitalité sénégalaise, l'esprit dans lequel nous accueillons chaque client.",
    "Autour de son fondateur, Moussa Ndiaye, une équipe resserrée réunit développement, design, community management et relation client. Chaque projet a ainsi un interlocuteur unique et une équipe soudée qui échange chaque jour.",
    "Nous accompagnons aujourd'hui des commerces, des écoles, des ONG et des acteurs du tourisme partout au Sénégal, et nous travaillons à distance avec des clients ailleurs en Afrique.",
  ],
  motto:
    "L'audace d'aller plus loin\u00a0: pour chaque client, chercher la solution qui fera vraiment la différence, pas seulement celle que l'on attend.",
};
