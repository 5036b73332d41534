import { UserPlus } from "#app/components/ui/icons/user-plus.tsx";
import { Link, redirect } from "react-router";
import { company } from "#app/config/company-live.ts";
import {
  AuthCard,
  authLinkClass,
  PendingToastNotice,
} from "#app/features/account/components/auth-card.tsx";
import { RegisterForm } from "#app/features/account/components/register-form.tsx";
import { getUser } from "#app/features/auth/session.server.ts";
import { keepOutOfSearch } from "#app/features/account/keep-out-of-search.ts";
import { seo } from "#app/lib/seo.ts";
import { publicOrigin } from "#app/config/env.server.ts";
import { handleRegister } from "#app/features/account/route.server.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/register";

// HTML with islands, no framework (docs/decisions/037-public-islands.md).
export const handle: RouteHandle = { hydrate: "islands" };

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

// The tags come with the page's data (as on `/`): seo.ts stays out of its first load.
function registerMeta(origin: string) {
  return keepOutOfSearch(
    seo(origin, {
      title: "Créer un compte",
      description: `Créez votre compte ${company.name}\u00a0: votre profil, vos préférences de notification et la sécurité de votre compte au même endroit.`,
      path: "/register",
    }),
  );
}

export async function loader({ request }: Route.LoaderArgs) {
  if (await getUser(request)) throw redirect("/");
  return { meta: registerMeta(publicOrigin()) };
}

export function action({ request }: Route.ActionArgs) {
  return handleRegister(request);
}

export default function RegisterRoute({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard
      icon={UserPlus}
      title="Créer un compte"
      description="Quelques informations suffisent. Un e-mail de confirmation vous sera envoyé."
      footer={
        <>
          Déjà un compte{"\u00a0"}?{" "}
          <Link to="/login" className={authLinkClass}>
            Se connecter
          </Link>
        </>
      }
    >
      <PendingToastNotice />
      <RegisterForm lastResult={actionData?.result} />
    </AuthCard>
  );
}
