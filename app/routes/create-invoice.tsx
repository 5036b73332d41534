import { siteName } from "#app/lib/site-name.ts";
import { can } from "#app/features/auth/permissions.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { QuoteInvoiceForm } from "#app/features/authoring/components/quote-invoice-form.tsx";
import { quoteInvoicePrefill } from "#app/features/authoring/route.server.ts";
import { billingPrefill } from "#app/features/project-billing/billing.server.ts";
import { documentDefaults } from "#app/features/documents/schemas.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { COUNTRY_OPTIONS } from "#app/lib/countries.ts";
import type { Route } from "./+types/create-invoice";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Créer une Facture — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

// Staff only, checked on the server: anyone else is redirected before any HTML is sent.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "invoices.issue");
  const url = new URL(request.url);
  // From a quote, a copy, or « Facturer » a project's time and expenses (ADR 056).
  const found = (await quoteInvoicePrefill("invoice", url)) ?? (await billingPrefill(url));
  if (found && "error" in found) {
    throw await redirectWithToast(url.pathname, { type: "error", message: found.error });
  }
  return {
    prefill: found?.prefill ?? null,
    // « Facture acquittée » starts from today in Dakar, by the server's clock.
    defaults: documentDefaults(dakarDay(now())),
    // Recording a payment is its own permission: without it the box is not offered.
    canPay: can(user.staffRole, "payments"),
    countries: COUNTRY_OPTIONS,
  };
}

export default function CreateInvoiceRoute({ loaderData }: Route.ComponentProps) {
  return (
    <QuoteInvoiceForm
      kind="invoice"
      prefill={loaderData.prefill}
      defaults={loaderData.defaults}
      canPay={loaderData.canPay}
      countries={loaderData.countries}
    />
  );
}
