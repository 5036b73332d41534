import { useCompany } from "#app/components/layout/use-company.ts";
import { MailWarning, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { siteName } from "#app/lib/site-name.ts";
import { AuthCard, authLinkClass } from "#app/features/account/components/auth-card.tsx";
import { InvitationForm } from "#app/features/team/components/invitation-form.tsx";
import { handleAcceptInvitation, loadInvitation } from "#app/features/team/route.server.ts";
import type { Route } from "./+types/invitation";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Invitation — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
    // The token must not leave in a Referer.
    { name: "referrer", content: "no-referrer" },
  ];
}

export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

export function loader({ params }: Route.LoaderArgs) {
  return loadInvitation(params.token);
}

export function action({ request, params }: Route.ActionArgs) {
  return handleAcceptInvitation(request, params.token);
}

export default function InvitationRoute({ loaderData, actionData, params }: Route.ComponentProps) {
  const company = useCompany();
  if (loaderData.state !== "valid") {
    return (
      <AuthCard
        icon={MailWarning}
        title="Invitation inutilisable"
        description={loaderData.message}
        footer={
          <Link to="/simple-login" className={authLinkClass}>
            Connexion du personnel
          </Link>
        }
      >
        <p className="text-sm text-muted-foreground">
          Une invitation ne sert qu&apos;une fois et vaut 7{"\u00a0"}jours.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon={UserPlus}
      title={`Rejoindre l'équipe de ${company.name}`}
      description={`Compte ${loaderData.email}, rôle «\u00a0${loaderData.roleLabel}\u00a0». Choisissez votre nom et votre mot de passe.`}
    >
      <InvitationForm
        action={`/invitation/${params.token}`}
        email={loaderData.email}
        lastResult={actionData?.result}
      />
    </AuthCard>
  );
}
