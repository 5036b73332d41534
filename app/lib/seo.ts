import type { MetaDescriptor } from "react-router";
import { company, companyAddressLine } from "#app/config/company-live.ts";

// What search engines and link previews (WhatsApp, LinkedIn, Facebook, X) read.

export type SeoInput = {
  /** The page's own title, as social previews show it. */
  title: string;
  /** The <title> when `title` is too long for search results (60 characters at most). */
  documentTitle?: string;
  description: string;
  /** Path of the canonical URL ('/articles/react-19-nouveautes'). */
  path: string;
  /** A PNG or JPEG under /images (social networks ignore SVG). */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  publishedTime?: string;
  jsonLd?: Record<string, unknown>[];
};

export const DEFAULT_OG_IMAGE = "/images/og/default.png";
/** The square logo search engines show (rendered by scripts/render-images.ts). */
export const LOGO = "/images/brand/logo.png";

/** The site's public origin, from the root loader (PUBLIC_URL). */
export function originFrom(matches: readonly unknown[]): string {
  const root = matches.find(
    (m): m is { id: string; data?: { publicUrl?: string } } =>
      typeof m === "object" && m !== null && (m as { id?: string }).id === "root",
  );
  return root?.data?.publicUrl ?? "http://localhost:3000";
}

/** Search results cut titles past about 60 characters. */
export const MAX_TITLE = 60;
/** …and descriptions past about 160. */
export const MAX_DESCRIPTION = 160;

/** The page's <title>: the firm's name appended when it fits in 60 characters. */
export function pageTitle(title: string): string {
  if (title.includes(company.name)) return title;
  const full = `${title} — ${company.name}`;
  return full.length <= MAX_TITLE ? full : title;
}

export function seo(origin: string, input: SeoInput): MetaDescriptor[] {
  const url = `${origin}${input.path}`;
  const image = `${origin}${input.image ?? DEFAULT_OG_IMAGE}`;
  const title = pageTitle(input.documentTitle ?? input.title);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: input.imageAlt ?? input.title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.publishedTime) {
    tags.push({ property: "article:published_time", content: input.publishedTime });
  }
  for (const data of input.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

const DAYS: Record<string, string[]> = {
  "Lundi – Vendredi": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
};

/** Organization + LocalBusiness: name, address, phone, opening hours (schema.org). */
export function organizationJsonLd(origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": ["Organization", "ProfessionalService"],
    "@id": `${origin}/#organisation`,
    name: company.name,
    legalName: company.legalName,
    slogan: company.slogan,
    description: company.blurb,
    url: `${origin}/`,
    logo: {
      "@type": "ImageObject",
      url: `${origin}${LOGO}`,
      width: 512,
      height: 512,
    },
    image: `${origin}${DEFAULT_OG_IMAGE}`,
    email: company.emails.contact,
    telephone: company.phones.main.replace(/\s/g, ""),
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      postOfficeBoxNumber: company.address.postalCode,
      addressLocality: company.address.city,
      addressCountry: "SN",
    },
    areaServed: ["Sénégal", "Afrique de l'Ouest"],
    openingHoursSpecification: company.openingHours
      .filter((o) => o.hours)
      .map((o) => {
        const [opens, closes] = (o.hours ?? "").split(/\s*–\s*/);
        return {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: DAYS[o.days] ?? [],
          opens,
          closes,
        };
      }),
    sameAs: Object.values(company.socials).filter(Boolean),
    identifier: [
      { "@type": "PropertyValue", propertyID: "NINEA", value: company.ninea },
      { "@type": "PropertyValue", propertyID: "RCCM", value: company.rccm },
    ],
    hasMap: `https://www.openstreetmap.org/search?query=${encodeURIComponent(companyAddressLine())}`,
  };
}

/** BreadcrumbList from Accueil to the page. */
export function breadcrumbJsonLd(
  origin: string,
  trail: { name: string; path: string }[],
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Accueil", path: "/" }, ...trail].map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: `${origin}${item.path}`,
    })),
  };
}
