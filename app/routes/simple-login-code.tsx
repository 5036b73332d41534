import { ShieldCheck } from "lucide-react";
import { Link, redirect } from "react-router";
import { landingOf } from "#app/features/auth/doors.ts";
import { AuthCard, authLinkClass } from "#app/features/account/components/auth-card.tsx";
import { siteName } from "#app/lib/site-name.ts";
import { getUser } from "#app/features/auth/session.server.ts";
import { handleStaffTwoFactor } from "#app/features/auth/route.server.ts";
import { TwoFactorCodeForm } from "#app/features/auth/two-factor-code-form.tsx";
import type { Route } from "./+types/simple-login-code";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Code de connexion — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  if (user?.role === "staff") throw redirect(landingOf(user.staffRole));
  return null;
}

export function action({ request }: Route.ActionArgs) {
  return handleStaffTwoFactor(request);
}

export default function SimpleLoginCodeRoute({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard
      icon={ShieldCheck}
      title="Vérification en deux étapes"
      description="Ouvrez votre application d'authentification et saisissez le code affiché pour votre compte."
      footer={
        <Link to="/simple-login" className={authLinkClass}>
          Recommencer la connexion
        </Link>
      }
    >
      <TwoFactorCodeForm lastResult={actionData?.result} />
    </AuthCard>
  );
}
