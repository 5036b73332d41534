import { company } from "#app/config/company.ts";
import { requireStaff } from "#app/features/auth/session.server.ts";
import { QuoteInvoiceForm } from "#app/features/documents/components/quote-invoice-form.tsx";
import type { Route } from "./+types/create-quote";

export function meta() {
  return [{ title: `Créer un Devis — ${company.name}` }, { name: "robots", content: "noindex" }];
}

// Staff only, checked on the server: anyone else is redirected before any HTML is sent.
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return null;
}

export default function CreateQuoteRoute() {
  return <QuoteInvoiceForm kind="quote" />;
}
