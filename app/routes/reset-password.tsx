import { KeyRound } from "#app/components/ui/icons/key-round.tsx";
import { ShieldAlert } from "#app/components/ui/icons/shield-alert.tsx";
import { Link } from "react-router";
import { siteName } from "#app/lib/site-name.ts";
import { AuthCard, AuthNotice } from "#app/features/account/components/auth-card.tsx";
import { BackToLoginLink } from "#app/features/account/components/back-to-login-link.tsx";
import { ResetPasswordForm } from "#app/features/account/components/reset-password-form.tsx";
import { auth } from "#app/features/auth/auth.server.ts";
import { Button } from "#app/components/ui/button.tsx";
import { handleResetPassword } from "#app/features/account/route.server.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/reset-password";

// HTML with islands, no framework (docs/decisions/037-public-islands.md).
export const handle: RouteHandle = { hydrate: "islands" };

const EXPIRED = "Ce lien de réinitialisation n'est plus valable.";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Nouveau mot de passe — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

// better-auth's link (/api/auth/reset-password/<token>?callbackURL=…) lands here
// with ?token=…, or with ?error=INVALID_TOKEN when it is unknown or expired.
// A link already used (the back button, a second click) is told at once, not after typing.
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token")?.slice(0, 200) ?? "";
  if (!token || url.searchParams.get("error")) return { token: "" };
  const { internalAdapter } = await auth().$context;
  const found = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  return { token: found && found.expiresAt > new Date() ? token : "" };
}

export function action({ request }: Route.ActionArgs) {
  return handleResetPassword(request);
}

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  // Without JavaScript the answer to the POST renders at /reset-password, without the query.
  const token = actionData ? actionData.token : loaderData.token;
  const expired = actionData?.expired ?? false;
  if (!token || expired) {
    return (
      <AuthCard icon={ShieldAlert} title="Nouveau mot de passe" footer={<BackToLoginLink />}>
        <AuthNotice tone="error">{EXPIRED}</AuthNotice>
        <p className="text-sm text-muted-foreground">
          Les liens de réinitialisation servent une seule fois et expirent au bout d'une heure.
          Demandez-en un nouveau, il arrive en quelques instants.
        </p>
        <Button asChild size="lg" className="w-full">
          <Link to="/forgot-password">Demander un nouveau lien</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon={KeyRound}
      title="Nouveau mot de passe"
      description="Choisissez un nouveau mot de passe de 8 caractères au minimum."
      footer={<BackToLoginLink />}
    >
      <ResetPasswordForm token={token} lastResult={actionData?.result} />
    </AuthCard>
  );
}
