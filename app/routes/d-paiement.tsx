import { data } from "react-router";
import { siteName } from "#app/lib/site-name.ts";
import { CLIENT_PAGE_META } from "#app/features/payments/client-page.ts";
import { openClientInvoice } from "#app/features/payments/route.server.ts";
import { ReturnPage, type ReturnState } from "#app/features/payments/components/return-page.tsx";
import { balanceOf, paymentForReturn } from "#app/features/payments/payments.server.ts";
import { CLIENT_FORM_PAGE_HEADERS } from "#app/features/portal/client-headers.ts";
import type { Route } from "./+types/d-paiement";

// Where the provider sends the client back (ADR 029): « Paiement en cours de
// confirmation » until the notification has landed, refreshed by the browser itself.
export const handle = { hydrate: false };

/** Seconds between two reloads while the payment is being confirmed. */
const REFRESH_SECONDS = 3;

export async function loader({ request, params }: Route.LoaderArgs) {
  const row = await openClientInvoice(request, params.token);
  const { payment, invoice } = await paymentForReturn(
    row.id,
    new URL(request.url).searchParams.get("p"),
  );
  const state: ReturnState = !payment
    ? "none"
    : payment.status === "received"
      ? "pending"
      : payment.status;
  return data(
    {
      token: params.token,
      state,
      number: row.number,
      amount: payment?.amount ?? null,
      balance: row.status === "cancelled" ? 0 : balanceOf(invoice ?? row),
    },
    { headers: CLIENT_FORM_PAGE_HEADERS },
  );
}

export function headers() {
  return CLIENT_FORM_PAGE_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    {
      title: loaderData
        ? `Paiement de la facture ${loaderData.number} — ${siteName(matches)}`
        : `Page introuvable — ${siteName(matches)}`,
    },
    ...CLIENT_PAGE_META,
    ...(loaderData?.state === "pending"
      ? [{ httpEquiv: "refresh", content: String(REFRESH_SECONDS) }]
      : []),
  ];
}

export default function PaymentReturnRoute({ loaderData }: Route.ComponentProps) {
  return <ReturnPage {...loaderData} />;
}
