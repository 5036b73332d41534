import { FilePlus2, History } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import type { RestoredDraft } from "#app/features/authoring/use-document-form.ts";
import { StudioPage } from "#app/components/layout/studio-page.tsx";

/** The frame of a create page: title, 'Retour', 'Nouveau document' and the form's card. */
export function DocumentShell({
  title,
  cardTitle,
  description,
  restored,
  onNewDocument,
  children,
}: {
  title: string;
  cardTitle: string;
  description: string;
  restored: RestoredDraft | null;
  onNewDocument: () => void;
  children: ReactNode;
}) {
  return (
    <StudioPage
      size="xl"
      title={title}
      back={{ to: "/invoice-quote", label: "Retour" }}
      actions={<NewDocumentButton onConfirm={onNewDocument} />}
    >
      {restored ? <DraftNotice restored={restored} /> : null}
      <Card className="mt-6">
        <CardHeader className="px-4 sm:px-6">
          <CardTitle>{cardTitle}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="px-3 sm:px-6">{children}</CardContent>
      </Card>
    </StudioPage>
  );
}

function DraftNotice({ restored }: { restored: RestoredDraft }) {
  return (
    <p
      role="status"
      className="mt-6 flex items-start gap-3 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 text-sm"
    >
      <History className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        {restored.note
          ? restored.note
          : restored.source
            ? `Facture préremplie à partir du devis ${restored.source}. Vérifiez-la avant de la générer.`
            : `Brouillon restauré\u00a0: vos saisies du ${formatFrenchDateTime(new Date(restored.savedAt)).replace(/^./, (c) => c.toLowerCase())} ont été rechargées.`}{" "}
        {"«\u00a0Nouveau document\u00a0» repart d'un formulaire vide."}
      </span>
    </p>
  );
}

// Fetched at the first click: the dialog's code is not the form page's (ADR 055, budget).
const NewDocumentDialog = lazy(() =>
  import("./new-document-dialog.tsx").then((m) => ({ default: m.NewDocumentDialog })),
);

function NewDocumentButton({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, so that closing it animates and gives the focus back.
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <FilePlus2 /> Nouveau document
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <NewDocumentDialog open={open} onOpenChange={setOpen} onConfirm={onConfirm} />
        </Suspense>
      ) : null}
    </>
  );
}

/** One card of the form (Informations Client, Prestations…). */
export function FormSection({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`rounded-lg border bg-background p-4 sm:p-5 ${className ?? ""}`}
    >
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}
