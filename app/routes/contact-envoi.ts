import { handleContactUpload } from "#app/features/contact/contact.server.ts";
import type { Route } from "./+types/contact-envoi";

// The contact form's twin action for JavaScript (upload progress): see handleContactUpload.
export function action({ request }: Route.ActionArgs) {
  return handleContactUpload(request);
}
