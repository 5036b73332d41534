import { callReminderScheduler } from "#app/features/booking/reminder.server.ts";
import { handleTestClock } from "#app/features/reminders/route.server.ts";
import { subscriptionScheduler } from "#app/features/subscriptions/scheduler.server.ts";
import { expenseScheduler } from "#app/features/expenses/scheduler.server.ts";
import { tickPublishingForTest } from "#app/features/publishing/route.server.ts";
import type { Route } from "./+types/test-horloge";
import { privateJson } from "#app/lib/private-response.ts";

// Tests only (TEST_CLOCK=1 on a local site, ADR 022): 404 everywhere else. Moving the
// clock runs the reminders' pass, then the publishing schedule's (ADR 034).
export async function action({ request }: Route.ActionArgs) {
  const answer = await handleTestClock(request);
  if (!answer.ok) return answer;
  await tickPublishingForTest();
  // The clock moved: the subscriptions' pass runs too, and says what it issued (ADR 032).
  const issued = (await subscriptionScheduler()?.tick()) ?? [];
  // And the booked calls' day-before reminders (ADR 044).
  const callsReminded = (await callReminderScheduler()?.tick()) ?? [];
  // And the monthly expenses' copies (ADR 054).
  const expensesCopied = (await expenseScheduler()?.tick()) ?? [];
  const body = (await answer.json()) as Record<string, unknown>;
  return privateJson({ ...body, issued, callsReminded, expensesCopied });
}

export function loader() {
  return new Response("Page introuvable", { status: 404 });
}
