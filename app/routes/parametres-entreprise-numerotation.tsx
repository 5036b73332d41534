import { NumberingPage } from "#app/features/numbering/components/numbering-page.tsx";
import { handleNumberingAction, loadNumberingPage } from "#app/features/numbering/route.server.ts";
import { siteName } from "#app/lib/site-name.ts";
import type { Route } from "./+types/parametres-entreprise-numerotation";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Numérotation des documents — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

// Gérant only (permission « settings »), checked on the server in loader and action.
export function loader({ request }: Route.LoaderArgs) {
  return loadNumberingPage(request);
}

export function action({ request }: Route.ActionArgs) {
  return handleNumberingAction(request);
}

export default function NumerotationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NumberingPage {...loaderData} actionData={actionData} />;
}
