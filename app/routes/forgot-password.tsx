import { KeyRound } from "#app/components/ui/icons/key-round.tsx";
import { MailCheck } from "#app/components/ui/icons/mail-check.tsx";
import { Link } from "react-router";
import {
  AuthCard,
  AuthNotice,
  PendingToastNotice,
} from "#app/features/account/components/auth-card.tsx";
import { BackToLoginLink } from "#app/features/account/components/back-to-login-link.tsx";
import { ForgotPasswordForm } from "#app/features/account/components/forgot-password-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { keepOutOfSearch } from "#app/features/account/keep-out-of-search.ts";
import { seo } from "#app/lib/seo.ts";
import { publicOrigin } from "#app/config/env.server.ts";
import { handleForgotPassword } from "#app/features/account/route.server.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/forgot-password";

// HTML with islands, no framework (docs/decisions/037-public-islands.md).
export const handle: RouteHandle = { hydrate: "islands" };

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

// The tags come with the page's data (as on `/`): seo.ts stays out of its first load.
function forgotPasswordMeta(origin: string) {
  return keepOutOfSearch(
    seo(origin, {
      title: "Mot de passe oublié",
      description:
        "Recevez par e-mail un lien pour choisir un nouveau mot de passe pour votre compte.",
      path: "/forgot-password",
    }),
  );
}

export function loader({ request }: Route.LoaderArgs) {
  const sent = new URL(request.url).searchParams.get("envoye")?.trim().slice(0, 254);
  return { meta: forgotPasswordMeta(publicOrigin()), sentTo: sent || null };
}

export function action({ request }: Route.ActionArgs) {
  return handleForgotPassword(request);
}

export default function ForgotPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { sentTo } = loaderData;
  if (sentTo) {
    return (
      <AuthCard
        icon={MailCheck}
        title="Vérifiez votre boîte de réception"
        description="Instructions envoyées par e-mail"
        footer={<BackToLoginLink />}
      >
        <AuthNotice tone="info">
          <p className="font-normal">
            Si un compte existe pour <strong className="break-all font-semibold">{sentTo}</strong>,
            vous allez recevoir un e-mail avec un lien pour choisir un nouveau mot de passe.
          </p>
        </AuthNotice>
        <ul className="grid list-disc gap-2 pl-5 text-sm text-muted-foreground">
          <li>Le lien est valable une heure et ne sert qu'une seule fois.</li>
          <li>
            {"Rien reçu après quelques minutes\u00a0? Regardez dans vos courriers indésirables."}
          </li>
        </ul>
        <Button asChild variant="outline" size="lg" className="w-full">
          <Link to="/forgot-password">Essayer avec une autre adresse</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon={KeyRound}
      title="Mot de passe oublié"
      description={
        "Indiquez l'adresse e-mail de votre compte\u00a0: nous vous enverrons un lien pour choisir un nouveau mot de passe."
      }
      footer={<BackToLoginLink />}
    >
      <PendingToastNotice />
      <ForgotPasswordForm lastResult={actionData?.result} />
    </AuthCard>
  );
}
