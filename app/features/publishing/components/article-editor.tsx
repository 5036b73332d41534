import { useEffect, useRef, useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Textarea } from "#app/components/forms/fields.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import { normalizeNewlines } from "#app/lib/paragraphs.ts";
import {
  EXCERPT_MAX,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  seoTitleFrom,
  slugFromTitle,
} from "#app/features/publishing/schemas.ts";
import type { ArticleFormValues, EditorAnswer } from "#app/features/publishing/types.ts";
import { BodyImagePicker } from "./body-image-picker.tsx";
import {
  at,
  type Comparison,
  ImageFileInput,
  type Revision,
  Revisions,
  SaveButtons,
  type Status,
  StatusLine,
} from "./editor-parts.tsx";
import { autosaveText, useAutosave } from "./use-autosave.ts";

export const SELECT_CLASS =
  "flex h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive md:text-sm";

type Mailing = {
  startedAt: Date | string | null;
  byName: string | null;
  total: number;
  sent: number;
  left: number;
  skipped: number;
  failed: number;
};

export type ArticleEditorProps = {
  id: string | null;
  values: ArticleFormValues | null;
  status: Status | null;
  publishAt: Date | string | null;
  publishedByName: string | null;
  authors: { id: string; name: string }[];
  categories: string[];
  revisions: Revision[];
  comparison?: Comparison | null;
  mailing: Mailing | null;
  origin: string;
  /** What the member typed and was saved automatically, not yet saved for real. */
  autosave?: { values: Record<string, string>; savedAt: Date | string; label: string } | null;
  answer?: EditorAnswer;
};

/** « 12 / 60 caractères », or how many too many. */
function counter(length: number, max: number): string {
  return length <= max
    ? `${length}\u00a0/\u00a0${max} caractères`
    : `${length - max} caractère${length - max > 1 ? "s" : ""} de trop (${max} au plus)`;
}

type Preview = { html: string; wordCount: number; readTime: number };

