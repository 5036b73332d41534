import { siteName } from "#app/lib/site-name.ts";
import { SubscriptionDetail } from "#app/features/subscriptions/components/subscription-detail.tsx";
import {
  handleSubscriptionAction,
  loadSubscription,
} from "#app/features/subscriptions/route.server.ts";
import type { Route } from "./+types/abonnement";

export function meta({ data, matches }: Route.MetaArgs) {
  return [
    { title: `${data?.subscription.title ?? "Abonnement"} — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request, params }: Route.LoaderArgs) {
  return loadSubscription(request, params.id);
}

export function action({ request, params }: Route.ActionArgs) {
  return handleSubscriptionAction(request, params.id);
}

export default function AbonnementRoute({ loaderData }: Route.ComponentProps) {
  return <SubscriptionDetail subscription={loaderData.subscription} />;
}
