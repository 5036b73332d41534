import { data, redirect } from "react-router";
import { company } from "#app/config/company.ts";
import { listActivity, memberSince, updateName } from "#app/features/account/account.server.ts";
import { ProfilePage, type ProfileTab } from "#app/features/account/components/profile-page.tsx";
import { UPDATE_NAME_INTENT } from "#app/features/account/components/profile-info.tsx";
import { SignedOutNotice } from "#app/features/account/components/signed-out-notice.tsx";
import { ProfileSchema } from "#app/features/account/schemas.ts";
import { getCurrentSession } from "#app/features/auth/session.server.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { errorsByPath } from "#app/lib/form-errors.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import type { Route } from "./+types/profile";

export function meta() {
  return [{ title: `Mon profil — ${company.name}` }, { name: "robots", content: "noindex" }];
}

// Personal data: never kept by a shared cache or the browser's back-forward copy on disk.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
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

export async function action({ request }: Route.ActionArgs) {
  const current = await getCurrentSession(request);
  // Signed out meanwhile (expired, revoked elsewhere): the page says so.
  if (!current) throw redirect("/profile");
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    return data({ formError: guarded.refusal.message }, { status: guarded.refusal.status });
  }
  const { form } = guarded;
  if (form.get("intent") !== UPDATE_NAME_INTENT) {
    return data(
      { formError: "Cette action n'est pas reconnue. Rechargez la page." },
      { status: 400 },
    );
  }
  const raw = form.get("fullName");
  const fullName = typeof raw === "string" ? raw : "";
  const parsed = ProfileSchema.safeParse({ fullName });
  if (!parsed.success) {
    return data({ errors: errorsByPath(parsed.error), fullName }, { status: 400 });
  }
  try {
    await updateName(current.user.id, parsed.data.fullName);
  } catch (error) {
    logger().error({ err: error, userId: current.user.id }, "profile name not updated");
    return data(
      {
        formError:
          "Erreur lors de la mise à jour du profil\u00a0: le nom n'a pas pu être enregistré. Veuillez réessayer.",
        fullName,
      },
      { status: 500 },
    );
  }
  return redirectWithToast("/profile", {
    type: "success",
    message: "Profil mis à jour avec succès",
  });
}

export default function ProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return <SignedOutNotice title="Mon profil" />;
  return (
    <ProfilePage
      user={loaderData.user}
      memberSince={loaderData.memberSince}
      activity={loaderData.activity}
      initialTab={loaderData.tab}
      initialEditing={loaderData.editing}
      actionData={actionData ?? undefined}
    />
  );
}
