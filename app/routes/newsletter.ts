import { data } from "react-router";
import { env } from "#app/config/env.server.ts";
import { safeRedirect } from "#app/features/auth/schemas.ts";
import { NewsletterSchema } from "#app/features/newsletter/schemas.ts";
import { subscribe } from "#app/features/newsletter/newsletter.server.ts";
import { errorsByPath } from "#app/lib/form-errors.ts";
import { isHoneypotFilled } from "#app/lib/honeypot.ts";
import { logger } from "#app/lib/logger.server.ts";
import { clientIp, consumeRateLimit } from "#app/lib/rate-limit.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
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
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<NewsletterResult>({ ok: false, formError: FAILURE }, { status: 400 });
  }
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

  if (isHoneypotFilled(form)) return answer({ ok: true });
  const parsed = NewsletterSchema.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success) {
    return answer({ ok: false, error: errorsByPath(parsed.error).email ?? "Email invalide" }, 400);
  }
  const limit = await consumeRateLimit(`newsletter:${clientIp(request)}`, {
    window: 3600,
    max: 10 * env().RATE_LIMIT_FACTOR,
  });
  if (!limit.allowed) {
    return answer(
      { ok: false, formError: "Trop d'inscriptions depuis votre connexion. Réessayez plus tard." },
      429,
    );
  }
  try {
    await subscribe(parsed.data.email);
  } catch (error) {
    logger().error({ err: error }, "newsletter signup not stored");
    return answer({ ok: false, formError: FAILURE }, 503);
  }
  return answer({ ok: true });
}

export function loader() {
  throw data("Page introuvable", { status: 404 });
}
