import { data } from "react-router";
import { countLead, guardForm } from "#app/features/guard/form-guard.server.ts";
import { NewsletterSchema } from "#app/features/newsletter/schemas.ts";
import { subscribe } from "#app/features/newsletter/newsletter.server.ts";
import { errorsByPath } from "#app/lib/form-errors.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { safeRedirect } from "#app/lib/safe-redirect.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import type { Route } from "./+types/newsletter";

const NEWSLETTER_SUCCESS = "Merci pour votre inscription à notre newsletter\u00a0!";
const FAILURE = "Une erreur est survenue. Veuillez réessayer.";

export type NewsletterResult = { ok: true } | { ok: false; error?: string; formError?: string };

/**
 * The newsletter form posts here from any page. With JavaScript (`js=1`) it
 * answers with data for the form; without, it redirects back with the outcome
 * in the URL (`?newsletter=…`) and a toast.
 */
export async function action({ request }: Route.ActionArgs) {
  const guarded = await guardForm(request, { limit: "newsletter" });
  if (!guarded.ok) {
    return data<NewsletterResult>(
      { ok: false, formError: guarded.refusal.message },
      { status: guarded.refusal.status },
    );
  }
  const { form, ip } = guarded;
  const withJs = form.get("js") === "1";
  const back = safeRedirect(form.get("redirectTo"), "/");
  const answer = async (result: NewsletterResult, status = 200) => {
    if (withJs) return data(result, { status });
    const url = new URL(back, "http://site.invalid");
    url.searchParams.set("newsletter", result.ok ? "merci" : result.error ? "invalide" : "erreur");
    url.hash = "newsletter";
    return redirectWithToast(`${url.pathname}${url.search}${url.hash}`, {
      type: result.ok ? "success" : "error",
      message: result.ok ? NEWSLETTER_SUCCESS : (result.error ?? result.formError ?? FAILURE),
    });
  };

  // The hidden field was filled in: the address is not subscribed, the bot learns nothing.
  if (guarded.honeypot) return answer({ ok: true });
  const parsed = NewsletterSchema.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success) {
    return answer({ ok: false, error: errorsByPath(parsed.error).email ?? "Email invalide" }, 400);
  }
  try {
    await subscribe(parsed.data.email);
    await countLead("newsletter", ip);
  } catch (error) {
    logger().error({ err: error }, "newsletter signup not stored");
    return answer({ ok: false, formError: FAILURE }, 503);
  }
  return answer({ ok: true });
}

export function loader() {
  throw data("Page introuvable", { status: 404 });
}
