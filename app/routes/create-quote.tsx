import { siteName } from "#app/lib/site-name.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { QuoteInvoiceForm } from "#app/features/authoring/components/quote-invoice-form.tsx";
import { quoteInvoicePrefill } from "#app/features/authoring/route.server.ts";
import { documentDefaults } from "#app/features/documents/schemas.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { COUNTRY_OPTIONS } from "#app/lib/countries.ts";
import type { Route } from "./+types/create-quote";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Créer un Devis — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

// Staff only, checked on the server: anyone else is redirected before any HTML is sent.
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "quotes.issue");
  const url = new URL(request.url);
  const found = await quoteInvoicePrefill("quote", url);
  if (found && "error" in found) {
    throw await redirectWithToast(url.pathname, { type: "error", message: found.error });
  }
  return {
    prefill: found?.prefill ?? null,
    defaults: documentDefaults(),
    countries: COUNTRY_OPTIONS,
  };
}

export default function CreateQuoteRoute({ loaderData }: Route.ComponentProps) {
  return (
    <QuoteInvoiceForm
      kind="quote"
      prefill={loaderData.prefill}
      defaults={loaderData.defaults}
      countries={loaderData.countries}
    />
  );
}
