import { siteName } from "#app/lib/site-name.ts";
import { CataloguePage } from "#app/features/catalogue/components/catalogue-page.tsx";
import { handleCatalogueAction, loadCatalogue } from "#app/features/catalogue/route.server.ts";
import type { Route } from "./+types/catalogue";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Catalogue — ${siteName(matches)}` }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadCatalogue(request);
}

export function action({ request }: Route.ActionArgs) {
  return handleCatalogueAction(request);
}

export default function CatalogueRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CataloguePage {...loaderData} answer={actionData ?? null} />;
}
