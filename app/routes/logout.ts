import { redirect } from "react-router";
import { safeRedirect } from "#app/features/auth/schemas.ts";
import { signOut } from "#app/features/auth/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const headers = await signOut(request);
  const to = safeRedirect(form.get("redirectTo"), "/");
  // The idle timer shows its own warning instead.
  if (form.get("silent") === "1") return redirect(to, { headers });
  return redirectWithToast(to, { type: "success", message: "Déconnexion réussie" }, { headers });
}

export function loader() {
  return redirect("/");
}
