import { handleTestClock } from "#app/features/reminders/route.server.ts";
import { tickPublishingForTest } from "#app/features/publishing/route.server.ts";
import type { Route } from "./+types/test-horloge";

// Tests only (TEST_CLOCK=1 on a local site, ADR 022): 404 everywhere else. Moving the
// clock runs the reminders' pass, then the publishing schedule's (ADR 034).
export async function action({ request }: Route.ActionArgs) {
  const response = await handleTestClock(request);
  if (response.ok) await tickPublishingForTest();
  return response;
}

export function loader() {
  return new Response("Page introuvable", { status: 404 });
}
