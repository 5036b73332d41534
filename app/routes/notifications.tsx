import { siteName } from "#app/lib/site-name.ts";
import { NotificationsPage } from "#app/features/notifications/components/notifications-page.tsx";
import {
  handleNotificationsAction,
  loadNotifications,
} from "#app/features/notifications/route.server.ts";
import type { Route } from "./+types/notifications";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Notifications — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  return loadNotifications(request);
}

export async function action({ request }: Route.ActionArgs) {
  return handleNotificationsAction(request);
}

export default function NotificationsRoute({ loaderData }: Route.ComponentProps) {
  return <NotificationsPage {...loaderData} />;
}
