// Clients who trust the firm, shown in the home page carousel (docs/product.md §9: five).
import type { Partner } from "./types.ts";

export const partners: Partner[] = [
  {
    name: "Pharmacies Wér Yaram",
    logo: {
      src: "/images/partners/pharmacies-wer-yaram.svg",
      width: 160,
      height: 64,
      alt: "Pharmacies Wér Yaram",
    },
  },
  {
    name: "Yobbal Express",
    logo: {
      src: "/images/partners/yobbal-express.svg",
      width: 160,
      height: 64,
      alt: "Yobbal Express",
    },
  },
  {
    name: "ONG Suxali Ndaw",
    logo: {
      src: "/images/partners/ong-suxali-ndaw.svg",
      width: 160,
      height: 64,
      alt: "ONG Suxali Ndaw",
    },
  },
  {
    name: "Groupe scolaire Yeesal",
    logo: {
      src: "/images/partners/groupe-scolaire-yeesal.svg",
      width: 160,
      height: 64,
      alt: "Groupe scolaire Yeesal",
    },
  },
  {
    name: "Hôtel Kaay Saly",
    logo: {
      src: "/images/partners/hotel-kaay-saly.svg",
      width: 160,
      height: 64,
      alt: "Hôtel Kaay Saly",
    },
  },
];

/** Shown as « 5+ » next to the text about satisfied clients. */
export const partnersCount = partners.length;
