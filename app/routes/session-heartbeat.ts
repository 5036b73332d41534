import { data } from "react-router";
import { getCurrentSession } from "#app/features/auth/session.server.ts";
import { guardForm, refusalResponse } from "#app/features/guard/form-guard.server.ts";
import type { Route } from "./+types/session-heartbeat";

// The browser reports activity so the server's staff idle clock agrees with it.
export async function action({ request }: Route.ActionArgs) {
  const guarded = await guardForm(request);
  if (!guarded.ok) return refusalResponse(guarded.refusal);
  const session = await getCurrentSession(request);
  return data({ active: Boolean(session) }, { headers: { "Cache-Control": "no-store" } });
}

// Posted to only: a GET (an address typed or shared) is told so in French.
export function loader() {
  return new Response("Méthode non autorisée.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
