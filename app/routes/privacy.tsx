import { publicOrigin } from "#app/config/env.server.ts";
import { hydrateLater, withParts } from "#app/components/layout/hydrate-later.tsx";
import { PrivacyPage as PrivacyPageNow } from "#app/features/legal/privacy-content.tsx";
import { legalMeta } from "#app/features/legal/legal-meta.ts";
import type { Route } from "./+types/privacy";

// The tags come with the page's data (as on `/`): seo.ts stays out of its first load.
export function loader() {
  return { meta: legalMeta("privacy", publicOrigin()) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

// Text only: in the HTML from the first paint, its code fetched after the page hydrated.
const PrivacyPage = hydrateLater(
  () => import("#app/features/legal/privacy-content.tsx").then((m) => m.PrivacyPage),
  import.meta.env.SSR ? PrivacyPageNow : undefined,
);

// A client navigation shows the page once its data and its code are there.
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withParts(serverLoader(), PrivacyPage);
}

export default function PrivacyRoute() {
  return <PrivacyPage />;
}
