import { siteName } from "#app/lib/site-name.ts";
import { SecurityPage } from "#app/features/team/components/security-page.tsx";
import { handleSecurityAction, loadSecurity } from "#app/features/team/route.server.ts";
import type { Route } from "./+types/securite";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Sécurité de mon compte — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

// Every staff member, even before the two-factor setup the Gérant may require.
export function loader({ request }: Route.LoaderArgs) {
  return loadSecurity(request);
}

export function action({ request }: Route.ActionArgs) {
  return handleSecurityAction(request);
}

export default function SecuriteRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SecurityPage {...loaderData} actionData={actionData} />;
}
