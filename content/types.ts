// The shapes of the site's content (docs/product.md §3). Content is data: it names
// icons by key (the UI maps them to lucide icons) and images by public path.

/** Icons the UI knows how to draw (see app/features/marketing/icon.tsx). */
export type IconName =
  | "code"
  | "smartphone"
  | "palette"
  | "megaphone"
  | "lightbulb"
  | "wrench"
  | "users"
  | "search"
  | "pen-tool"
  | "rocket"
  | "life-buoy"
  | "shopping-cart"
  | "globe"
  | "trending-up"
  | "shield-check"
  | "message-circle"
  | "layout"
  | "zap"
  | "heart-handshake"
  | "target"
  | "sparkles"
  | "bar-chart"
  | "server"
  | "gauge";

/** A local image with its intrinsic size, so the page never shifts while it loads. */
export type Image = {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** An uploaded image's AVIF and WebP (srcset at the site's widths); `src` is the fallback. */
  sources?: { type: string; srcSet: string }[];
};

export type Service = {
  id: string;
  title: string;
  /** One or two sentences, shown on the cards. */
  description: string;
  icon: IconName;
  /** Exactly five (docs/product.md §2 Services). */
  features: string[];
};

export type ProcessStep = { step: number; title: string; description: string; icon: IconName };

export type Testimonial = {
  id: string;
  content: string;
  author: string;
  position: string;
  avatar: Image;
};

export type Partner = { name: string; logo: Image };

export type TeamMember = {
  /** Also the author key of articles. */
  id: string;
  name: string;
  position: string;
  bio: string;
  linkedinUrl: string;
  order: number;
  isActive: boolean;
  avatar: Image;
};

export type Project = {
  id: string;
  slug: string;
  title: string;
  /** Card text: one or two sentences. */
  description: string;
  image: Image;
  /** « En images » on its page: up to 8 more images, in order (issue 24). */
  gallery: Image[];
  /** Paragraphs separated by a blank line. */
  fullDescription: string;
  technologies: string[];
  client: string;
  year: number;
  duration: string;
  category: string;
};

export type PricingGroup = "web" | "maintenance" | "community";

export type PricingCard = {
  id: string;
  group: PricingGroup;
  icon: IconName;
  /** The offer's name: also the `service` query parameter sent to /contact. */
  title: string;
  description: string;
  features: string[];
  /** '30 000 FCFA', 'Sur devis'… */
  price?: string;
  /** 'par mois', 'à partir de'… */
  priceDescription?: string;
  isPopular?: boolean;
};

export type Value = { title: string; description: string; icon: IconName };
