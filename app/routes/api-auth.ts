import { auth } from "#app/features/auth/auth.server.ts";
import type { Route } from "./+types/api-auth";

// better-auth's own HTTP endpoints (rate-limited, origin-checked).
export function loader({ request }: Route.LoaderArgs) {
  return auth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return auth().handler(request);
}
