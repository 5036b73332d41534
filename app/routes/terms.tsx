import { publicOrigin } from "#app/config/env.server.ts";
import { hydrateLater, withParts } from "#app/components/layout/hydrate-later.tsx";
import { TermsPage as TermsPageNow } from "#app/features/legal/terms-content.tsx";
import { legalMeta } from "#app/features/legal/legal-meta.ts";
import type { Route } from "./+types/terms";

// The tags come with the page's data (as on `/`): seo.ts stays out of its first load.
export function loader() {
  return { meta: legalMeta("terms", publicOrigin()) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

// Text only: in the HTML from the first paint, its code fetched after the page hydrated.
const TermsPage = hydrateLater(
  () => import("#app/features/legal/terms-content.tsx").then((m) => m.TermsPage),
  import.meta.env.SSR ? TermsPageNow : undefined,
);

// A client navigation shows the page once its data and its code are there.
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withParts(serverLoader(), TermsPage);
}

export default function TermsRoute() {
  return <TermsPage />;
}
