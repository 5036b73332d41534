import { Container } from "#app/components/layout/container.tsx";
import { siteName } from "#app/lib/site-name.ts";
import { redirect } from "react-router";
import { landingOf, opensHub } from "#app/features/auth/doors.ts";
import { requireStaff } from "#app/features/auth/session.server.ts";
import { StudioHub } from "#app/features/staff/studio-hub.tsx";
import type { Route } from "./+types/invoice-quote";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Devis & Factures — ${siteName(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  // The hub shows only the cards the member's role opens; a role with nothing here
  // (Rédaction) is sent to the first page it can use.
  if (!opensHub(user.staffRole)) throw redirect(landingOf(user.staffRole));
  return { name: user.name, staffRole: user.staffRole };
}

export default function InvoiceQuoteRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section className="py-12 md:py-16">
      <Container>
        <StudioHub name={loaderData.name} staffRole={loaderData.staffRole} />
      </Container>
    </section>
  );
}
