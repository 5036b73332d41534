import { SettingsPage } from "#app/features/settings/components/settings-page.tsx";
import { handleSettingsAction, loadSettingsPage } from "#app/features/settings/route.server.ts";
import { whatsappConfig } from "#app/features/whatsapp/cloud.server.ts";
import { siteName } from "#app/lib/site-name.ts";
import type { Route } from "./+types/parametres-entreprise";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Paramètres de l'entreprise — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

// Gérant only (permission « settings »), checked on the server in loader and action.
export async function loader({ request }: Route.LoaderArgs) {
  const page = await loadSettingsPage(request);
  // Whether WhatsApp Business is connected (ADR 045): its card says when its choices apply.
  return { ...page, whatsappConnected: whatsappConfig() !== null };
}

export function action({ request }: Route.ActionArgs) {
  return handleSettingsAction(request);
}

export default function ParametresEntrepriseRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <SettingsPage {...loaderData} actionData={actionData} />;
}
