import { LogIn } from "#app/components/ui/icons/log-in.tsx";
import { Link, redirect } from "react-router";
import { company } from "#app/config/company-live.ts";
import { COMPANY_NAME } from "#app/config/company-name.ts";
import {
  AuthCard,
  AuthNotice,
  authLinkClass,
  PendingToastNotice,
} from "#app/features/account/components/auth-card.tsx";
import { LoginForm } from "#app/features/account/components/login-form.tsx";
import { handleLogin } from "#app/features/account/route.server.ts";
import { getUser } from "#app/features/auth/session.server.ts";
import { safeRedirect } from "#app/lib/safe-redirect.ts";
import { keepOutOfSearch } from "#app/features/account/keep-out-of-search.ts";
import { seo } from "#app/lib/seo.ts";
import { publicOrigin } from "#app/config/env.server.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/login";

// HTML with islands, no framework (docs/decisions/037-public-islands.md).
export const handle: RouteHandle = { hydrate: "islands" };

// better-auth's codes for a verification link that did not work.
const LINK_ERRORS: Record<string, string> = {
  TOKEN_EXPIRED:
    "Ce lien de confirmation a expiré. Connectez-vous avec votre adresse et votre mot de passe\u00a0: un nouveau lien vous sera envoyé.",
  INVALID_TOKEN:
    "Ce lien de confirmation n'est pas valable. Connectez-vous avec votre adresse et votre mot de passe\u00a0: un nouveau lien vous sera envoyé.",
};
const LINK_ERROR_FALLBACK =
  "Ce lien de confirmation ne peut pas être utilisé. Connectez-vous pour en recevoir un nouveau.";

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

// The tags come with the page's data (as on `/`): seo.ts stays out of its first load.
function loginMeta(origin: string) {
  return keepOutOfSearch(
    seo(origin, {
      title: "Connexion",
      description: `Connectez-vous à votre compte ${company.name}\u00a0: profil, préférences et sécurité de votre compte.`,
      path: "/login",
    }),
  );
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "/");
  if (await getUser(request)) throw redirect(redirectTo);
  const error = url.searchParams.get("error");
  return {
    meta: loginMeta(publicOrigin()),
    verified: url.searchParams.get("verifie") === "1" && !error,
    linkError: error ? (LINK_ERRORS[error.toUpperCase()] ?? LINK_ERROR_FALLBACK) : null,
    redirectTo: redirectTo === "/" ? undefined : redirectTo,
  };
}

export function action({ request }: Route.ActionArgs) {
  return handleLogin(request);
}

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard
      icon={LogIn}
      title="Connexion"
      description={`Accédez à votre compte ${COMPANY_NAME}.`}
      footer={
        <>
          <p>
            Pas encore de compte{"\u00a0"}?{" "}
            <Link to="/register" className={authLinkClass}>
              Créer un compte
            </Link>
          </p>
          <p className="mt-2">
            Membre de l'équipe{"\u00a0"}?{" "}
            <Link to="/simple-login" className={authLinkClass}>
              Espace personnel
            </Link>
          </p>
        </>
      }
    >
      <PendingToastNotice />
      {loaderData.verified ? (
        <AuthNotice tone="success">
          {"Votre adresse e-mail est confirmée\u00a0: vous pouvez vous connecter."}
        </AuthNotice>
      ) : null}
      {loaderData.linkError ? <AuthNotice tone="warning">{loaderData.linkError}</AuthNotice> : null}
      <LoginForm lastResult={actionData?.result} redirectTo={loaderData.redirectTo} />
    </AuthCard>
  );
}
