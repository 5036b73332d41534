import { siteName } from "#app/lib/site-name.ts";
import { answerMeta } from "#app/features/acceptance/answer-words.ts";
import { AnswerError, RefusePage } from "#app/features/acceptance/components/answer-pages.tsx";
import { refuseAction, answerLoader } from "#app/features/acceptance/route.server.ts";
import type { RouteHandle } from "#app/root.tsx";
import { CLIENT_FORM_PAGE_HEADERS } from "#app/features/portal/client-headers.ts";
import type { Route } from "./+types/d-refuser";

// « Refuser le devis » online (issue 22, ADR 028): sent as HTML alone, no script.
export const handle = { hydrate: false } satisfies RouteHandle;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  // In the quote's language (ADR 055).
  return answerMeta("refuse", siteName(matches), loaderData?.language);
}

export function headers() {
  return CLIENT_FORM_PAGE_HEADERS;
}

export function loader({ request, params }: Route.LoaderArgs) {
  return answerLoader(request, params.token, "refuse");
}

export function action({ request, params }: Route.ActionArgs) {
  return refuseAction(request, params.token);
}

export default function RefuserRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RefusePage data={loaderData} actionData={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AnswerError error={error} />;
}
