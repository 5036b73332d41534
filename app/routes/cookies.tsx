import { publicOrigin } from "#app/config/env.server.ts";
import { hydrateLater, withParts } from "#app/components/layout/hydrate-later.tsx";
import { CookiesPage as CookiesPageNow } from "#app/features/legal/cookies-content.tsx";
import { legalMeta } from "#app/features/legal/legal-meta.ts";
import type { Route } from "./+types/cookies";

// The tags come with the page's data (as on `/`): seo.ts stays out of its first load.
export function loader() {
  return { meta: legalMeta("cookies", publicOrigin()) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

// Text only: in the HTML from the first paint, its code fetched after the page hydrated.
const CookiesPage = hydrateLater(
  () => import("#app/features/legal/cookies-content.tsx").then((m) => m.CookiesPage),
  import.meta.env.SSR ? CookiesPageNow : undefined,
);

// A client navigation shows the page once its data and its code are there.
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withParts(serverLoader(), CookiesPage);
}

export default function CookiesRoute() {
  return <CookiesPage />;
}
