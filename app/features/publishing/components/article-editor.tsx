import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Select, Textarea } from "#app/components/forms/fields.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { frenchDateTimeInSentence as at } from "#app/lib/dates.ts";
import { MailingPanel } from "#app/features/newsletter/components/mailing-panel.tsx";
import type { MailingProgress } from "#app/features/newsletter/mailing.server.ts";
import {
  EXCERPT_MAX,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  seoTitleFrom,
} from "#app/features/publishing/fields.ts";
import type { ArticleFormValues } from "#app/features/publishing/types.ts";
import { BodyImagePicker } from "./body-image-picker.tsx";
import {
  EditorShell,
  ImageFieldset,
  startValues,
  TextEntry,
  type EditorProps,
  type EditorWords,
} from "./editor-shell.tsx";
import { autosaveText, useAutosave } from "./use-autosave.ts";

export type ArticleEditorProps = EditorProps<ArticleFormValues> & {
  authors: { id: string; name: string }[];
  categories: string[];
  mailing: MailingProgress | null;
  /** What the member typed and was saved automatically, not yet saved for real. */
  autosave?: { values: Record<string, string>; savedAt: Date | string; label: string } | null;
};

const WORDS: EditorWords = {
  newHeading: "Nouvel article",
  editHeading: "Modifier l'article",
  online: "Voir l'article en ligne",
  slugLabel: "Slug (adresse de l'article)",
  publicPath: "/articles",
};

/** « 12 / 60 caractères », or how many too many; read out as it changes. */
function Counter({ length, max }: { length: number; max: number }) {
  return (
    <span aria-live="polite">
      {length <= max
        ? `${length}\u00a0/\u00a0${max} caractères`
        : `${length - max} caractère${length - max > 1 ? "s" : ""} de trop (${max} au plus)`}
    </span>
  );
}

type Preview = { html: string; wordCount: number; readTime: number };

