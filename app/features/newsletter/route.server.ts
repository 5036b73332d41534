import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { noteDatabaseFailure } from "#app/db/outage.server.ts";
import { countLead, guardForm } from "#app/features/guard/form-guard.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { safeRedirect } from "#app/lib/safe-redirect.ts";
import { formErrorOf, formRefusal } from "#app/lib/submission.ts";
import { UNAVAILABLE_FORM } from "#app/lib/unavailable.ts";
import {
  NEWSLETTER_FAILURE as FAILURE,
  NEWSLETTER_SUCCESS,
  type NewsletterAnswer,
} from "./messages.ts";
import { subscribe } from "./newsletter.server.ts";
import { NewsletterSchema } from "./schemas.ts";

/**
 * POST /newsletter, from any page. With JavaScript (`js=1`) it answers the
 * form with Conform's result; without, it redirects back with the outcome in
 * the URL (`?newsletter=…`, read by the home page) and a toast. A honeypot hit
 * is stored as « indésirable » and answered like a success: the bot learns nothing.
 */
export async function handleNewsletter(request: Request) {
  const guarded = await guardForm(request, { limit: "newsletter" });
  if (!guarded.ok) {
    const { status, message } = guarded.refusal;
    return data<NewsletterAnswer>({ ok: false, result: formRefusal(message) }, { status });
  }
  const { form, ip } = guarded;
  const withJs = form.get("js") === "1";
  const back = safeRedirect(form.get("redirectTo"), "/");
  const answer = async (ok: boolean, result: SubmissionResult<string[]>, status = 200) => {
    if (withJs) return data<NewsletterAnswer>({ ok, result }, { status });
    const formError = formErrorOf(result);
    const url = new URL(back, "http://site.invalid");
    url.searchParams.set("newsletter", ok ? "merci" : formError ? "erreur" : "invalide");
    url.hash = "newsletter";
    return redirectWithToast(`${url.pathname}${url.search}${url.hash}`, {
      type: ok ? "success" : "error",
      message: ok ? NEWSLETTER_SUCCESS : (formError ?? result.error?.email?.[0] ?? FAILURE),
    });
  };

  const submission = parseWithZod(form, { schema: NewsletterSchema });
  if (submission.status !== "success") return answer(false, submission.reply(), 400);
  try {
    await subscribe(submission.value.email, now(), {
      spam: guarded.honeypot,
      contactMe: submission.value.contactMe,
    });
  } catch (error) {
    // The database away: « réessayez », said like every form's (ADR 035).
    if (noteDatabaseFailure(error, "/newsletter")) {
      return answer(false, formRefusal(UNAVAILABLE_FORM, submission.reply()), 503);
    }
    logger().error({ err: error }, "newsletter signup not stored");
    return answer(false, formRefusal(FAILURE, submission.reply()), 503);
  }
  // Stored: said so even if counting it fails now (the limit is best effort, ADR 035).
  await countLead("newsletter", ip).catch((error: unknown) =>
    noteDatabaseFailure(error, "/newsletter", "newsletter signup not counted"),
  );
  // An empty form again (Conform's reset), ready for another address.
  return answer(true, submission.reply({ resetForm: true }));
}
