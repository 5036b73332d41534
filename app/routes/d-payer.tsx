import { data, redirect } from "react-router";
import { siteName } from "#app/lib/site-name.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { CLIENT_PAGE_META } from "#app/features/payments/client-page.ts";
import { openClientInvoice, printedPaymentDetails } from "#app/features/payments/route.server.ts";
import { PayPage } from "#app/features/payments/components/pay-page.tsx";
import {
  balanceOf,
  configuredProviders,
  pendingCheckout,
  startCheckout,
} from "#app/features/payments/payments.server.ts";
import { CLIENT_FORM_PAGE_HEADERS } from "#app/features/portal/client-headers.ts";
import type { Route } from "./+types/d-payer";

// « Payer » (ADR 029): the configured providers, or the invoice's bank, Wave and
// Orange Money details when none is. No script: a plain form.
export const handle = { hydrate: false };

const CANCELLED =
  "Le paiement n'a pas été effectué. Vous pouvez réessayer ou choisir un autre moyen.";

export async function loader({ request, params }: Route.LoaderArgs) {
  const row = await openClientInvoice(request, params.token);
  const search = new URL(request.url).searchParams;
  const cancelled = search.has("annule");
  // Just made by the form below: the browser goes on to the provider's page.
  const go = await pendingCheckout(row.id, search.get("vers"));
  return data(
    {
      token: params.token,
      invoice: {
        number: row.number,
        totalTtc: row.totalTtc ?? 0,
        paid: row.paidTotal,
        credited: row.creditedTotal,
        balance: ["cancelled"].includes(row.status) ? 0 : balanceOf(row),
      },
      providers: configuredProviders().map((p) => ({ id: p.id, label: p.label })),
      details: printedPaymentDetails(row),
      notice: cancelled ? CANCELLED : undefined,
      go,
    },
    { headers: CLIENT_FORM_PAGE_HEADERS },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const row = await openClientInvoice(request, params.token);
  const guarded = await guardForm(request, { limit: "client-pay" });
  if (!guarded.ok) {
    return data(
      { notice: guarded.refusal.message },
      { status: guarded.refusal.status, headers: CLIENT_FORM_PAGE_HEADERS },
    );
  }
  const started = await startCheckout({
    token: params.token,
    documentId: row.id,
    provider: String(guarded.form.get("provider") ?? ""),
  });
  if (!started.ok) {
    return data({ notice: started.message }, { status: 409, headers: CLIENT_FORM_PAGE_HEADERS });
  }
  // Through our own page: the site's CSP (`form-action 'self'`) forbids a form
  // to land on another site, a refresh to it is a plain navigation.
  return redirect(`/d/${params.token}/payer?vers=${started.value.paymentId}`, {
    status: 303,
    headers: { "Cache-Control": "no-store" },
  });
}

export function headers() {
  return CLIENT_FORM_PAGE_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    {
      title: loaderData
        ? `Régler la facture ${loaderData.invoice.number} — ${siteName(matches)}`
        : `Page introuvable — ${siteName(matches)}`,
    },
    ...CLIENT_PAGE_META,
    ...(loaderData?.go ? [{ httpEquiv: "refresh", content: `0;url=${loaderData.go.url}` }] : []),
  ];
}

export default function PayRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PayPage {...loaderData} notice={actionData?.notice ?? loaderData.notice} />;
}
