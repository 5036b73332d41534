import type { ProjectFormValues } from "#app/features/publishing/types.ts";
import {
  EditorShell,
  ImageFieldset,
  startValues,
  TextEntry,
  type EditorProps,
  type EditorWords,
} from "./editor-shell.tsx";
import { GalleryFields } from "./gallery-fields.tsx";

export type ProjectEditorProps = EditorProps<ProjectFormValues>;

const WORDS: EditorWords = {
  newHeading: "Nouveau projet",
  editHeading: "Modifier le projet",
  online: "Voir le projet en ligne",
  slugLabel: "Slug (adresse du projet)",
  publicPath: "/realisations",
};

type Entry = {
  name: keyof ProjectFormValues & string;
  label: string;
  hint?: string;
  rows?: number;
};

/** Side by side on a wide screen. */
const SHORT_FIELDS: Entry[] = [
  { name: "client", label: "Client" },
  { name: "year", label: "Année" },
  { name: "duration", label: "Durée", hint: "Par exemple «\u00a08 semaines\u00a0»." },
  { name: "category", label: "Type de projet", hint: "Par exemple «\u00a0E-commerce\u00a0»." },
];

const LONG_FIELDS: Entry[] = [
  { name: "technologies", label: "Technologies", hint: "Séparées par des virgules." },
  { name: "description", label: "Résumé (la carte du portfolio)", rows: 3 },
  {
    name: "fullDescription",
    label: "Description (la page du projet)",
    hint: "Un paragraphe par bloc, séparés par une ligne vide.",
    rows: 12,
  },
];

/** A project of the portfolio: title, client, year, duration, technologies, description, image. */
export function ProjectEditor(props: ProjectEditorProps) {
  const { answer, values: stored } = props;
  const typed = answer?.values;
  const initial = startValues(stored, typed);
  const errors = answer?.fieldErrors ?? {};
  const entry = (f: Entry) => (
    <TextEntry
      key={f.name}
      {...f}
      error={errors[f.name]}
      defaultValue={initial(f.name)}
      inputMode={f.name === "year" ? "numeric" : undefined}
    />
  );

  return (
    <EditorShell item={props} words={WORDS} initial={initial}>
      {() => (
        <>
          <div className="grid gap-6 md:grid-cols-2">{SHORT_FIELDS.map(entry)}</div>
          {LONG_FIELDS.map(entry)}
          <ImageFieldset
            name="image"
            current={stored?.imageSrc}
            altValue={initial("imageAlt")}
            errors={errors}
          />
          <GalleryFields gallery={stored?.gallery ?? []} typed={typed} errors={errors} />
        </>
      )}
    </EditorShell>
  );
}
