import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { env } from "#app/config/env.server.ts";
import { requirePermission, requireStaff } from "#app/features/auth/session.server.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { moveClock, now } from "#app/features/platform/clock.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { formRefusal } from "#app/lib/submission.ts";
import { remindDue, remindNow, reminderPanel } from "./reminders.server.ts";
import { REMIND_QUERY } from "./remind-query.ts";
import { RemindSchema, TestClockSchema } from "./requests.ts";
import { reminderScheduler } from "./scheduler.server.ts";
import { privateJson } from "#app/lib/private-response.ts";

/** The reminders card of /documents/:numero (null for anything but an invoice). */
export async function loadReminders(request: Request, numero: string) {
  await requirePermission(request, "documents.read");
  return reminderPanel(numero, now());
}

/** Whether a post to /documents/:numero is « Relancer maintenant » (marked in its address). */
export function isReminderPost(request: Request): boolean {
  return new URL(request.url).searchParams.has(REMIND_QUERY);
}

/** POST /documents/:numero?relancer: the reminder goes now, recorded with who sent it. */
export async function handleReminderAction(request: Request, numero: string) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    const { status, message } = guarded.refusal;
    return data({ intent: "remind", result: formRefusal(message) }, { status });
  }
  // Reminders are the payments' follow-up (permissions.ts).
  const user = await requirePermission(request, "payments");
  const submission = parseWithZod(guarded.form, { schema: RemindSchema });
  if (submission.status !== "success") {
    return data(
      {
        intent: "remind",
        result: formRefusal("Demande de relance illisible\u00a0: rechargez la page."),
      },
      { status: 400 },
    );
  }
  const sent = await remindNow(numero, user, now());
  if (!sent.ok) {
    return data({ intent: "remind", result: formRefusal(sent.message) }, { status: 409 });
  }
  return redirectWithToast(`/documents/${encodeURIComponent(numero)}`, {
    type: "success",
    message: `Relance envoyée à ${sent.value.to}, avec la facture en PDF.`,
  });
}

/**
 * POST /test/horloge (TEST_CLOCK=1 only, staff only): moves this server's clock
 * to `maintenant` and runs a pass of the reminders at once, so end-to-end tests
 * never wait days (ADR 022). Anywhere else it does not exist.
 */
export async function handleTestClock(request: Request): Promise<Response> {
  if (env().TEST_CLOCK !== "1") return new Response("Page introuvable", { status: 404 });
  const guarded = await guardForm(request);
  if (!guarded.ok) return privateJson({ error: guarded.refusal.message }, guarded.refusal.status);
  await requireStaff(request);
  const parsed = TestClockSchema.safeParse(Object.fromEntries(guarded.form));
  if (!parsed.success) return privateJson({ error: parsed.error.issues[0]?.message }, 400);
  moveClock(new Date(parsed.data.maintenant));
  const scheduler = reminderScheduler();
  const sent = scheduler ? await scheduler.tick() : await remindDue(now());
  return privateJson({ now: now().toISOString(), sent });
}
