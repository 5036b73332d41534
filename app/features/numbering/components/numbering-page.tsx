import { Form, useNavigation } from "react-router";
import { StudioPage } from "#app/components/layout/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import type { NumberingActionData } from "#app/features/numbering/route.server.ts";
import type { DocumentKind } from "#app/features/documents/kinds.ts";
import type { NumberingMode } from "#app/features/documents/numbering.ts";

export type NumberingPageProps = {
  mode: NumberingMode;
  examples: Record<NumberingMode, Record<DocumentKind, string>>;
  /** The continuous series the switch would start (2 and more: S2, S3…). */
  nextSeries: number;
  changes: {
    id: string;
    at: string;
    byName: string;
    from: NumberingMode;
    to: NumberingMode;
    series: number;
  }[];
  actionData?: NumberingActionData;
};

const MODE_LABELS: Record<NumberingMode, { label: string; hint: string }> = {
  date: {
    label: "Par date",
    hint: "Le jour et la minute d'émission. Plusieurs documents dans la même minute reçoivent -2,\u00a0-3…",
  },
  continuous: {
    label: "Numérotation continue",
    hint: "Un compteur par type de document et par année, sans trou, dans l'ordre d'émission.",
  },
};

const MODE_NAMES: Record<NumberingMode, string> = {
  date: "par date",
  continuous: "continue",
};

/** /parametres-entreprise/numerotation: the numbering in force, its switch, its history. */
export function NumberingPage({
  mode,
  examples,
  nextSeries,
  changes,
  actionData,
}: NumberingPageProps) {
  const busy = useNavigation().state === "submitting";
  const other: NumberingMode = mode === "date" ? "continuous" : "date";
  // Each number whole on its line: a phone cuts them at their hyphens otherwise.
  const sample = (m: NumberingMode) => (
    <span className="inline-flex flex-wrap gap-x-2 font-mono">
      {[examples[m].invoice, examples[m].quote, examples[m].credit_note].map((n, i) => (
        <span key={n} className="whitespace-nowrap">
          {n}
          {i < 2 ? "," : "…"}
        </span>
      ))}
    </span>
  );
  return (
    <StudioPage
      kicker="Gérant"
      title="Numérotation des documents"
      intro={
        "Comment les devis, factures, avoirs et propositions sont numérotés. Un document déjà émis garde toujours son numéro."
      }
      back={{ to: "/parametres-entreprise", label: "Paramètres" }}
    >
      {actionData?.ok ? (
        <p
          role="status"
          className="mt-8 rounded-lg border border-emerald-600/30 bg-emerald-600/10 p-4 text-sm"
        >
          {actionData.message}
        </p>
      ) : null}
      <section
        aria-labelledby="en-place"
        className="mt-6 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
      >
        <h2 id="en-place" className="text-lg font-semibold">
          En place{"\u00a0"}: {MODE_LABELS[mode].label.toLowerCase()}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{MODE_LABELS[mode].hint}</p>
        <p className="mt-3 text-sm">{sample(mode)}</p>
      </section>

      <Form
        // A new form once switched: the confirmation is never left ticked for a second change.
        key={mode}
        method="post"
        className="mt-6 grid gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
        noValidate
      >
        {actionData && !actionData.ok ? <FormAlert message={actionData.message} /> : null}
        <h2 className="text-lg font-semibold">Passer à la numérotation {MODE_NAMES[other]}</h2>
        <input type="hidden" name="mode" value={other} />
        <p className="text-sm">
          {MODE_LABELS[other].hint} Les prochains numéros{"\u00a0"}: {sample(other)}
        </p>
        {other === "continuous" && nextSeries > 1 ? (
          <p className="text-sm text-muted-foreground">
            La numérotation continue a déjà servi{"\u00a0"}: elle reprend dans une nouvelle série (S
            {nextSeries}), sans réutiliser aucun numéro.
          </p>
        ) : null}
        <label className="flex items-start gap-3 text-sm">
          <input type="checkbox" name="confirm" className="mt-1 size-4 shrink-0" />
          <span>
            Je confirme{"\u00a0"}: ce choix vaut pour tous les prochains documents et reste dans
            l'historique ci-dessous.
          </span>
        </label>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Changement…" : "Changer la numérotation"}
          </Button>
        </div>
      </Form>

      <section aria-labelledby="historique" className="mt-12">
        <h2 id="historique" className="text-2xl font-bold tracking-tight">
          Historique de la numérotation
        </h2>
        {changes.length === 0 ? (
          <p className="mt-3 text-muted-foreground">
            Aucun changement{"\u00a0"}: les documents sont numérotés par date depuis le début.
          </p>
        ) : (
          <ol className="mt-4 grid gap-3">
            {changes.map((c) => (
              <li key={c.id} className="rounded-xl border bg-card p-4 text-sm shadow-sm">
                <p className="font-medium">
                  {formatFrenchDateTime(new Date(c.at))} — {c.byName}
                </p>
                <p className="mt-1">
                  De la numérotation {MODE_NAMES[c.from]} à la numérotation {MODE_NAMES[c.to]}
                  {c.to === "continuous" ? ` (série\u00a0${c.series})` : ""}.
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </StudioPage>
  );
}
