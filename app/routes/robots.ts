import { robotsTxt } from "#app/features/seo/feeds.server.ts";

export function loader() {
  return new Response(robotsTxt(), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
