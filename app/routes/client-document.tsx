import { onlinePaymentAvailable } from "#app/features/payments/payments.server.ts";
import { AcceptanceBlock } from "#app/features/acceptance/components/acceptance-block.tsx";
import { acceptanceOfLink } from "#app/features/acceptance/annex.server.ts";
import { isRouteErrorResponse } from "react-router";
import { COMPANY_NAME } from "#app/config/company-name.ts";
import { Container } from "#app/components/layout/container.tsx";
import { NotFound } from "#app/features/errors/not-found.tsx";
import { ServerError } from "#app/features/errors/server-error.tsx";
import { ClientPage } from "#app/features/portal/components/client-page.tsx";
import { CLIENT_PAGE_HEADERS } from "#app/features/portal/client-headers.ts";
import { loadClientPage } from "#app/features/portal/route.server.ts";
import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/client-document";
import { kindIs } from "#app/features/documents/kinds.ts";
import { moneyOf } from "#app/features/documents/snapshot.ts";

// /d/:token — the client's page of one document (ADR 027): HTML alone, no framework script.
export const handle: RouteHandle = { hydrate: false };

export function meta({ data }: Route.MetaArgs) {
  return [
    {
      title: data ? `${data.view.number} — ${COMPANY_NAME}` : `Page introuvable — ${COMPANY_NAME}`,
    },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export function headers({ errorHeaders }: Route.HeadersArgs) {
  // An error (404, 429) keeps its own headers (Retry-After) beside the page's.
  const headers = new Headers(errorHeaders);
  for (const [k, v] of Object.entries(CLIENT_PAGE_HEADERS)) headers.set(k, v);
  return headers;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const view = await loadClientPage(request, params.token);
  // A quote accepted online shows its acceptance block (ADR 028).
  const acceptance =
    kindIs(view.kind, "answerable") && view.storedStatus === "accepted"
      ? await acceptanceOfLink(params.token)
      : null;
  // « Payer en ligne » when a provider is configured (ADR 029).
  // The block in the quote's language (ADR 055).
  const { language } = moneyOf(view.snapshot);
  return { view, acceptance, language, onlinePayment: onlinePaymentAvailable() };
}

export default function ClientDocumentRoute({ loaderData }: Route.ComponentProps) {
  const { view, acceptance, language, onlinePayment } = loaderData;
  return (
    <ClientPage
      view={view}
      onlinePayment={onlinePayment}
      acceptance={
        acceptance ? <AcceptanceBlock acceptance={acceptance} language={language} /> : undefined
      }
    />
  );
}

/** 404 for a token unknown or revoked; the rate limit's refusal in French. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 429) {
    const message = (error.data as { message?: string } | undefined)?.message;
    return (
      <Container size="md" className="py-16">
        <h1 className="text-2xl font-bold">Trop de pages demandées</h1>
        <p className="mt-4 text-muted-foreground">{message}</p>
      </Container>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ServerError />;
}
