import type { SubmissionResult } from "@conform-to/react";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { ProjectFormCard } from "./project-form.tsx";

type Choice = { id: string; name: string };

/** /projets/nouveau: a project typed in (without a quote: no budget lines). */
export function NewProjectPage({
  clients,
  members,
  today,
  me,
  lastResult,
}: {
  clients: Choice[];
  members: Choice[];
  today: string;
  me: { id: string };
  lastResult?: SubmissionResult<string[]> | null;
}) {
  return (
    <StudioPage
      size="sm"
      title="Nouveau projet"
      intro={
        "Un projet sans devis (une régie, un travail interne au client). Pour un devis accepté, «\u00a0Démarrer le projet\u00a0» sur sa page reprend ses lignes comme budget."
      }
      back={{ to: "/projets", label: "Tous les projets" }}
    >
      <div className="mt-8 rounded-xl border bg-card p-5 shadow-sm">
        <ProjectFormCard
          id="projet-nouveau"
          action="/projets/nouveau"
          clients={clients}
          members={members}
          lastResult={lastResult}
          defaultValue={{ status: "active", startsOn: today, leadId: me.id }}
          submitLabel="Créer le projet"
        />
      </div>
    </StudioPage>
  );
}
