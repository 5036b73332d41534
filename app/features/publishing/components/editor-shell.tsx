import { useState, type ReactNode, type Ref } from "react";
import { Form, Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { Field, Textarea } from "#app/components/forms/fields.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { normalizeNewlines } from "#app/lib/paragraphs.ts";
import { ImageFileInput } from "#app/features/media/components/image-file-input.tsx";
import {
  Revisions,
  type Comparison,
  type Revision,
} from "#app/features/revisions/components/revisions.tsx";
import { slugFromTitle } from "#app/features/publishing/fields.ts";
import type { EditorAnswer } from "#app/features/publishing/types.ts";
import { SaveButtons, type Status, StatusLine } from "./editor-parts.tsx";

/** What the loader gives an item's page, whatever its kind. */
export type EditorProps<V> = {
  id: string | null;
  values: V | null;
  status: Status | null;
  publishAt: Date | string | null;
  publishedByName: string | null;
  revisions: Revision[];
  comparison?: Comparison | null;
  origin: string;
  answer?: EditorAnswer;
};

/** How a kind of item is named on its page, and where it is published. */
export type EditorWords = {
  newHeading: string;
  editHeading: string;
  /** « Voir l'article en ligne » */
  online: string;
  /** The slug's label: « Slug (adresse de l'article) » */
  slugLabel: string;
  /** The public pages' path: /articles, /realisations */
  publicPath: string;
};

/**
 * A field's first value: what was just posted (or typed and saved automatically), else the
 * stored item's. A posted form's line breaks are CR LF: as LF, the text's offsets are the
 * textarea's.
 */
export function startValues<V extends object>(
  stored: V | null,
  typed: Record<string, string> | undefined,
) {
  return (key: keyof V & string): string =>
    normalizeNewlines(typed?.[key] ?? String(stored?.[key] ?? ""));
}

/**
 * The page of an article or a project: where it stands, its form (title and slug, the kind's
 * own fields, the save buttons), then its history. `children` draws the kind's fields; it is
 * given the title as typed (an article's search title defaults to it).
 */
export function EditorShell<V extends { slug: string }>({
  item,
  words,
  initial,
  formRef,
  banner,
  saveNote,
  after,
  children,
}: {
  item: EditorProps<V>;
  words: EditorWords;
  initial: (key: "title" | "slug" | "scheduleAt") => string;
  formRef?: Ref<HTMLFormElement>;
  /** Above the form: the article's resumed autosave. */
  banner?: ReactNode;
  /** Beside the save buttons. */
  saveNote?: ReactNode;
  /** Between the form and the history. */
  after?: ReactNode;
  children: (title: string) => ReactNode;
}) {
  const { answer, values: stored } = item;
  const errors = answer?.fieldErrors ?? {};
  const [title, setTitle] = useState(initial("title"));
  const [slug, setSlug] = useState(initial("slug"));
  // The slug follows the title until it is edited by hand (or the item exists).
  const [slugTouched, setSlugTouched] = useState(Boolean(stored || initial("slug")));
  const publicUrl =
    item.status === "published" ? `${words.publicPath}/${stored?.slug ?? slug}` : null;

  return (
    <section className="py-10 md:py-14">
      <Container size="lg">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">
          <Link to="/redaction" className="underline-offset-4 hover:underline">
            Rédaction
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">
          {item.id ? words.editHeading : words.newHeading}
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <StatusLine
            status={item.status}
            publishAt={item.publishAt}
            publishedByName={item.publishedByName}
          />
          {publicUrl ? (
            <a href={publicUrl} className="text-sm font-semibold text-primary underline">
              {words.online}
            </a>
          ) : null}
        </div>
        {banner}
        <Form
          ref={formRef}
          method="post"
          encType="multipart/form-data"
          className="mt-8 grid gap-6"
          noValidate
        >
          <FormAlert message={answer?.message} />
          {answer?.notice ? (
            <p
              role="status"
              className="rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm font-medium"
            >
              {answer.notice}
            </p>
          ) : null}
          <Field id="title" label="Titre" error={errors.title}>
            {(control) => (
              <Input
                {...control}
                name="title"
                value={title}
                maxLength={120}
                onChange={(e) => {
                  setTitle(e.target.value);
                  if (!slugTouched) setSlug(slugFromTitle(e.target.value));
                }}
              />
            )}
          </Field>
          <Field
            id="slug"
            label={words.slugLabel}
            hint={`${item.origin}${words.publicPath}/${slug || "…"}`}
            error={errors.slug}
          >
            {(control) => (
              <Input
                {...control}
                name="slug"
                value={slug}
                maxLength={80}
                autoCapitalize="none"
                spellCheck={false}
                onChange={(e) => {
                  setSlugTouched(true);
                  setSlug(e.target.value);
                }}
              />
            )}
          </Field>
          {children(title)}
          <SaveButtons
            status={item.status}
            scheduleAt={initial("scheduleAt")}
            scheduleError={errors.scheduleAt}
          >
            {saveNote}
          </SaveButtons>
        </Form>
        {after}
        <Revisions revisions={item.revisions} comparison={item.comparison} />
      </Container>
    </section>
  );
}

/** A text field of the editor's form, uncontrolled: a line, or a text of `rows` lines. */
export function TextEntry({
  name,
  label,
  hint,
  error,
  defaultValue,
  rows,
  inputMode,
  className,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  defaultValue: string;
  rows?: number;
  inputMode?: "numeric";
  className?: string;
}) {
  return (
    <Field id={name} label={label} hint={hint} error={error} className={className}>
      {(control) =>
        rows ? (
          <Textarea {...control} name={name} rows={rows} defaultValue={defaultValue} />
        ) : (
          <Input {...control} name={name} defaultValue={defaultValue} inputMode={inputMode} />
        )
      }
    </Field>
  );
}

/** The main image of each kind: an article's cover (1200×630, its link preview too), a project's (3∶2). */
const MAIN_IMAGES = {
  cover: {
    legend: "Image de couverture",
    currentAlt: "Couverture actuelle",
    width: 1200,
    height: 630,
    aspect: "aspect-[1200/630]",
    hint: "JPEG, PNG, WebP ou AVIF, 8\u00a0Mo au plus, 400\u00a0pixels de large au moins. Recadrée en 1200\u00d7630, servie en AVIF et WebP.",
    altHint: "Laissez vide si l'image est décorative.",
  },
  image: {
    legend: "Image du projet",
    currentAlt: "Image actuelle",
    width: 1200,
    height: 800,
    aspect: "aspect-[3/2]",
    hint: "JPEG, PNG, WebP ou AVIF, 8\u00a0Mo au plus. Recadrée en 3∶2, servie en AVIF et WebP.",
    altHint: undefined,
  },
};

/** The item's main image: the current one, a file to replace it and its description (`<name>Alt`). */
export function ImageFieldset({
  name,
  current,
  altValue,
  errors,
}: {
  name: keyof typeof MAIN_IMAGES;
  current: string | null | undefined;
  altValue: string;
  errors: Record<string, string>;
}) {
  const { legend, currentAlt, width, height, aspect, hint, altHint } = MAIN_IMAGES[name];
  return (
    <fieldset className="grid gap-4 rounded-xl border p-4">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {current ? (
        <img
          src={current}
          alt={currentAlt}
          width={width}
          height={height}
          className={`${aspect} w-full max-w-sm rounded-lg border object-cover`}
        />
      ) : null}
      <Field
        id={name}
        label={current ? "Remplacer l'image" : "Choisir une image"}
        hint={hint}
        error={errors[name]}
      >
        {(control) => <ImageFileInput {...control} name={name} />}
      </Field>
      <TextEntry
        name={`${name}Alt`}
        label="Description de l'image (pour les lecteurs d'écran)"
        hint={altHint}
        error={errors[`${name}Alt`]}
        defaultValue={altValue}
      />
    </fieldset>
  );
}
