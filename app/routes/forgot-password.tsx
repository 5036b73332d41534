import { KeyRound, MailCheck } from "lucide-react";
import { data, Link } from "react-router";
import { env } from "#app/config/env.server.ts";
import {
  BackToLoginLink,
  AuthCard,
  AuthNotice,
  PendingToastNotice,
} from "#app/features/account/components/auth-card.tsx";
import { ForgotPasswordForm } from "#app/features/account/components/forgot-password-form.tsx";
import { ForgotPasswordSchema } from "#app/features/account/schemas.ts";
import { auth } from "#app/features/auth/auth.server.ts";
import { Button } from "#app/components/ui/button.tsx";
import { errorsByPath } from "#app/lib/form-errors.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { checkLimit, guardForm } from "#app/features/guard/form-guard.server.ts";
import { originFrom, seo } from "#app/lib/seo.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import type { Route } from "./+types/forgot-password";

export function meta({ matches }: Route.MetaArgs) {
  return seo(originFrom(matches), {
    title: "Mot de passe oublié",
    description:
      "Recevez par e-mail un lien pour choisir un nouveau mot de passe pour votre compte.",
    path: "/forgot-password",
  });
}

export function loader({ request }: Route.LoaderArgs) {
  const sent = new URL(request.url).searchParams.get("envoye")?.trim().slice(0, 254);
  return { sentTo: sent || null };
}

export async function action({ request }: Route.ActionArgs) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    return data({ formError: guarded.refusal.message }, { status: guarded.refusal.status });
  }
  const { form, ip } = guarded;
  const raw = form.get("email");
  const values = { email: typeof raw === "string" ? raw.slice(0, 254) : "" };
  const parsed = ForgotPasswordSchema.safeParse({ email: values.email });
  if (!parsed.success) {
    return data({ errors: errorsByPath(parsed.error), values }, { status: 400 });
  }
  const refused = await checkLimit("forgot-password", ip);
  if (refused) return data({ formError: refused.message, values }, { status: refused.status });
  try {
    // The same answer whether the address has an account or not.
    await auth().api.requestPasswordReset({
      body: {
        email: parsed.data.email,
        redirectTo: `${env().PUBLIC_URL.replace(/\/$/, "")}/reset-password`,
      },
      headers: request.headers,
    });
  } catch (error) {
    logger().error({ err: error }, "password reset not requested");
    return data(
      { formError: "Une erreur est survenue. Veuillez réessayer.", values },
      { status: 503 },
    );
  }
  return redirectWithToast(`/forgot-password?envoye=${encodeURIComponent(parsed.data.email)}`, {
    type: "success",
    message: "Instructions envoyées par e-mail",
  });
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
      <ForgotPasswordForm actionData={actionData} />
    </AuthCard>
  );
}
