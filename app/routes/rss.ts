import { rssXml } from "#app/features/seo/feeds.server.ts";

export function loader() {
  return new Response(rssXml(), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
