import { UserPlus } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { company } from "#app/config/company.ts";
import { authErrorMessage, EMAIL_TAKEN, emailTaken } from "#app/features/account/account.server.ts";
import {
  AuthCard,
  authLinkClass,
  PendingToastNotice,
} from "#app/features/account/components/auth-card.tsx";
import { RegisterForm } from "#app/features/account/components/register-form.tsx";
import { RegisterSchema } from "#app/features/account/schemas.ts";
import { auth } from "#app/features/auth/auth.server.ts";
import { getUser } from "#app/features/auth/session.server.ts";
import { errorsByPath } from "#app/lib/form-errors.ts";
import { checkLimit, guardForm } from "#app/features/guard/form-guard.server.ts";
import { originFrom, seo } from "#app/lib/seo.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import type { Route } from "./+types/register";

export function meta({ matches }: Route.MetaArgs) {
  return seo(originFrom(matches), {
    title: "Créer un compte",
    description: `Créez votre compte ${company.name}\u00a0: votre profil, vos préférences de notification et la sécurité de votre compte au même endroit.`,
    path: "/register",
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  if (await getUser(request)) throw redirect("/");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    return data({ formError: guarded.refusal.message }, { status: guarded.refusal.status });
  }
  const { form, ip } = guarded;
  const text = (key: string) => {
    const v = form.get(key);
    return typeof v === "string" ? v : "";
  };
  // What the form shows again after an error: never the passwords.
  const values = {
    name: text("name").slice(0, 120),
    email: text("email").slice(0, 254),
    terms: text("terms") === "on" ? "on" : "",
  };
  const parsed = RegisterSchema.safeParse({
    name: text("name"),
    email: text("email"),
    password: text("password"),
    confirmPassword: text("confirmPassword"),
    terms: form.get("terms") ?? undefined,
  });
  if (!parsed.success) {
    return data({ errors: errorsByPath(parsed.error), values }, { status: 400 });
  }
  const refused = await checkLimit("register", ip);
  if (refused) return data({ formError: refused.message, values }, { status: refused.status });
  // better-auth would answer a known address with a silent success; the issue wants
  // it said (behind the rate limit above, and nothing more than "already used").
  if (await emailTaken(parsed.data.email)) {
    return data({ formError: `Échec de l'inscription: ${EMAIL_TAKEN}`, values }, { status: 409 });
  }
  try {
    await auth().api.signUpEmail({
      body: {
        name: parsed.data.name,
        email: parsed.data.email,
        password: parsed.data.password,
        callbackURL: "/login?verifie=1",
      },
      headers: request.headers,
    });
  } catch (error) {
    return data(
      { formError: `Échec de l'inscription: ${authErrorMessage(error)}`, values },
      { status: 400 },
    );
  }
  return redirectWithToast("/login", {
    type: "success",
    message: "Inscription réussie. Veuillez vérifier votre e-mail.",
  });
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
      <RegisterForm actionData={actionData} />
    </AuthCard>
  );
}
