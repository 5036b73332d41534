import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { auth } from "#app/features/auth/auth.server.ts";
import { getCurrentSession, signOut } from "#app/features/auth/session.server.ts";
import { checkLimit, guardForm } from "#app/features/guard/form-guard.server.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { formRefusal } from "#app/lib/submission.ts";
import {
  authErrorMessage,
  deleteAccount,
  getPreferences,
  listSessions,
  recordActivity,
  revokeOtherSessions,
  revokeSession,
  setPreference,
} from "./account.server.ts";
import { SETTINGS_FORMS, type SettingsResult } from "./components/settings-result.ts";
import {
  ChangePasswordSchema,
  NOTIFICATION_DEFAULTS,
  NotificationPreferenceSchema,
  type NotificationKey,
} from "./schemas.ts";
import {
  deleteAccountSchema,
  NotificationPreferencesSchema,
  RevokeSessionSchema,
} from "./settings-schemas.ts";

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
