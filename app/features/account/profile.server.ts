import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { getCurrentSession } from "#app/features/auth/session.server.ts";
import { guardForm, refusalAnswer } from "#app/features/guard/form-guard.server.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { formRefusal } from "#app/lib/submission.ts";
import { listActivity, memberSince, updateName } from "./account.server.ts";
import { UPDATE_NAME_INTENT } from "./components/profile-info.tsx";
import type { ProfileTab } from "./components/profile-page.tsx";
import { ProfileSchema } from "./schemas.ts";

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
