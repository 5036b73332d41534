import { siteName } from "#app/lib/site-name.ts";
import { SubscriptionsPage } from "#app/features/subscriptions/components/subscriptions-page.tsx";
import { loadSubscriptions } from "#app/features/subscriptions/route.server.ts";
import type { Route } from "./+types/abonnements";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Abonnements — ${siteName(matches)}` }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadSubscriptions(request);
}

export default function AbonnementsRoute({ loaderData }: Route.ComponentProps) {
  return <SubscriptionsPage {...loaderData} />;
}
