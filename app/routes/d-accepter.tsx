import { siteName } from "#app/lib/site-name.ts";
import { answerMeta } from "#app/features/acceptance/answer-words.ts";
import { AnswerError, AcceptPage } from "#app/features/acceptance/components/answer-pages.tsx";
import { acceptAction, answerLoader } from "#app/features/acceptance/route.server.ts";
import { documentPdf } from "#app/features/print/pdf.server.ts";
import type { RouteHandle } from "#app/root.tsx";
import { CLIENT_FORM_PAGE_HEADERS } from "#app/features/portal/client-headers.ts";
import type { Route } from "./+types/d-accepter";

// « Bon pour accord » online (issue 22, ADR 028): sent as HTML alone; the signature
// pad brings its own small script.
export const handle = { hydrate: false } satisfies RouteHandle;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  // In the quote's language (ADR 055).
  return answerMeta("accept", siteName(matches), loaderData?.language);
}

export function headers() {
  return CLIENT_FORM_PAGE_HEADERS;
}

export function loader({ request, params }: Route.LoaderArgs) {
  return answerLoader(request, params.token, "accept");
}

export function action({ request, params }: Route.ActionArgs) {
  // The accepted quote's PDF, emailed to the client, is the print feature's.
  return acceptAction(request, params.token, documentPdf);
}

export default function AccepterRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AcceptPage data={loaderData} actionData={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AnswerError error={error} />;
}
