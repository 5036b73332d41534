import { LogIn } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { company } from "#app/config/company.ts";
import { authErrorMessage } from "#app/features/account/account.server.ts";
import {
  AuthCard,
  AuthNotice,
  authLinkClass,
  PendingToastNotice,
} from "#app/features/account/components/auth-card.tsx";
import { LoginForm } from "#app/features/account/components/login-form.tsx";
import { LoginSchema } from "#app/features/account/schemas.ts";
import { auth } from "#app/features/auth/auth.server.ts";
import { getUser } from "#app/features/auth/session.server.ts";
import { checkLimit, guardForm } from "#app/features/guard/form-guard.server.ts";
import { refundLimit } from "#app/features/guard/limits.server.ts";
import { errorsByPath } from "#app/lib/form-errors.ts";
import { safeRedirect } from "#app/lib/safe-redirect.ts";
import { originFrom, seo } from "#app/lib/seo.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import type { Route } from "./+types/login";

/** Where the verification link of the email lands (better-auth appends `&error=…` on failure). */
const VERIFIED_CALLBACK = "/login?verifie=1";

// better-auth's codes for a verification link that did not work.
const LINK_ERRORS: Record<string, string> = {
  TOKEN_EXPIRED:
    "Ce lien de confirmation a expiré. Connectez-vous avec votre adresse et votre mot de passe\u00a0: un nouveau lien vous sera envoyé.",
  INVALID_TOKEN:
    "Ce lien de confirmation n'est pas valable. Connectez-vous avec votre adresse et votre mot de passe\u00a0: un nouveau lien vous sera envoyé.",
};
const LINK_ERROR_FALLBACK =
  "Ce lien de confirmation ne peut pas être utilisé. Connectez-vous pour en recevoir un nouveau.";

export function meta({ matches }: Route.MetaArgs) {
  return seo(originFrom(matches), {
    title: "Connexion",
    description: `Connectez-vous à votre compte ${company.name}\u00a0: profil, préférences et sécurité de votre compte.`,
    path: "/login",
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "/");
  if (await getUser(request)) throw redirect(redirectTo);
  const error = url.searchParams.get("error");
  return {
    verified: url.searchParams.get("verifie") === "1" && !error,
    linkError: error ? (LINK_ERRORS[error.toUpperCase()] ?? LINK_ERROR_FALLBACK) : null,
    redirectTo: redirectTo === "/" ? undefined : redirectTo,
  };
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
  const values = { email: text("email").slice(0, 254), remember: text("remember") };
  const parsed = LoginSchema.safeParse({
    email: text("email"),
    password: text("password"),
    remember: text("remember"),
  });
  if (!parsed.success) {
    return data({ errors: errorsByPath(parsed.error), values }, { status: 400 });
  }
  const refused = await checkLimit("login", ip);
  if (refused) return data({ formError: refused.message, values }, { status: refused.status });
  let result;
  try {
    result = await auth().api.signInEmail({
      body: {
        email: parsed.data.email,
        password: parsed.data.password,
        rememberMe: parsed.data.remember,
        // Used by the verification email better-auth sends again to an unconfirmed address.
        callbackURL: VERIFIED_CALLBACK,
      },
      headers: request.headers,
      returnHeaders: true,
    });
  } catch (error) {
    return data(
      { formError: `Échec de la connexion: ${authErrorMessage(error)}`, values },
      { status: 401 },
    );
  }
  // The limit counts failed attempts: a sign-in gives its hit back.
  await refundLimit("login", ip);
  // Only the session cookies: better-auth also sets a Location we do not follow.
  const headers = new Headers();
  for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirectWithToast(
    safeRedirect(form.get("redirectTo"), "/"),
    { type: "success", message: "Connexion réussie" },
    { headers },
  );
}

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard
      icon={LogIn}
      title="Connexion"
      description={`Accédez à votre compte ${company.name}.`}
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
      <LoginForm actionData={actionData} redirectTo={loaderData.redirectTo} />
    </AuthCard>
  );
}
