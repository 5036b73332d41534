import { Container } from "#app/components/layout/container.tsx";
import { siteName } from "#app/lib/site-name.ts";
import { loadHub } from "#app/features/staff/route.server.ts";
import { StudioHub } from "#app/features/staff/studio-hub.tsx";
import type { Route } from "./+types/invoice-quote";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Devis & Factures — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  return loadHub(request);
}

export default function InvoiceQuoteRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section className="py-12 md:py-16">
      <Container>
        <StudioHub name={loaderData.name} staffRole={loaderData.staffRole} todo={loaderData.todo} />
      </Container>
    </section>
  );
}
