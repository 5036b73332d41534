// Every public page a visitor can land on, in one list: the browser tests
// (overflow, accessibility), the audit (`npm run audit:web`: Lighthouse and the
// W3C validator) and the screenshots (`scripts/screenshots.ts`) all read it. Below
// it, one page of each kind sent with islands, for the JavaScript budget and Lighthouse.
import { readdirSync } from "node:fs";
import { projects } from "../content/projects.ts";

const articleSlugs = readdirSync(new URL("../content/articles", import.meta.url))
  .filter((f) => f.endsWith(".md"))
  .map((f) => f.slice(0, -3))
  .sort();

export type PublicPage = {
  path: string;
  /** Indexed by search engines (in the sitemap): canonical and social tags required. Every page is either this or `noindex`. */
  indexed: boolean;
  /** Kept out of search engines on purpose (`noindex`): the account and staff doors (ADR 012). */
  noindex?: true;
};

export const PUBLIC_PAGES: PublicPage[] = [
  { path: "/", indexed: true },
  { path: "/services", indexed: true },
  { path: "/offers", indexed: true },
  { path: "/realisations", indexed: true },
  ...projects.map((p) => ({ path: `/realisations/${p.slug}`, indexed: true })),
  { path: "/articles", indexed: true },
  ...articleSlugs.map((slug) => ({ path: `/articles/${slug}`, indexed: true })),
  { path: "/about", indexed: true },
  { path: "/contact", indexed: true },
  { path: "/rendez-vous", indexed: true },
  { path: "/terms", indexed: true },
  { path: "/privacy", indexed: true },
  { path: "/cookies", indexed: true },
  { path: "/login", indexed: false, noindex: true },
  { path: "/register", indexed: false, noindex: true },
  { path: "/forgot-password", indexed: false, noindex: true },
  { path: "/simple-login", indexed: false, noindex: true },
];

export const PUBLIC_PATHS = PUBLIC_PAGES.map((p) => p.path);

/**
 * One page of each kind sent as HTML with islands (docs/decisions/037-public-islands.md):
 * every public page's template, an article and a project, the account pages whose form is
 * the whole page, their answers to a link that no longer works, and a 404 (the staff's door
 * stays hydrated). `npm run budget` weighs each and `npm run bench:lighthouse` measures each.
 */
export const ISLAND_PAGE_KINDS = [
  ...PUBLIC_PATHS.filter((p) => p !== "/simple-login" && !/^\/(realisations|articles)\/./.test(p)),
  `/realisations/${projects[0]!.slug}`,
  "/articles/react-19-nouveautes",
  "/reset-password?token=inconnu",
  "/newsletter/desabonnement?jeton=inconnu",
  "/page-inexistante",
];
