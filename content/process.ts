// The five-step work process, shown on the home page timeline and on /services.
import type { ProcessStep } from "./types.ts";

export const processSteps: ProcessStep[] = [
  {
    step: 1,
    title: "Écoute et analyse",
    description:
      "Un premier échange de 30 minutes, offert et sans engagement, pour comprendre votre activité, vos clients et vos objectifs. Vous recevez ensuite un devis détaillé et un calendrier réaliste.",
    icon: "search",
  },
  {
    step: 2,
    title: "Conception et design",
    description:
      "Arborescence, maquettes et prototype cliquable\u00a0: vous validez le parcours et l'identité visuelle avant le début du développement.",
    icon: "pen-tool",
  },
  {
    step: 3,
    title: "Développement",
    description:
      "Nous avançons par étapes courtes et vous donnons accès à une version de test pour suivre l'avancement et réagir au fil de l'eau.",
    icon: "code",
  },
  {
    step: 4,
    title: "Tests et mise en ligne",
    description:
      "Chaque livrable est vérifié sur mobile, sur ordinateur et sur connexion lente, puis mis en ligne avec nom de domaine, certificat HTTPS et sauvegardes configurés.",
    icon: "rocket",
  },
  {
    step: 5,
    title: "Suivi et accompagnement",
    description:
      "Après le lancement, nous formons vos équipes, suivons les statistiques et assurons la maintenance pour que votre outil reste sûr et à jour.",
    icon: "life-buoy",
  },
];
