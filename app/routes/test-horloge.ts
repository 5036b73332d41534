import { handleTestClock } from "#app/features/reminders/route.server.ts";
import type { Route } from "./+types/test-horloge";

// Tests only (TEST_CLOCK=1 on a local site, ADR 022): 404 everywhere else.
export function action({ request }: Route.ActionArgs) {
  return handleTestClock(request);
}

export function loader() {
  return new Response("Page introuvable", { status: 404 });
}
