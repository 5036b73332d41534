import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { company } from "#app/config/company.ts";
import { env } from "#app/config/env.server.ts";
import {
  authErrorMessage,
  deleteAccount,
  getPreferences,
  listSessions,
  recordActivity,
  revokeOtherSessions,
  revokeSession,
  setPreference,
} from "#app/features/account/account.server.ts";
import {
  confirmsEmail,
  DELETE_MISMATCH,
} from "#app/features/account/components/delete-account.tsx";
import { SettingsPage } from "#app/features/account/components/settings-page.tsx";
import type { SettingsResult } from "#app/features/account/components/settings-result.ts";
import { SignedOutNotice } from "#app/features/account/components/signed-out-notice.tsx";
import {
  ChangePasswordSchema,
  NOTIFICATION_DEFAULTS,
  NotificationPreferenceSchema,
  type NotificationKey,
} from "#app/features/account/schemas.ts";
import { auth } from "#app/features/auth/auth.server.ts";
import { getCurrentSession, signOut } from "#app/features/auth/session.server.ts";
import { errorsByPath } from "#app/lib/form-errors.ts";
import { logger } from "#app/lib/logger.server.ts";
import { consumeRateLimit, retryMinutes } from "#app/lib/rate-limit.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import type { Route } from "./+types/settings";

const PREFERENCE_UPDATED = "Préférence de notification mise à jour";
const CANNOT_REVOKE = "Impossible de déconnecter la session";
const FAILURE = "Une erreur est survenue.";
const WRONG_CURRENT = "Le mot de passe actuel est incorrect.";

type Toast = NonNullable<SettingsResult["toast"]>;

export function meta() {
  return [{ title: `Paramètres — ${company.name}` }, { name: "robots", content: "noindex" }];
}

// Personal data: never kept by a shared cache or the browser's back-forward copy on disk.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
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
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  const withJs = form.get("js") === "1";
  const tab = intent === "preference" || intent === "preferences" ? "notifications" : "securite";

  /** A finished action: data for the page (JavaScript) or back to the tab with the toast. */
  const answer = (result: SettingsResult & { toast: Toast }, status = 200, headers?: Headers) =>
    withJs
      ? data({ ...result, intent } satisfies SettingsResult, { status, headers })
      : redirectWithToast(`/settings?onglet=${tab}`, result.toast, { headers });
  /** A form to show again with its messages, with or without JavaScript. */
  const invalid = (result: SettingsResult, status: number) =>
    data({ ...result, ok: false, intent } satisfies SettingsResult, { status });

  const current = await getCurrentSession(request);
  if (!current) {
    // Signed out meanwhile (expired, revoked from another device): the page says so.
    const message = "Votre session a expiré. Veuillez vous reconnecter.";
    return withJs
      ? invalid({ ok: false, toast: { type: "error", message } }, 401)
      : redirectWithToast("/settings", { type: "error", message });
  }
  const { user, sessionId } = current;

  switch (intent) {
    case "preference": {
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

    case "preferences": {
      // Without JavaScript: the four switches in one form; an unticked box is not sent.
      try {
        const saved = await getPreferences(user.id);
        for (const key of Object.keys(NOTIFICATION_DEFAULTS) as NotificationKey[]) {
          const value = form.get(key) === "on";
          if (saved[key] !== value) await setPreference(user.id, key, value);
        }
      } catch (error) {
        logger().error({ err: error, userId: user.id }, "notification preferences not stored");
        return answer({ ok: false, toast: { type: "error", message: FAILURE } }, 500);
      }
      return answer({ ok: true, toast: { type: "success", message: PREFERENCE_UPDATED } });
    }

    case "change-password": {
      const parsed = ChangePasswordSchema.safeParse({
        currentPassword: String(form.get("currentPassword") ?? ""),
        newPassword: String(form.get("newPassword") ?? ""),
        confirmPassword: String(form.get("confirmPassword") ?? ""),
      });
      if (!parsed.success) {
        return invalid({ ok: false, errors: errorsByPath(parsed.error) }, 400);
      }
      const limit = await consumeRateLimit(`change-password:${user.id}`, {
        window: 900,
        max: 5 * env().RATE_LIMIT_FACTOR,
      });
      if (!limit.allowed) {
        const formError = `Erreur: Trop de tentatives. Réessayez dans ${retryMinutes(limit.retryAfter)}.`;
        return invalid({ ok: false, formError, toast: { type: "error", message: formError } }, 429);
      }
      let changed: Headers;
      try {
        // better-auth checks the current password against the stored hash, signs out
        // every other session and gives this one a new cookie.
        ({ headers: changed } = await auth().api.changePassword({
          body: {
            currentPassword: parsed.data.currentPassword,
            newPassword: parsed.data.newPassword,
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
          ? invalid({ ok: false, errors: { currentPassword: message }, toast }, 400)
          : invalid({ ok: false, formError, toast }, 500);
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

    case "revoke-session": {
      const id = form.get("id");
      if (typeof id !== "string" || !id || id.length > 200) {
        return answer({ ok: false, toast: { type: "error", message: CANNOT_REVOKE } }, 400);
      }
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

    case "revoke-others": {
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

    case "delete-account": {
      if (user.role === "staff") {
        return invalid(
          { ok: false, formError: "Le compte du personnel ne peut pas être supprimé ici." },
          403,
        );
      }
      if (!confirmsEmail(form.get("confirmEmail"), user.email)) {
        return invalid({ ok: false, errors: { confirmEmail: DELETE_MISMATCH } }, 400);
      }
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

    default: {
      const message = "Cette action n'est pas reconnue. Rechargez la page.";
      return invalid({ ok: false, toast: { type: "error", message } }, 400);
    }
  }
}

/** Following a tab's link changes only the query: nothing to reload. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const sameQuery = currentUrl.search === nextUrl.search;
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && !sameQuery) return false;
  return defaultShouldRevalidate;
}

export default function SettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return <SignedOutNotice title="Paramètres" />;
  return (
    <SettingsPage
      user={loaderData.user}
      preferences={loaderData.preferences}
      sessions={loaderData.sessions}
      actionData={actionData ?? undefined}
    />
  );
}
