import type { SubmissionResult } from "@conform-to/react";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { ClientFormCard } from "./client-form.tsx";

/** /clients/nouveau: a client typed in by hand. */
export function NewClientPage({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  return (
    <StudioPage
      size="sm"
      title="Nouveau client"
      intro="Un client qui n'a encore ni document ni demande. Il sera proposé dans les devis et factures dès qu'on tape son nom."
      back={{ to: "/clients", label: "Tous les clients" }}
    >
      <div className="mt-8 rounded-xl border bg-card p-5 shadow-sm">
        <ClientFormCard
          id="client-new"
          action="/clients/nouveau"
          lastResult={lastResult}
          submitLabel="Ajouter le client"
        />
      </div>
    </StudioPage>
  );
}
