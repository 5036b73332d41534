import { redirect } from "react-router";
import { signOut } from "#app/features/auth/session.server.ts";
import { guardForm, refusalResponse } from "#app/features/guard/form-guard.server.ts";
import { safeRedirect } from "#app/lib/safe-redirect.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
  const guarded = await guardForm(request);
  if (!guarded.ok) return refusalResponse(guarded.refusal);
  const { form } = guarded;
  const headers = await signOut(request);
  const to = safeRedirect(form.get("redirectTo"), "/");
  // The idle timer shows its own warning instead.
  if (form.get("silent") === "1") return redirect(to, { headers });
  return redirectWithToast(to, { type: "success", message: "Déconnexion réussie" }, { headers });
}

export function loader() {
  return redirect("/");
}
