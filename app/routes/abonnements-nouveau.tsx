import { siteName } from "#app/lib/site-name.ts";
import { SubscriptionForm } from "#app/features/subscriptions/components/subscription-form.tsx";
import {
  handleCreateSubscription,
  loadNewSubscription,
} from "#app/features/subscriptions/route.server.ts";
import type { Route } from "./+types/abonnements-nouveau";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Nouvel abonnement — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadNewSubscription(request);
}

export function action({ request }: Route.ActionArgs) {
  return handleCreateSubscription(request);
}

export default function AbonnementsNouveauRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SubscriptionForm {...loaderData} refusal={actionData} />;
}
