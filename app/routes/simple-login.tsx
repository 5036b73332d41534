import { LockKeyhole } from "lucide-react";
import { Link } from "react-router";
import { AuthCard, authLinkClass } from "#app/features/account/components/auth-card.tsx";
import { useCompany } from "#app/components/layout/use-company.ts";
import { siteName } from "#app/lib/site-name.ts";
import { SimpleLoginForm } from "#app/features/auth/simple-login-form.tsx";
import { handleStaffLogin, loadStaffSignIn } from "#app/features/auth/route.server.ts";
import type { Route } from "./+types/simple-login";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Connexion du personnel — ${siteName(matches)}` },
    {
      name: "description",
      content: `Espace réservé à l'équipe de ${siteName(matches)}\u00a0: devis, factures, propositions techniques et demandes des clients.`,
    },
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  return loadStaffSignIn(request);
}

export function action({ request }: Route.ActionArgs) {
  return handleStaffLogin(request);
}

export default function SimpleLoginRoute({ actionData }: Route.ComponentProps) {
  const company = useCompany();
  return (
    <AuthCard
      icon={LockKeyhole}
      title="Espace personnel"
      description={`Connectez-vous pour accéder aux Devis & Factures de ${company.name}.`}
      footer={
        <>
          Vous êtes client{"\u00a0"}?{" "}
          <Link to="/login" className={authLinkClass}>
            Se connecter à mon compte
          </Link>
        </>
      }
    >
      <SimpleLoginForm lastResult={actionData?.result} />
    </AuthCard>
  );
}
