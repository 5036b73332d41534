import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { authErrorMessage } from "#app/features/account/account.server.ts";
import { LoginSchema } from "#app/features/account/schemas.ts";
import { auth } from "#app/features/auth/auth.server.ts";
import { checkLimit, guardForm } from "#app/features/guard/form-guard.server.ts";
import { refundLimit } from "#app/features/guard/limits.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { safeRedirect } from "#app/lib/safe-redirect.ts";
import { formRefusal } from "#app/lib/submission.ts";

/** Where the verification link of the email lands (better-auth appends `&error=…` on failure). */
const VERIFIED_CALLBACK = "/login?verifie=1";

/** POST /login: the schema, then the limit on failed attempts, then better-auth. */
export async function handleLogin(request: Request) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    return data(
      { result: formRefusal(guarded.refusal.message) },
      { status: guarded.refusal.status },
    );
  }
  const { form, ip } = guarded;
  const submission = parseWithZod(form, { schema: LoginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const reply = submission.reply({ hideFields: ["password"] });
  const refused = await checkLimit("login", ip);
  if (refused)
    return data({ result: formRefusal(refused.message, reply) }, { status: refused.status });
  let result;
  try {
    result = await auth().api.signInEmail({
      body: {
        email: submission.value.email,
        password: submission.value.password,
        rememberMe: submission.value.remember,
        // Used by the verification email better-auth sends again to an unconfirmed address.
        callbackURL: VERIFIED_CALLBACK,
      },
      headers: request.headers,
      returnHeaders: true,
    });
  } catch (error) {
    return data(
      { result: formRefusal(`Échec de la connexion: ${authErrorMessage(error)}`, reply) },
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
