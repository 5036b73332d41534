import { rssXml } from "#app/features/seo/feeds.server.ts";

export async function loader() {
  return new Response(await rssXml(), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      // Short: a new or withdrawn article shows here within minutes, even through caches.
      "Cache-Control": "public, max-age=300",
    },
  });
}
