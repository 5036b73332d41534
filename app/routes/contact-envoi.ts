import { processContactForm } from "#app/features/contact/contact.server.ts";
import type { Route } from "./+types/contact-envoi";

// The contact form's twin action for JavaScript: the same checks and storage as
// /contact's action, answered in JSON so the page can show the upload's progress.
export async function action({ request }: Route.ActionArgs) {
  const outcome = await processContactForm(request);
  return outcome.ok
    ? Response.json({ ok: true, location: outcome.location }, { headers: outcome.headers })
    : Response.json({ ok: false, ...outcome.data }, { status: outcome.status });
}
