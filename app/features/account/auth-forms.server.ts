import { parseWithZod } from "@conform-to/zod/v4";
import { APIError } from "better-auth/api";
import { data } from "react-router";
import { publicOrigin } from "#app/config/env.server.ts";
import { authErrorMessage, EMAIL_TAKEN, emailTaken } from "#app/features/account/account.server.ts";
import {
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from "#app/features/account/schemas.ts";
import { auth } from "#app/features/auth/auth.server.ts";
import {
  checkLimit,
  guardForm,
  refusalAnswer,
  unavailableAnswer,
} from "#app/features/guard/form-guard.server.ts";
import { refundLimit } from "#app/features/guard/limits.server.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { safeRedirect } from "#app/lib/safe-redirect.ts";
import { formRefusal } from "#app/lib/submission.ts";

/** Where the verification link of the email lands (better-auth appends `&error=…` on failure). */
const VERIFIED_CALLBACK = "/login?verifie=1";

// The visitor account forms (docs/product.md §2): each action is one handler here.

/** POST /login: the schema, then the limit on failed attempts, then better-auth. */
export async function handleLogin(request: Request) {
  const guarded = await guardForm(request);
  if (!guarded.ok) return refusalAnswer(guarded.refusal);
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
    const away = unavailableAnswer(error, reply);
    if (away) return away;
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

/** POST /register: the schema, the limit, an address already used said as such, then better-auth. */
export async function handleRegister(request: Request) {
  const guarded = await guardForm(request);
  if (!guarded.ok) return refusalAnswer(guarded.refusal);
  const submission = parseWithZod(guarded.form, { schema: RegisterSchema });
  const reply = submission.reply({ hideFields: ["password", "confirmPassword"] });
  if (submission.status !== "success") return data({ result: reply }, { status: 400 });
  const refused = await checkLimit("register", guarded.ip);
  if (refused)
    return data({ result: formRefusal(refused.message, reply) }, { status: refused.status });
  const { name, email, password } = submission.value;
  // better-auth would answer a known address with a silent success; it is said instead
  // (behind the rate limit above, and nothing more than "already used").
  if (await emailTaken(email)) {
    return data(
      { result: formRefusal(`Échec de l'inscription: ${EMAIL_TAKEN}`, reply) },
      { status: 409 },
    );
  }
  try {
    await auth().api.signUpEmail({
      body: { name, email, password, callbackURL: VERIFIED_CALLBACK },
      headers: request.headers,
    });
  } catch (error) {
    const away = unavailableAnswer(error, reply);
    if (away) return away;
    return data(
      { result: formRefusal(`Échec de l'inscription: ${authErrorMessage(error)}`, reply) },
      { status: 400 },
    );
  }
  return redirectWithToast("/login", {
    type: "success",
    message: "Inscription réussie. Veuillez vérifier votre e-mail.",
  });
}

/** POST /forgot-password: the same answer whether the address has an account or not. */
export async function handleForgotPassword(request: Request) {
  const guarded = await guardForm(request);
  if (!guarded.ok) return refusalAnswer(guarded.refusal);
  const submission = parseWithZod(guarded.form, { schema: ForgotPasswordSchema });
  const reply = submission.reply();
  if (submission.status !== "success") return data({ result: reply }, { status: 400 });
  const refused = await checkLimit("forgot-password", guarded.ip);
  if (refused)
    return data({ result: formRefusal(refused.message, reply) }, { status: refused.status });
  const { email } = submission.value;
  try {
    await auth().api.requestPasswordReset({
      body: { email, redirectTo: `${publicOrigin()}/reset-password` },
      headers: request.headers,
    });
  } catch (error) {
    const away = unavailableAnswer(error, reply);
    if (away) return away;
    logger().error({ err: error }, "password reset not requested");
    return data(
      { result: formRefusal("Une erreur est survenue. Veuillez réessayer.", reply) },
      { status: 503 },
    );
  }
  return redirectWithToast(`/forgot-password?envoye=${encodeURIComponent(email)}`, {
    type: "success",
    message: "Instructions envoyées par e-mail",
  });
}

/** A reset link that can no longer be used (already used, expired, or its account gone). */
function isDeadLink(error: unknown) {
  if (!(error instanceof APIError)) return false;
  const code = (error.body as { code?: string } | undefined)?.code;
  return code === "INVALID_TOKEN" || code === "USER_NOT_FOUND";
}

/**
 * POST /reset-password. The answer carries the token back: without JavaScript it
 * renders at /reset-password, without the link's query.
 */
export async function handleResetPassword(request: Request) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    return data(
      { result: formRefusal(guarded.refusal.message), token: "", expired: false },
      { status: guarded.refusal.status },
    );
  }
  const submission = parseWithZod(guarded.form, { schema: ResetPasswordSchema });
  const reply = submission.reply({ hideFields: ["newPassword", "confirmPassword"] });
  const sent = guarded.form.get("token");
  const token = typeof sent === "string" ? sent.slice(0, 200) : "";
  if (submission.status !== "success") {
    return data({ result: reply, token, expired: false }, { status: 400 });
  }
  const refused = await checkLimit("reset-password", guarded.ip);
  if (refused) {
    return data(
      { result: formRefusal(refused.message, reply), token, expired: false },
      { status: refused.status },
    );
  }
  try {
    await auth().api.resetPassword({
      body: { newPassword: submission.value.newPassword, token: submission.value.token },
      headers: request.headers,
    });
  } catch (error) {
    const away = unavailableAnswer(error, reply, { token, expired: false });
    if (away) return away;
    if (isDeadLink(error))
      return data({ result: reply, token: "", expired: true }, { status: 400 });
    return data(
      { result: formRefusal(authErrorMessage(error), reply), token, expired: false },
      { status: 400 },
    );
  }
  return redirectWithToast("/login", {
    type: "success",
    message: "Votre mot de passe a été réinitialisé. Connectez-vous avec le nouveau.",
  });
}