/** The article's form, its live preview (the public page's renderer, on the server), its history. */
export function ArticleEditor(props: ArticleEditorProps) {
  const { answer, values: stored } = props;
  // What was just posted, else what was typed and saved automatically, else the article.
  const resumed = answer ? null : (props.autosave ?? null);
  const typed = answer?.values ?? resumed?.values;
  // A posted form's line breaks are CR LF: as LF, the text's offsets are the textarea's.
  const initial = (key: keyof ArticleFormValues): string =>
    normalizeNewlines(typed?.[key] ?? String(stored?.[key] ?? ""));
  const errors = answer?.fieldErrors ?? {};

  const [title, setTitle] = useState(initial("title"));
  const [slug, setSlug] = useState(initial("slug"));
  // The slug follows the title until it is edited by hand (or the article exists).
  const [slugTouched, setSlugTouched] = useState(Boolean(stored || typed?.slug));
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
  const autosaved = autosaveText(autosave.state);

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

  const heading = props.id ? "Modifier l'article" : "Nouvel article";
  const publicUrl = props.status === "published" ? `/articles/${stored?.slug ?? slug}` : null;

  return (
    <section className="py-10 md:py-14">
      <Container size="lg">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">
          <Link to="/redaction" className="underline-offset-4 hover:underline">
            Rédaction
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">{heading}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <StatusLine
            status={props.status}
            publishAt={props.publishAt}
            publishedByName={props.publishedByName}
          />
          {publicUrl ? (
            <a href={publicUrl} className="text-sm font-semibold text-primary underline">
              Voir l'article en ligne
            </a>
          ) : null}
        </div>

        {resumed ? (
          // A full page load: the form starts again from the saved article.
          <Form
            method="post"
            reloadDocument
            className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-accent bg-accent/40 px-4 py-3"
          >
            <p className="text-sm" role="status">
              {`Reprise de ce que vous aviez écrit, enregistré automatiquement le ${at(resumed.savedAt)}\u00a0: ${props.status === "published" ? "la version en ligne reste celle d'avant tant que vous n'avez pas enregistré." : "pas encore enregistré comme brouillon."}`}
            </p>
            <Button
              type="submit"
              name="intent"
              value="discard-autosave"
              variant="outline"
              size="sm"
            >
              Abandonner ces modifications
            </Button>
          </Form>
        ) : null}
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
            label="Slug (adresse de l'article)"
            hint={`${props.origin}/articles/${slug || "…"}`}
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
          <Field
            id="excerpt"
            label="Extrait"
            hint={<span aria-live="polite">{counter(excerpt.length, EXCERPT_MAX)}</span>}
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
                <select
                  {...control}
                  name="category"
                  defaultValue={initial("category")}
                  className={SELECT_CLASS}
                >
                  <option value="">Choisir…</option>
                  {props.categories.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="author" label="Auteur" error={errors.author}>
              {(control) => (
                <select
                  {...control}
                  name="author"
                  defaultValue={initial("author")}
                  className={SELECT_CLASS}
                >
                  <option value="">Choisir…</option>
                  {props.authors.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <Field
            id="tags"
            label="Mots-clés"
            hint={
              "Séparés par des virgules (six au plus)\u00a0: ils rapprochent les articles similaires."
            }
            error={errors.tags}
          >
            {(control) => <Input {...control} name="tags" defaultValue={initial("tags")} />}
          </Field>
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
          <fieldset className="grid gap-4 rounded-xl border p-4">
            <legend className="px-1 text-sm font-semibold">Image de couverture</legend>
            {stored?.coverSrc ? (
              <img
                src={stored.coverSrc}
                alt="Couverture actuelle"
                width={1200}
                height={630}
                className="aspect-[1200/630] w-full max-w-sm rounded-lg border object-cover"
              />
            ) : null}
            <Field
              id="cover"
              label={stored?.coverSrc ? "Remplacer l'image" : "Choisir une image"}
              hint={
                "JPEG, PNG, WebP ou AVIF, 8\u00a0Mo au plus, 400\u00a0pixels de large au moins. Recadrée en 1200\u00d7630, servie en AVIF et WebP."
              }
              error={errors.cover}
            >
              {(control) => <ImageFileInput {...control} name="cover" />}
            </Field>
            <Field
              id="coverAlt"
              label="Description de l'image (pour les lecteurs d'écran)"
              hint="Laissez vide si l'image est décorative."
              error={errors.coverAlt}
            >
              {(control) => (
                <Input {...control} name="coverAlt" defaultValue={initial("coverAlt")} />
              )}
            </Field>
          </fieldset>
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
              hint={<span aria-live="polite">{counter(seoTitle.length, SEO_TITLE_MAX)}</span>}
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
              hint={
                <span aria-live="polite">
                  {counter(seoDescription.length, SEO_DESCRIPTION_MAX)}
                </span>
              }
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
          <SaveButtons
            status={props.status}
            scheduleAt={initial("scheduleAt")}
            scheduleError={errors.scheduleAt}
          >
            <p
              role="status"
              data-testid="autosave"
              className="self-center text-sm text-muted-foreground"
            >
              {autosaved}
            </p>
          </SaveButtons>
        </Form>

        {props.mailing ? <MailingPanel mailing={props.mailing} /> : null}
        <Revisions revisions={props.revisions} comparison={props.comparison} />
      </Container>
    </section>
  );
}

/** While emails are left to send, the page reads the progress again every few seconds. */
const PROGRESS_EVERY_MS = 3000;

function MailingPanel({ mailing }: { mailing: Mailing }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const sending = Boolean(mailing.startedAt) && mailing.left > 0;
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") {
        void revalidator.revalidate();
      }
    }, PROGRESS_EVERY_MS);
    return () => clearInterval(timer);
  }, [sending, revalidator]);
  return (
    <section aria-labelledby="mailing-title" className="mt-12 rounded-xl border p-4">
      <h2 id="mailing-title" className="text-xl font-bold tracking-tight">
        Newsletter
      </h2>
      {mailing.startedAt ? (
        <div className="mt-3 grid gap-1 text-sm" role="status">
          <p>
            Envoi lancé le {formatFrenchDateTime(new Date(mailing.startedAt))}
            {mailing.byName ? ` par ${mailing.byName}` : ""}.
          </p>
          <p className="font-semibold" data-testid="envoi-progression">
            {`Envoyés\u00a0: ${mailing.sent} · Restants\u00a0: ${mailing.left}`}
            {mailing.skipped > 0 ? ` · Désabonnés entre-temps\u00a0: ${mailing.skipped}` : ""}
            {mailing.failed > 0 ? ` · Échecs\u00a0: ${mailing.failed}` : ""}
          </p>
          <p className="text-muted-foreground">
            {`Un article n'est envoyé qu'une fois.${
              !sending
                ? ""
                : hydrated
                  ? " La progression se met à jour d'elle-même."
                  : " Rechargez la page pour suivre l'envoi."
            }`}
          </p>
        </div>
      ) : (
        <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">
            Un e-mail par abonné actuel, avec son lien de désabonnement. Une seule fois par article.
          </p>
          <Button type="submit" name="intent" value="send" variant="secondary">
            Envoyer aux abonnés
          </Button>
        </Form>
      )}
    </section>
  );
}
