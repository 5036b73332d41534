import { href } from "react-router";
import { APP_COLORS, APP_ICONS } from "#app/lib/app-icons.ts";
import { publicOrigin } from "#app/config/env.server.ts";
import { company } from "#app/features/settings/current.server.ts";
import { escapeHtml } from "#app/lib/html.ts";
import { listArticles } from "#app/features/blog/articles.server.ts";
import { listProjects } from "#app/features/portfolio/projects.server.ts";
import { publicationInstant } from "#app/features/blog/publication.ts";

/** Every public URL, for search engines (ADR 007). */
export const STATIC_PUBLIC_PATHS = [
  "/",
  "/services",
  "/offers",
  "/realisations",
  "/articles",
  "/about",
  "/contact",
  "/rendez-vous",
  "/terms",
  "/privacy",
  "/cookies",
];

export async function sitemapXml(): Promise<string> {
  const base = publicOrigin();
  const articles = await listArticles();
  const latest = articles[0]?.publishedAt;
  const entries: { loc: string; lastmod?: string }[] = [
    ...STATIC_PUBLIC_PATHS.map((p) => ({
      loc: p,
      lastmod: p === "/articles" ? latest : undefined,
    })),
    ...(await listProjects()).map((p) => ({ loc: href("/realisations/:slug", { slug: p.slug }) })),
    ...articles.map((a) => ({
      loc: href("/articles/:slug", { slug: a.slug }),
      lastmod: a.publishedAt,
    })),
  ];
  const urls = entries
    .map(
      (e) =>
        `  <url><loc>${escapeHtml(base + e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Crawl everything public; the studio, accounts and API stay out of indexes. */
export function robotsTxt(): string {
  const disallow = [
    "/invoice-quote",
    "/create-quote",
    "/create-invoice",
    "/create-technical-proposal",
    "/simple-login",
    "/demandes",
    "/documents",
    "/redaction",
    "/profile",
    "/settings",
    "/api/",
    // The client's pages (ADR 027): private, whoever leaks a link.
    "/d/",
    "/mes-documents",
  ];
  return [
    "User-agent: *",
    "Allow: /",
    ...disallow.map((d) => `Disallow: ${d}`),
    "",
    `Sitemap: ${publicOrigin()}/sitemap.xml`,
    "",
  ].join("\n");
}

/** RSS 2.0 of the blog, newest first. */
export async function rssXml(): Promise<string> {
  const base = publicOrigin();
  const articles = await listArticles();
  const items = articles
    .map((a) => {
      const url = `${base}/articles/${a.slug}`;
      return [
        "    <item>",
        `      <title>${escapeHtml(a.title)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        `      <description>${escapeHtml(a.excerpt)}</description>`,
        `      <category>${escapeHtml(a.category)}</category>`,
        `      <dc:creator>${escapeHtml(a.authorName)}</dc:creator>`,
        `      <pubDate>${new Date(publicationInstant(a.publishedAt)).toUTCString()}</pubDate>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>Le blog de ${escapeHtml(company.name)}</title>
    <link>${base}/articles</link>
    <atom:link href="${base}/rss.xml" rel="self" type="application/rss+xml"/>
    <description>${escapeHtml("Design, développement, UX, accessibilité et IA : les articles de l'équipe.")}</description>
    <language>fr-FR</language>
    <lastBuildDate>${new Date(publicationInstant(articles[0]?.publishedAt ?? "2025-01-01")).toUTCString()}</lastBuildDate>
${items}
  </channel>
</rss>
`;
}

/** The web app manifest: the name and icons a phone shows when the site is added to its home screen. */
export function webManifest() {
  return {
    name: company.name,
    short_name: company.name.split(" ")[0],
    description: company.blurb,
    lang: "fr",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "minimal-ui",
    ...APP_COLORS,
    icons: [...APP_ICONS],
  };
}
