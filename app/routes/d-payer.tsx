import { data, redirect } from "react-router";
import { company } from "#app/config/company.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import {
  CLIENT_PAGE_HEADERS,
  openClientInvoice,
  printedPaymentDetails,
} from "#app/features/payments/client-page.server.ts";
import { PayPage } from "#app/features/payments/components/pay-page.tsx";
import {
  balanceOf,
  configuredProviders,
  startCheckout,
} from "#app/features/payments/payments.server.ts";
import type { Route } from "./+types/d-payer";

// « Payer » (ADR 029): the configured providers, or the invoice's bank, Wave and
// Orange Money details when none is. No script: a plain form.
export const handle = { hydrate: false };

const CANCELLED =
  "Le paiement n'a pas été effectué. Vous pouvez réessayer ou choisir un autre moyen.";

export async function loader({ request, params }: Route.LoaderArgs) {
  const row = await openClientInvoice(request, params.token);
  const cancelled = new URL(request.url).searchParams.has("annule");
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
    },
    { headers: CLIENT_PAGE_HEADERS },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const row = await openClientInvoice(request, params.token);
  const guarded = await guardForm(request, { limit: "client-pay" });
  if (!guarded.ok) {
    return data(
      { notice: guarded.refusal.message },
      { status: guarded.refusal.status, headers: CLIENT_PAGE_HEADERS },
    );
  }
  const started = await startCheckout({
    token: params.token,
    documentId: row.id,
    provider: String(guarded.form.get("provider") ?? ""),
  });
  if (!started.ok) {
    return data({ notice: started.message }, { status: 409, headers: CLIENT_PAGE_HEADERS });
  }
  // To the provider's page: the link's token goes with no Referer.
  return redirect(started.value.url, {
    status: 303,
    headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });
}

export function headers() {
  return CLIENT_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData
        ? `Régler la facture ${loaderData.invoice.number} — ${company.name}`
        : `Page introuvable — ${company.name}`,
    },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function PayRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PayPage {...loaderData} notice={actionData?.notice ?? loaderData.notice} />;
}
