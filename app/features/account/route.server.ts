import { parseWithZod } from "@conform-to/zod/v4";
import { APIError } from "better-auth/api";
import { data, redirect } from "react-router";
import { publicOrigin } from "#app/config/env.server.ts";
import { auth } from "#app/features/auth/auth.server.ts";
import { getCurrentSession, signOut } from "#app/features/auth/session.server.ts";
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
import {
  authErrorMessage,
  deleteAccount,
  EMAIL_TAKEN,
  emailTaken,
  getPreferences,
  listActivity,
  listSessions,
  memberSince,
  recordActivity,
  revokeOtherSessions,
  revokeSession,
  setPreference,
  updateName,
} from "./account.server.ts";
import { UPDATE_NAME_INTENT } from "./components/profile-info.tsx";
import type { ProfileTab } from "./components/profile-page.tsx";
import { SETTINGS_FORMS, type SettingsResult } from "./components/settings-result.ts";
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  NOTIFICATION_DEFAULTS,
  NotificationPreferenceSchema,
  ProfileSchema,
  RegisterSchema,
  ResetPasswordSchema,
  type NotificationKey,
} from "./schemas.ts";
import {
  deleteAccountSchema,
  NotificationPreferencesSchema,
  RevokeSessionSchema,
} from "./settings-schemas.ts";

// The loaders and actions of the visitor account's pages (docs/product.md §2): /login,
// /register, the password reset, /profile and /settings.

/** Where the verification link of the email lands (better-auth appends `&error=…` on failure). */
const VERIFIED_CALLBACK = "/login?verifie=1";

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

/** /profile: who is signed in, the activity and the tab to open, or `signedIn: false`. */
export async function profileLoader(request: Request) {
  const current = await getCurrentSession(request);
  if (!current) return { signedIn: false as const };
  const url = new URL(request.url);
  const [activity, since] = await Promise.all([
    listActivity(current.user.id),
    memberSince(current.user.id),
  ]);
  const tab: ProfileTab =
    url.searchParams.get("onglet") === "activite" ? "activite" : "informations";
  return {
    signedIn: true as const,
    user: { name: current.user.name, email: current.user.email },
    memberSince: since?.toISOString() ?? null,
    activity,
    tab,
    // Without JavaScript, 'Modifier' is a link to ?modifier=1: the form, rendered here.
    editing: tab === "informations" && url.searchParams.get("modifier") === "1",
  };
}