/** The article's form, its live preview (the public page's renderer, on the server), its history. */
export function ArticleEditor(props: ArticleEditorProps) {
  const { answer, values: stored } = props;
  // What was just posted, else what was typed and saved automatically, else the article.
  const resumed = answer ? null : (props.autosave ?? null);
  const typed = answer?.values ?? resumed?.values;
  const initial = startValues(stored, typed);
  const errors = answer?.fieldErrors ?? {};

  const [excerpt, setExcerpt] = useState(initial("excerpt"));
  const [body, setBody] = useState(initial("body"));
  const [seoTitle, setSeoTitle] = useState(initial("seoTitle"));
  const [seoDescription, setSeoDescription] = useState(initial("seoDescription"));
  const [preview, setPreview] = useState<Preview | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const autosave = useAutosave(
    formRef,
    `/redaction/articles/${props.id ?? "nouveau"}/sauvegarde`,
    resumed?.label ?? null,
  );

  /** « Insérer une image »: its Markdown line at the cursor, on a line of its own. */
  function insertAtCursor(markdown: string) {
    const area = bodyRef.current;
    const start = area?.selectionStart ?? body.length;
    const end = area?.selectionEnd ?? body.length;
    const before = body.slice(0, start);
    const after = body.slice(end);
    const lead =
      before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
    const trail =
      after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
    const next = `${before}${lead}${markdown}${trail}${after}`;
    setBody(next);
    autosave.changed();
    const caret = before.length + lead.length + markdown.length;
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(caret, caret);
    });
  }

  // The live preview is a plain request, not a router fetcher: a fetcher's action
  // still in flight when the form is saved ends the save's navigation with the data
  // loaded before it (the page kept showing « Publié » after « Dépublier »).
  useEffect(() => {
    const request = new AbortController();
    const timer = setTimeout(() => {
      const form = new FormData();
      form.set("body", body);
      fetch("/redaction/apercu", { method: "POST", body: form, signal: request.signal })
        .then((answer) => (answer.ok ? (answer.json() as Promise<Preview>) : null))
        .then((drawn) => {
          if (drawn) setPreview(drawn);
        })
        // Stopped by the next keystroke, or offline: the next change asks again.
        .catch(() => {});
    }, 350);
    return () => {
      clearTimeout(timer);
      request.abort();
    };
  }, [body]);

  const banner = resumed ? (
    // A full page load: the form starts again from the saved article.
    <Form
      method="post"
      reloadDocument
      className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-accent bg-accent/40 px-4 py-3"
    >
      <p className="text-sm" role="status">
        {`Reprise de ce que vous aviez écrit, enregistré automatiquement le ${at(resumed.savedAt)}\u00a0: ${props.status === "published" ? "la version en ligne reste celle d'avant tant que vous n'avez pas enregistré." : "pas encore enregistré comme brouillon."}`}
      </p>
      <Button type="submit" name="intent" value="discard-autosave" variant="outline" size="sm">
        Abandonner ces modifications
      </Button>
    </Form>
  ) : null;

  return (
    <EditorShell
      item={props}
      words={WORDS}
      initial={initial}
      formRef={formRef}
      banner={banner}
      saveNote={
        <p
          role="status"
          data-testid="autosave"
          className="self-center text-sm text-muted-foreground"
        >
          {autosaveText(autosave.state)}
        </p>
      }
      after={props.mailing ? <MailingPanel mailing={props.mailing} /> : null}
    >
      {(title) => (
        <>
          <Field
            id="excerpt"
            label="Extrait"
            hint={<Counter length={excerpt.length} max={EXCERPT_MAX} />}
            error={errors.excerpt}
          >
            {(control) => (
              <Textarea
                {...control}
                name="excerpt"
                rows={3}
                value={excerpt}
                onChange={(e) => setExcerpt(e.target.value)}
              />
            )}
          </Field>
          <div className="grid gap-6 md:grid-cols-2">
            <Field id="category" label="Catégorie" error={errors.category}>
              {(control) => (
                <Select
                  {...control}
                  name="category"
                  defaultValue={initial("category")}
                  options={props.categories.map((c) => ({ value: c, label: c }))}
                  placeholder="Choisir…"
                />
              )}
            </Field>
            <Field id="author" label="Auteur" error={errors.author}>
              {(control) => (
                <Select
                  {...control}
                  name="author"
                  defaultValue={initial("author")}
                  options={props.authors.map((a) => ({ value: a.id, label: a.name }))}
                  placeholder="Choisir…"
                />
              )}
            </Field>
          </div>
          <TextEntry
            name="tags"
            label="Mots-clés"
            hint={
              "Séparés par des virgules (six au plus)\u00a0: ils rapprochent les articles similaires."
            }
            error={errors.tags}
            defaultValue={initial("tags")}
          />
          <div className="flex items-center gap-3">
            <input
              id="featured"
              name="featured"
              type="checkbox"
              defaultChecked={typed ? typed.featured === "on" : Boolean(stored?.featured)}
              className="size-5"
            />
            <label htmlFor="featured" className="text-sm font-medium">
              À la une
            </label>
          </div>
          <ImageFieldset
            name="cover"
            current={stored?.coverSrc}
            altValue={initial("coverAlt")}
            errors={errors}
          />
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="grid content-start gap-4">
              <Field
                id="body"
                label="Contenu (Markdown)"
                hint={
                  "## Intertitre, - liste, **gras**, [lien](https://…), ```ts pour du code, une ligne vide entre deux paragraphes. Les images\u00a0: «\u00a0Insérer une image\u00a0» ci-dessous, ou une image du site, ![description](/images/…)."
                }
                error={errors.body}
              >
                {(control) => (
                  <Textarea
                    {...control}
                    ref={bodyRef}
                    name="body"
                    rows={24}
                    value={body}
                    onChange={(e) => setBody(e.target.value)}
                    className="font-mono"
                  />
                )}
              </Field>
              <BodyImagePicker error={errors.bodyImage} onInserted={insertAtCursor} />
            </div>
            <section aria-labelledby="preview-title" className="grid content-start gap-2">
              <h2 id="preview-title" className="text-sm font-medium">
                Aperçu
                {preview ? (
                  <span className="ml-2 font-normal text-muted-foreground">
                    {`${preview.wordCount.toLocaleString("fr-FR")}\u00a0mots, ${preview.readTime}\u00a0min de lecture`}
                  </span>
                ) : null}
              </h2>
              <div
                className="prose-article max-h-[40rem] overflow-auto rounded-md border p-4"
                data-testid="apercu"
                // The server's renderer, sanitized: the same HTML as the public page.
                dangerouslySetInnerHTML={{ __html: preview?.html ?? "" }}
              />
            </section>
          </div>
          <fieldset className="grid gap-4 rounded-xl border p-4">
            <legend className="px-1 text-sm font-semibold">
              Référencement (résultats de recherche et partages)
            </legend>
            <p className="text-xs text-muted-foreground">
              {
                "Facultatif\u00a0: laissés vides, le titre de l'article (raccourci s'il le faut) et son extrait sont repris."
              }
            </p>
            <Field
              id="seoTitle"
              label="Titre pour les moteurs de recherche"
              hint={<Counter length={seoTitle.length} max={SEO_TITLE_MAX} />}
              error={errors.seoTitle}
            >
              {(control) => (
                <Input
                  {...control}
                  name="seoTitle"
                  value={seoTitle}
                  placeholder={seoTitleFrom(title)}
                  onChange={(e) => setSeoTitle(e.target.value)}
                />
              )}
            </Field>
            <Field
              id="seoDescription"
              label="Description pour les moteurs de recherche"
              hint={<Counter length={seoDescription.length} max={SEO_DESCRIPTION_MAX} />}
              error={errors.seoDescription}
            >
              {(control) => (
                <Textarea
                  {...control}
                  name="seoDescription"
                  rows={3}
                  value={seoDescription}
                  placeholder={excerpt}
                  onChange={(e) => setSeoDescription(e.target.value)}
                />
              )}
            </Field>
          </fieldset>
        </>
      )}
    </EditorShell>
  );
}
