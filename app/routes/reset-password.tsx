import { KeyRound, ShieldAlert } from "lucide-react";
import { APIError } from "better-auth/api";
import { data, Link } from "react-router";
import { company } from "#app/config/company.ts";
import { authErrorMessage } from "#app/features/account/account.server.ts";
import {
  BackToLoginLink,
  AuthCard,
  AuthNotice,
} from "#app/features/account/components/auth-card.tsx";
import { ResetPasswordForm } from "#app/features/account/components/reset-password-form.tsx";
import { ResetPasswordSchema } from "#app/features/account/schemas.ts";
import { auth } from "#app/features/auth/auth.server.ts";
import { Button } from "#app/components/ui/button.tsx";
import { errorsByPath } from "#app/lib/form-errors.ts";
import { checkLimit, guardForm } from "#app/features/guard/form-guard.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import type { Route } from "./+types/reset-password";

const EXPIRED = "Ce lien de réinitialisation n'est plus valable.";

export function meta() {
  return [
    { title: `Nouveau mot de passe — ${company.name}` },
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

function isDeadLink(error: unknown) {
  if (!(error instanceof APIError)) return false;
  const code = (error.body as { code?: string } | undefined)?.code;
  return code === "INVALID_TOKEN" || code === "USER_NOT_FOUND";
}

export async function action({ request }: Route.ActionArgs) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    return data(
      { formError: guarded.refusal.message, token: "" },
      { status: guarded.refusal.status },
    );
  }
  const { form, ip } = guarded;
  const text = (key: string) => {
    const v = form.get(key);
    return typeof v === "string" ? v : "";
  };
  const token = text("token").slice(0, 200);
  const parsed = ResetPasswordSchema.safeParse({
    token,
    newPassword: text("newPassword"),
    confirmPassword: text("confirmPassword"),
  });
  if (!parsed.success) {
    return data({ errors: errorsByPath(parsed.error), token }, { status: 400 });
  }
  const refused = await checkLimit("reset-password", ip);
  if (refused) return data({ formError: refused.message, token }, { status: refused.status });
  try {
    await auth().api.resetPassword({
      body: { newPassword: parsed.data.newPassword, token: parsed.data.token },
      headers: request.headers,
    });
  } catch (error) {
    if (isDeadLink(error)) return data({ expired: true, token: "" }, { status: 400 });
    return data({ formError: authErrorMessage(error), token }, { status: 400 });
  }
  return redirectWithToast("/login", {
    type: "success",
    message: "Votre mot de passe a été réinitialisé. Connectez-vous avec le nouveau.",
  });
}

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  // Without JavaScript the answer to the POST renders at /reset-password, without the query.
  const token = actionData && "token" in actionData ? actionData.token : loaderData.token;
  const expired = Boolean(actionData && "expired" in actionData && actionData.expired);
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
      <ResetPasswordForm
        token={token}
        actionData={actionData && "expired" in actionData ? undefined : actionData}
      />
    </AuthCard>
  );
}
