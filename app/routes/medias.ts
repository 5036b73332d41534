import { serveMedia } from "#app/features/media/media.server.ts";
import type { Route } from "./+types/medias";

// Uploaded images (covers, project images), from the database: every instance serves them.
export function loader({ params }: Route.LoaderArgs) {
  return serveMedia(params.name);
}
