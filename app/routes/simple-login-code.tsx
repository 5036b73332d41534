import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { AuthCard, authLinkClass } from "#app/features/account/components/auth-card.tsx";
import { siteName } from "#app/lib/site-name.ts";
import { handleStaffTwoFactor, loadStaffSignIn } from "#app/features/auth/route.server.ts";
import { TwoFactorCodeForm } from "#app/features/auth/two-factor-code-form.tsx";
import type { Route } from "./+types/simple-login-code";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Code de connexion — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadStaffSignIn(request);
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
