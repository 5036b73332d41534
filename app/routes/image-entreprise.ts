import { readImage } from "#app/features/settings/images.server.ts";
import type { Route } from "./+types/image-entreprise";

// The firm's logo, signature and stamp (ADR 033), public like the site's own images:
// addressed by the hash of their bytes, so they never change and are cached for good.
export async function loader({ params }: Route.LoaderArgs) {
  const sha = /^([0-9a-f]{64})\.png$/.exec(params.fichier ?? "")?.[1];
  const image = sha ? await readImage(sha) : null;
  if (!image) return new Response("Image introuvable", { status: 404 });
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
