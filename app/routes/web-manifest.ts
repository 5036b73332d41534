import { webManifest } from "#app/features/seo/feeds.server.ts";

export function loader() {
  return new Response(JSON.stringify(webManifest(), null, 2), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
