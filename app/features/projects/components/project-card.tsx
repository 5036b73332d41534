import { Briefcase, Rocket } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { StudioCard as Card } from "#app/features/documents/components/studio-card.tsx";

export type ProjectCardData = {
  project: { id: string; name: string } | null;
  /** An accepted quote without a project: its number, for « Démarrer le projet ». */
  start: string | null;
} | null;

/** A document's page: the project it belongs to, or « Démarrer le projet » on an accepted quote. */
export function ProjectCard({ card }: { card: ProjectCardData }) {
  if (!card) return null;
  return (
    <Card title="Projet" id="carte-projet" icon={<Briefcase aria-hidden="true" />}>
      {card.project ? (
        <p className="text-sm">
          <Link
            to={`/projets/${card.project.id}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {card.project.name}
          </Link>
        </p>
      ) : card.start ? (
        <Form method="post" action="/projets/nouveau" className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            Le devis est accepté{"\u00a0"}: ses lignes deviennent le budget du projet, où
            l&apos;équipe enregistre son temps.
          </p>
          <input type="hidden" name="quote" value={card.start} />
          <div>
            <Button type="submit">
              <Rocket aria-hidden="true" /> Démarrer le projet
            </Button>
          </div>
        </Form>
      ) : null}
    </Card>
  );
}
