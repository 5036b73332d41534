import type { SubmissionResult } from "@conform-to/react";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ClientFormCard } from "./client-form.tsx";
import { PageHead } from "./clients-page.tsx";

/** /clients/nouveau: a client typed in by hand. */
export function NewClientPage({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  return (
    <section className="py-10 md:py-14">
      <Container size="sm">
        <PageHead
          title="Nouveau client"
          intro="Un client qui n'a encore ni document ni demande. Il sera proposé dans les devis et factures dès qu'on tape son nom."
        >
          <Button asChild variant="outline">
            <Link to="/clients">
              <ArrowLeft aria-hidden="true" /> Tous les clients
            </Link>
          </Button>
        </PageHead>
        <div className="mt-8 rounded-xl border bg-card p-5 shadow-sm">
          <ClientFormCard
            id="client-new"
            action="/clients/nouveau"
            lastResult={lastResult}
            submitLabel="Ajouter le client"
          />
        </div>
      </Container>
    </section>
  );
}