/** POST /profile: the full name (docs/product.md §2), back to /profile with a toast. */
export async function handleProfileUpdate(request: Request) {
  const current = await getCurrentSession(request);
  // Signed out meanwhile (expired, revoked elsewhere): the page says so.
  if (!current) throw redirect("/profile");
  const guarded = await guardForm(request);
  if (!guarded.ok) return refusalAnswer(guarded.refusal);
  const { form } = guarded;
  if (form.get("intent") !== UPDATE_NAME_INTENT) {
    return data(
      { result: formRefusal("Cette action n'est pas reconnue. Rechargez la page.") },
      { status: 400 },
    );
  }
  const submission = parseWithZod(form, { schema: ProfileSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  try {
    await updateName(current.user.id, submission.value.fullName);
  } catch (error) {
    logger().error({ err: error, userId: current.user.id }, "profile name not updated");
    const message =
      "Erreur lors de la mise à jour du profil\u00a0: le nom n'a pas pu être enregistré. Veuillez réessayer.";
    return data({ result: formRefusal(message, submission.reply()) }, { status: 500 });
  }
  return redirectWithToast("/profile", {
    type: "success",
    message: "Profil mis à jour avec succès",
  });
}

// /settings: one handler per form intent (HANDLERS below).

const PREFERENCE_UPDATED = "Préférence de notification mise à jour";
const CANNOT_REVOKE = "Impossible de déconnecter la session";
const FAILURE = "Une erreur est survenue.";
const WRONG_CURRENT = "Le mot de passe actuel est incorrect.";
const PASSWORDS = ["currentPassword", "newPassword", "confirmPassword"];

/** The form an intent comes from (its Conform id): the answer is shown by that form only. */
const FORM_OF_INTENT: Record<string, string> = {
  "change-password": SETTINGS_FORMS.changePassword,
  "delete-account": SETTINGS_FORMS.deleteAccount,
  preferences: SETTINGS_FORMS.notifications,
};

type Toast = NonNullable<SettingsResult["toast"]>;
type Answer = Response | ReturnType<typeof data<SettingsResult>>;
type User = NonNullable<Awaited<ReturnType<typeof getCurrentSession>>>["user"];
type Ctx = {
  request: Request;
  form: FormData;
  user: User;
  sessionId: string;
  answer: (
    result: SettingsResult & { toast: Toast },
    status?: number,
    headers?: Headers,
  ) => Promise<Answer> | Answer;
  invalid: (result: SettingsResult, status: number) => Answer;
};

/** /settings: the account's preferences and sessions, or `signedIn: false`. */
export async function settingsLoader(request: Request) {
  const current = await getCurrentSession(request);
  if (!current) return { signedIn: false as const };
  const { user, sessionId } = current;
  const [preferences, sessions] = await Promise.all([
    getPreferences(user.id).catch((error: unknown) => {
      logger().error({ err: error, userId: user.id }, "notification preferences not read");
      return { ...NOTIFICATION_DEFAULTS };
    }),
    // The page still opens when the list fails: it says 'Impossible de récupérer les sessions'.
    listSessions(user.id, sessionId)
      .then((rows) =>
        rows.map(({ id, device, ip, lastActiveAt, current }) => ({
          id,
          device,
          ip,
          lastActiveAt,
          current,
        })),
      )
      .catch((error: unknown) => {
        logger().error({ err: error, userId: user.id }, "sessions not listed");
        return null;
      }),
  ]);
  return {
    signedIn: true as const,
    user: { name: user.name, email: user.email, isStaff: user.role === "staff" },
    preferences,
    sessions,
  };
}

/**
 * Every form of the page posts here with an `intent`. With JavaScript
 * (`js=1`) the answer is data and the page shows its toast; without, a
 * redirect back to the tab with the toast, or the page again with the
 * form's errors.
 */
export async function settingsAction(request: Request): Promise<Answer> {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    const { status, message } = guarded.refusal;
    return data(
      { ok: false, result: formRefusal(message), toast: { type: "error", message } },
      { status },
    );
  }
  const { form } = guarded;
  const intent = String(form.get("intent") ?? "");
  const withJs = form.get("js") === "1";
  const formId = FORM_OF_INTENT[intent] ?? intent;
  const tab = intent === "preference" || intent === "preferences" ? "notifications" : "securite";

  /** A finished action: data for the page (JavaScript) or back to the tab with the toast. */
  const answer = (result: SettingsResult & { toast: Toast }, status = 200, headers?: Headers) =>
    withJs
      ? data({ ...result, form: formId } satisfies SettingsResult, { status, headers })
      : redirectWithToast(`/settings?onglet=${tab}`, result.toast, { headers });
  /** A form to show again with its messages, with or without JavaScript. */
  const invalid = (result: SettingsResult, status: number) =>
    data({ ...result, ok: false, form: formId } satisfies SettingsResult, { status });

  const current = await getCurrentSession(request);
  if (!current) {
    // Signed out meanwhile (expired, revoked from another device): the page says so.
    const message = "Votre session a expiré. Veuillez vous reconnecter.";
    return withJs
      ? invalid({ ok: false, toast: { type: "error", message } }, 401)
      : redirectWithToast("/settings", { type: "error", message });
  }
  const { user, sessionId } = current;

  const handler = HANDLERS[intent];
  if (!handler) {
    const message = "Cette action n'est pas reconnue. Rechargez la page.";
    return invalid({ ok: false, toast: { type: "error", message } }, 400);
  }
  return handler({ request, form, user, sessionId, answer, invalid });
}

// One handler per intent of the page's forms.
const HANDLERS: Record<string, (ctx: Ctx) => Promise<Answer>> = {
  preference: onPreference,
  preferences: onPreferences,
  "change-password": onChangePassword,
  "revoke-session": onRevokeSession,
  "revoke-others": onRevokeOthers,
  "delete-account": onDeleteAccount,
};

async function onPreference({ form, user, answer }: Ctx): Promise<Answer> {
  const parsed = NotificationPreferenceSchema.safeParse({
    key: form.get("key"),
    value: form.get("value"),
  });
  if (!parsed.success) {
    return answer({ ok: false, toast: { type: "error", message: FAILURE } }, 400);
  }
  try {
    await setPreference(user.id, parsed.data.key, parsed.data.value);
  } catch (error) {
    logger().error({ err: error, userId: user.id }, "notification preference not stored");
    return answer({ ok: false, toast: { type: "error", message: FAILURE } }, 500);
  }
  return answer({ ok: true, toast: { type: "success", message: PREFERENCE_UPDATED } });
}

async function onPreferences({ form, user, answer }: Ctx): Promise<Answer> {
  // Without JavaScript: the four switches in one form; an unticked box is not sent.
  const submission = parseWithZod(form, { schema: NotificationPreferencesSchema });
  if (submission.status !== "success") {
    return answer({ ok: false, toast: { type: "error", message: FAILURE } }, 400);
  }
  try {
    const saved = await getPreferences(user.id);
    for (const key of Object.keys(NOTIFICATION_DEFAULTS) as NotificationKey[]) {
      const value = submission.value[key];
      if (saved[key] !== value) await setPreference(user.id, key, value);
    }
  } catch (error) {
    logger().error({ err: error, userId: user.id }, "notification preferences not stored");
    return answer({ ok: false, toast: { type: "error", message: FAILURE } }, 500);
  }
  return answer({ ok: true, toast: { type: "success", message: PREFERENCE_UPDATED } });
}

async function onChangePassword({ request, form, user, answer, invalid }: Ctx): Promise<Answer> {
  const submission = parseWithZod(form, { schema: ChangePasswordSchema });
  // A password is never sent back, not even in the page of a refused form.
  const reply = submission.reply({ hideFields: PASSWORDS });
  if (submission.status !== "success") return invalid({ ok: false, result: reply }, 400);
  // Counted per account (whatever the address), once the form is valid.
  const refused = await checkLimit("change-password", user.id);
  if (refused) {
    const toast: Toast = { type: "error", message: refused.message };
    return invalid(
      { ok: false, result: formRefusal(refused.message, reply), toast },
      refused.status,
    );
  }
  let changed: Headers;
  try {
    // better-auth checks the current password against the stored hash, signs out
    // every other session and gives this one a new cookie.
    ({ headers: changed } = await auth().api.changePassword({
      body: {
        currentPassword: submission.value.currentPassword,
        newPassword: submission.value.newPassword,
        revokeOtherSessions: true,
      },
      headers: request.headers,
      returnHeaders: true,
    }));
  } catch (error) {
    const message = authErrorMessage(error);
    const formError = message === FAILURE ? FAILURE : `Erreur: ${message}`;
    const toast: Toast = { type: "error", message: formError };
    return message === WRONG_CURRENT
      ? invalid(
          {
            ok: false,
            result: submission.reply({
              hideFields: PASSWORDS,
              fieldErrors: { currentPassword: [message] },
            }),
            toast,
          },
          400,
        )
      : invalid({ ok: false, result: formRefusal(formError, reply), toast }, 500);
  }
  await recordActivity(user.id, "password-changed");
  const cookies = new Headers();
  for (const cookie of changed.getSetCookie()) cookies.append("Set-Cookie", cookie);
  return answer(
    {
      ok: true,
      toast: { type: "success", message: "Votre mot de passe a été modifié avec succès." },
    },
    200,
    cookies,
  );
}

async function onRevokeSession({ form, user, sessionId, answer }: Ctx): Promise<Answer> {
  const parsed = RevokeSessionSchema.safeParse({ id: form.get("id") });
  if (!parsed.success) {
    return answer({ ok: false, toast: { type: "error", message: CANNOT_REVOKE } }, 400);
  }
  const { id } = parsed.data;
  if (id === sessionId) {
    return answer({
      ok: false,
      toast: {
        type: "info",
        message: "Vous ne pouvez pas déconnecter votre session actuelle ici.",
      },
    });
  }
  let revoked: boolean;
  try {
    revoked = await revokeSession(user.id, sessionId, id);
  } catch (error) {
    logger().error({ err: error, userId: user.id }, "session not revoked");
    return answer({ ok: false, toast: { type: "error", message: CANNOT_REVOKE } }, 500);
  }
  return revoked
    ? answer({
        ok: true,
        toast: { type: "success", message: "Session déconnectée avec succès" },
      })
    : answer({ ok: false, toast: { type: "error", message: CANNOT_REVOKE } }, 404);
}

async function onRevokeOthers({ user, sessionId, answer }: Ctx): Promise<Answer> {
  try {
    await revokeOtherSessions(user.id, sessionId);
  } catch (error) {
    logger().error({ err: error, userId: user.id }, "other sessions not revoked");
    return answer({ ok: false, toast: { type: "error", message: CANNOT_REVOKE } }, 500);
  }
  return answer({
    ok: true,
    toast: { type: "success", message: "Toutes les autres sessions ont été déconnectées" },
  });
}

async function onDeleteAccount({ request, form, user, invalid }: Ctx): Promise<Answer> {
  if (user.role === "staff") {
    const message = "Le compte du personnel ne peut pas être supprimé ici.";
    return invalid({ ok: false, result: formRefusal(message) }, 403);
  }
  const submission = parseWithZod(form, { schema: deleteAccountSchema(user.email) });
  if (submission.status !== "success")
    return invalid({ ok: false, result: submission.reply() }, 400);
  // The cookie-clearing headers first: once the user is gone, there is no session to end.
  const headers = await signOut(request);
  try {
    await deleteAccount(user.id);
  } catch (error) {
    logger().error({ err: error, userId: user.id }, "account not deleted");
    return redirectWithToast(
      "/login",
      {
        type: "error",
        message:
          "Votre compte n'a pas pu être supprimé. Reconnectez-vous et réessayez, ou écrivez-nous.",
      },
      { headers },
    );
  }
  logger().info({ userId: user.id }, "account deleted by its owner");
  return redirectWithToast(
    "/",
    { type: "success", message: "Votre compte a été supprimé." },
    { headers },
  );
}
