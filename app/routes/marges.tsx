import { siteName } from "#app/lib/site-name.ts";
import { MarginsPage } from "#app/features/margins/components/margins-page.tsx";
import { loadMargins } from "#app/features/margins/route.server.ts";
import type { Route } from "./+types/marges";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Marges — ${siteName(matches)}` }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadMargins(request);
}

export default function MargesRoute({ loaderData }: Route.ComponentProps) {
  return <MarginsPage {...loaderData} />;
}
