import { LockKeyhole } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { AuthCard, authLinkClass } from "#app/features/account/components/auth-card.tsx";
import { company } from "#app/config/company.ts";
import { fieldErrors, SimpleLoginSchema } from "#app/features/auth/schemas.ts";
import { getUser, signInStaff } from "#app/features/auth/session.server.ts";
import { SimpleLoginForm } from "#app/features/auth/simple-login-form.tsx";
import { staffLoginLimitMessage } from "#app/features/auth/auth-hooks.server.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import type { Route } from "./+types/simple-login";

export function meta() {
  return [
    { title: `Connexion du personnel — ${company.name}` },
    {
      name: "description",
      content: `Espace réservé à l'équipe de ${company.name}\u00a0: devis, factures, propositions techniques et demandes des clients.`,
    },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  if (user?.role === "staff") throw redirect("/invoice-quote");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    return data(
      { formError: guarded.refusal.message, identifier: "" },
      { status: guarded.refusal.status },
    );
  }
  const { form } = guarded;
  const raw = { identifier: form?.get("identifier") ?? "", password: form?.get("password") ?? "" };
  const parsed = SimpleLoginSchema.safeParse(raw);
  const identifier = typeof raw.identifier === "string" ? raw.identifier : "";
  if (!parsed.success) {
    return data({ errors: fieldErrors(parsed.error), identifier }, { status: 400 });
  }
  // The limit, the activity record and the firm's notification live in better-auth's
  // hooks, so the same rules hold for /api/auth/sign-in/* (auth-hooks.server.ts).
  const result = await signInStaff({ ...parsed.data, request });
  if (result.status === "limited") {
    return data(
      { formError: staffLoginLimitMessage(result.retryAfter), identifier },
      { status: 429 },
    );
  }
  if (result.status === "refused") {
    return data({ formError: "Identifiants incorrects", identifier }, { status: 401 });
  }
  return redirectWithToast(
    "/invoice-quote",
    { type: "success", message: "Connexion réussie" },
    { headers: result.headers },
  );
}

export default function SimpleLoginRoute({ actionData }: Route.ComponentProps) {
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
      <SimpleLoginForm actionData={actionData ?? undefined} />
    </AuthCard>
  );
}
