import { company } from "#app/config/company-live.ts";
import { getUser } from "#app/features/auth/session.server.ts";
import { studioManifest } from "#app/features/offline/manifest.ts";
import type { Route } from "./+types/studio-webmanifest";

/** GET /studio.webmanifest: the studio installed opens on the signed-in member's landing page. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  const member = user?.role === "staff" ? { staffRole: user.staffRole ?? null } : null;
  return new Response(JSON.stringify(studioManifest(company.name, member), null, 2), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      // Its start page is the member's: kept by no shared cache.
      "Cache-Control": "private, no-cache",
    },
  });
}
