import { openNotification } from "#app/features/notifications/route.server.ts";
import type { Route } from "./+types/notifications-ouvrir";

// A notification opened: marked read for this member, then its page (ADR 042).
export async function loader({ request, params }: Route.LoaderArgs) {
  return openNotification(request, params.id);
}
