import type { MetaDescriptor } from "react-router";

/**
 * The account doors (`/login`, `/register`, `/forgot-password`) stay out of
 * search results (ADR 012): `noindex`, and no canonical URL, which would ask
 * for the opposite. Here rather than in `seo()`, which every page loads.
 */
export function keepOutOfSearch(tags: MetaDescriptor[]): MetaDescriptor[] {
  return [
    ...tags.filter((tag) => !("rel" in tag && tag.rel === "canonical")),
    { name: "robots", content: "noindex" },
  ];
}
