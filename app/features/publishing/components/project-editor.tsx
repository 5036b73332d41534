import { useState } from "react";
import { Form, Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { Field, Textarea } from "#app/components/forms/fields.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { slugFromTitle } from "#app/features/publishing/schemas.ts";
import type { EditorAnswer, ProjectFormValues } from "#app/features/publishing/types.ts";
import { GalleryFields } from "./gallery-fields.tsx";
import {
  type Comparison,
  ImageFileInput,
  type Revision,
  Revisions,
  SaveButtons,
  type Status,
  StatusLine,
} from "./editor-parts.tsx";

export type ProjectEditorProps = {
  id: string | null;
  values: ProjectFormValues | null;
  status: Status | null;
  publishAt: Date | string | null;
  publishedByName: string | null;
  revisions: Revision[];
  comparison?: Comparison | null;
  origin: string;
  answer?: EditorAnswer;
};

const TEXT_FIELDS: { name: keyof ProjectFormValues; label: string; hint?: string }[] = [
  { name: "client", label: "Client" },
  { name: "year", label: "Année" },
  { name: "duration", label: "Durée", hint: "Par exemple «\u00a08 semaines\u00a0»." },
  { name: "category", label: "Type de projet", hint: "Par exemple «\u00a0E-commerce\u00a0»." },
];

/** A project of the portfolio: title, client, year, duration, technologies, description, image. */
export function ProjectEditor(props: ProjectEditorProps) {
  const { answer, values: stored } = props;
  const typed = answer?.values;
  const initial = (key: keyof ProjectFormValues): string =>
    typed?.[key] ?? String(stored?.[key] ?? "");
  const errors = answer?.fieldErrors ?? {};
  const [slug, setSlug] = useState(initial("slug"));
  const [slugTouched, setSlugTouched] = useState(Boolean(stored || typed?.slug));
  const publicUrl = props.status === "published" ? `/realisations/${stored?.slug ?? slug}` : null;

  return (
    <section className="py-10 md:py-14">
      <Container size="lg">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">
          <Link to="/redaction" className="underline-offset-4 hover:underline">
            Rédaction
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">
          {props.id ? "Modifier le projet" : "Nouveau projet"}
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <StatusLine
            status={props.status}
            publishAt={props.publishAt}
            publishedByName={props.publishedByName}
          />
          {publicUrl ? (
            <a href={publicUrl} className="text-sm font-semibold text-primary underline">
              Voir le projet en ligne
            </a>
          ) : null}
        </div>
        <Form method="post" encType="multipart/form-data" className="mt-8 grid gap-6" noValidate>
          <FormAlert message={answer?.message} />
          <Field id="title" label="Titre" error={errors.title}>
            {(control) => (
              <Input
                {...control}
                name="title"
                defaultValue={initial("title")}
                onChange={(e) => {
                  if (!slugTouched) setSlug(slugFromTitle(e.target.value));
                }}
              />
            )}
          </Field>
          <Field
            id="slug"
            label="Slug (adresse du projet)"
            hint={`${props.origin}/realisations/${slug || "…"}`}
            error={errors.slug}
          >
            {(control) => (
              <Input
                {...control}
                name="slug"
                value={slug}
                autoCapitalize="none"
                spellCheck={false}
                onChange={(e) => {
                  setSlugTouched(true);
                  setSlug(e.target.value);
                }}
              />
            )}
          </Field>
          <div className="grid gap-6 md:grid-cols-2">
            {TEXT_FIELDS.map((f) => (
              <Field key={f.name} id={f.name} label={f.label} hint={f.hint} error={errors[f.name]}>
                {(control) => (
                  <Input
                    {...control}
                    name={f.name}
                    defaultValue={initial(f.name)}
                    inputMode={f.name === "year" ? "numeric" : undefined}
                  />
                )}
              </Field>
            ))}
          </div>
          <Field
            id="technologies"
            label="Technologies"
            hint="Séparées par des virgules."
            error={errors.technologies}
          >
            {(control) => (
              <Input {...control} name="technologies" defaultValue={initial("technologies")} />
            )}
          </Field>
          <Field id="description" label="Résumé (la carte du portfolio)" error={errors.description}>
            {(control) => (
              <Textarea
                {...control}
                name="description"
                rows={3}
                defaultValue={initial("description")}
              />
            )}
          </Field>
          <Field
            id="fullDescription"
            label="Description (la page du projet)"
            hint="Un paragraphe par bloc, séparés par une ligne vide."
            error={errors.fullDescription}
          >
            {(control) => (
              <Textarea
                {...control}
                name="fullDescription"
                rows={12}
                defaultValue={initial("fullDescription")}
              />
            )}
          </Field>
          <fieldset className="grid gap-4 rounded-xl border p-4">
            <legend className="px-1 text-sm font-semibold">Image du projet</legend>
            {stored?.imageSrc ? (
              <img
                src={stored.imageSrc}
                alt="Image actuelle"
                width={1200}
                height={800}
                className="aspect-[3/2] w-full max-w-sm rounded-lg border object-cover"
              />
            ) : null}
            <Field
              id="image"
              label={stored?.imageSrc ? "Remplacer l'image" : "Choisir une image"}
              hint={
                "JPEG, PNG, WebP ou AVIF, 8\u00a0Mo au plus. Recadrée en 3∶2, servie en AVIF et WebP."
              }
              error={errors.image}
            >
              {(control) => <ImageFileInput {...control} name="image" />}
            </Field>
            <Field
              id="imageAlt"
              label="Description de l'image (pour les lecteurs d'écran)"
              error={errors.imageAlt}
            >
              {(control) => (
                <Input {...control} name="imageAlt" defaultValue={initial("imageAlt")} />
              )}
            </Field>
          </fieldset>
          <GalleryFields gallery={stored?.gallery ?? []} typed={typed} errors={errors} />
          <SaveButtons
            status={props.status}
            scheduleAt={initial("scheduleAt")}
            scheduleError={errors.scheduleAt}
          />
        </Form>
        <Revisions revisions={props.revisions} comparison={props.comparison} />
      </Container>
    </section>
  );
}
