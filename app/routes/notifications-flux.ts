import { streamNotifications } from "#app/features/notifications/route.server.ts";
import type { Route } from "./+types/notifications-flux";

// The live stream of the staff shell's bell (server-sent events, ADR 042).
export async function loader({ request }: Route.LoaderArgs) {
  return streamNotifications(request);
}
