// Three client testimonials for the home page.
import type { Testimonial } from "./types.ts";

export const testimonials: Testimonial[] = [
  {
    id: "temoignage-1",
    content:
      "Nos clientes voulaient commander sans passer par des dizaines de messages WhatsApp. Depuis la mise en ligne de la boutique, elles paient par Wave ou Orange Money et chaque commande nous arrive avec les mesures et l'adresse de livraison. L'équipe nous a aussi formées pour ajouter nous-mêmes les nouveaux modèles.",
    author: "Aminata Sow",
    position: "Gérante, Keur Wax Couture",
    avatar: { src: "/images/people/temoignage-1.svg", width: 96, height: 96, alt: "" },
  },
  {
    id: "temoignage-2",
    content:
      "Avant l'application, nos livreurs appelaient le bureau pour chaque course. Aujourd'hui, ils reçoivent leurs missions sur leur téléphone, même avec un réseau faible, et nos clients suivent leur colis en temps réel. Teranga Digital a tenu le calendrier annoncé et reste joignable dès que nous avons une question.",
    author: "Cheikh Tidiane Mbaye",
    position: "Directeur des opérations, Yobbal Express",
    avatar: { src: "/images/people/temoignage-2.svg", width: 96, height: 96, alt: "" },
  },
  {
    id: "temoignage-3",
    content:
      "Nous publiions de façon irrégulière, sans vraie ligne éditoriale. Nous avons maintenant un calendrier validé chaque mois, des visuels à nos couleurs et un rapport qui montre clairement ce qui fonctionne. Nos appels à bénévoles touchent bien plus de monde, à Dakar comme en région.",
    author: "Ndèye Coumba Faye",
    position: "Chargée de communication, ONG Suxali Ndaw",
    avatar: { src: "/images/people/temoignage-3.svg", width: 96, height: 96, alt: "" },
  },
];
