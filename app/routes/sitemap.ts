import { sitemapXml } from "#app/features/seo/feeds.server.ts";

export async function loader() {
  return new Response(await sitemapXml(), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // Short: a new or withdrawn article shows here within minutes, even through caches.
      "Cache-Control": "public, max-age=300",
    },
  });
}
