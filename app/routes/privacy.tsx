import { publicOrigin } from "#app/config/env.server.ts";
import { PrivacyPage } from "#app/features/legal/privacy-content.tsx";
import { legalMeta } from "#app/features/legal/legal-meta.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/privacy";

// HTML with islands, no framework (docs/decisions/037-public-islands.md).
export const handle: RouteHandle = { hydrate: "islands" };

// The tags come with the page's data (as on `/`): seo.ts stays out of its first load.
export function loader() {
  return { meta: legalMeta("privacy", publicOrigin()) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function PrivacyRoute() {
  return <PrivacyPage />;
}
