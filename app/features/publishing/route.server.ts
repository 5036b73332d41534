import { data } from "react-router";
import type { ZodType } from "zod";
import type { ArticleRow, ProjectRow } from "#app/db/schema.ts";
import { httpError } from "#app/lib/http-error.ts";
import { CATEGORIES } from "#content/article-types.ts";
import { team } from "#content/team.ts";
import { publicOrigin } from "#app/config/env.server.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import type { SessionUser } from "#app/features/auth/roles.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { renderArticleBody } from "#app/features/blog/body-images.server.ts";
import { checkGallery, readGalleryFields } from "./gallery.ts";
import {
  MAX_IMAGE_BYTES,
  prepareImage,
  storeBodyImage,
  storeImage,
  type MediaFile,
  type PreparedImage,
} from "#app/features/media/media.server.ts";
import { mailingProgress, startMailing } from "#app/features/newsletter/mailing.server.ts";
import { compareRevisions, listRevisions } from "#app/features/revisions/revisions.server.ts";
import {
  editorList,
  findItemRow,
  publishDue,
  restoreRevision,
  saveArticle,
  saveProject,
  unpublish,
  type Actor,
  type Kind,
  type SaveResult,
} from "./publishing.server.ts";
import { discardAutosave, findAutosave, saveAutosave } from "./autosave.server.ts";
import { appendImage, imageMarkdown } from "./body-images.ts";
import { publishingScheduler } from "./scheduler.server.ts";
import {
  ArticleFormSchema,
  dakarClock,
  dakarDateTime,
  dakarInputValue,
  INTENTS,
  ProjectFormSchema,
  seoTitleFrom,
  type Intent,
} from "./schemas.ts";
import type { ArticleFormValues, EditorAnswer, ProjectFormValues } from "./types.ts";
import { privateJson } from "#app/lib/private-response.ts";

// The editor's loaders and actions (/redaction): every one asks for the `publishing`
// permission (Rédaction, Gérant), in the loader and in the action.

const NEW = "nouveau";
/** A form with an image: the image's cap, plus the text. */
const UPLOAD_FORM_BYTES = MAX_IMAGE_BYTES + 256 * 1024;
const IMAGE_TOO_LARGE = "L'image dépasse 8\u00a0Mo\u00a0: réduisez-la avant de l'envoyer.";
/**
 * A project's form carries its image and gallery images (up to 9 files). Not 9 × 8 MB:
 * the body is held in memory while it is read, so a few editors at once must not exhaust
 * a small server; 32 MB takes a gallery of phone or desktop screenshots (1 to 3 MB each)
 * in one save, and larger photos are added in several (ADR 034, « Galerie »).
 */
const PROJECT_FORM_BYTES = 32 * 1024 * 1024;

/** Where each kind's page is, what it says when it is gone, what its form may weigh. */
const KINDS = {
  article: {
    path: "articles",
    missing: "Cet article n'existe pas.",
    maxBytes: UPLOAD_FORM_BYTES,
    tooLargeMessage: IMAGE_TOO_LARGE,
  },
  project: {
    path: "projets",
    missing: "Ce projet n'existe pas.",
    maxBytes: PROJECT_FORM_BYTES,
    tooLargeMessage:
      "L'envoi dépasse 32\u00a0Mo\u00a0: ajoutez les images en plusieurs fois (8\u00a0Mo par image au plus).",
  },
} satisfies Record<
  Kind,
  { path: string; missing: string; maxBytes: number; tooLargeMessage: string }
>;

const pageOf = (kind: Kind, id: string) => `/redaction/${KINDS[kind].path}/${id}`;

const AUTHORS = team.filter((m) => m.isActive).map((m) => ({ id: m.id, name: m.name }));
const AUTHOR_IDS = AUTHORS.map((a) => a.id) as [string, ...string[]];

const actorOf = (user: SessionUser): Actor => ({ id: user.id, name: user.name || user.email });

function refuse(message: string, status: number, extra: Partial<EditorAnswer> = {}) {
  return data<EditorAnswer>({ message, fieldErrors: {}, ...extra }, { status });
}

/** The form of a script's request (autosave, preview, image), or its refusal as JSON. */
async function guardJson(request: Request, maxBytes: number, tooLargeMessage?: string) {
  const guarded = await guardForm(request, { maxBytes, tooLargeMessage });
  if (guarded.ok) return { form: guarded.form };
  const { message, status } = guarded.refusal;
  return { refusal: Response.json({ error: message }, { status }) };
}

/** GET /redaction: the lists. */
export async function loadEditorHome(request: Request) {
  await requirePermission(request, "publishing");
  return { ...(await editorList()), origin: publicOrigin() };
}

/** The member's autosave of an article, as the editor shows it (« Enregistré à hh:mm »). */
async function autosaveOf(user: SessionUser, itemKey: string, savedAt: Date | null) {
  const found = await findAutosave(user.id, "article", itemKey, savedAt);
  return found
    ? { values: found.values, savedAt: found.savedAt, label: dakarClock(found.savedAt) }
    : null;
}

const AUTHOR_NAMES = new Map(AUTHORS.map((a) => [a.id, a.name]));

/**
 * « Voir les changements » (`?comparer=<version>`: beside the one before it) or « Comparer »
 * (`?de=<version>&a=<version>`): what the history shows under the list.
 */
async function comparisonAsked(request: Request, kind: Kind, itemId: string) {
  const query = new URL(request.url).searchParams;
  const one = query.get("comparer");
  if (one) return compareRevisions(kind, itemId, null, one, AUTHOR_NAMES);
  const from = query.get("de");
  const to = query.get("a");
  if (from && to) return compareRevisions(kind, itemId, from, to, AUTHOR_NAMES);
  return null;
}

/** A new item's page: nothing saved, no history. */
const BLANK = {
  id: null,
  values: null,
  status: null,
  publishAt: null,
  publishedByName: null,
  revisions: [],
  comparison: null,
};

/** What an item's page shows of every kind: its state, its history, the comparison asked. */
async function itemPage<V>(request: Request, kind: Kind, row: ArticleRow | ProjectRow, values: V) {
  return {
    id: row.id,
    values,
    status: row.status,
    publishAt: row.publishAt,
    publishedByName: row.publishedByName,
    revisions: await listRevisions(row.id),
    comparison: await comparisonAsked(request, kind, row.id),
  };
}

/** The datetime-local field of a scheduled item (empty otherwise). */
const scheduledAt = (row: ArticleRow | ProjectRow) =>
  row.status === "scheduled" && row.publishAt ? dakarInputValue(row.publishAt) : "";

/** The item of an editor's address, or a 404. */
async function itemOr404<K extends Kind>(kind: K, id: string) {
  const row = await findItemRow(kind, id);
  if (!row) throw httpError(KINDS[kind].missing, 404);
  return row;
}

/** GET /redaction/articles/:id (or « nouveau »). */
export async function loadArticleEditor(request: Request, id: string) {
  const user = await requirePermission(request, "publishing");
  const base = { authors: AUTHORS, categories: [...CATEGORIES], origin: publicOrigin() };
  if (id === NEW) {
    return { ...base, ...BLANK, autosave: await autosaveOf(user, NEW, null), mailing: null };
  }
  const row = await itemOr404("article", id);
  const values: ArticleFormValues = {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    category: row.category,
    author: row.author,
    tags: row.tags.join(", "),
    featured: row.featured,
    coverAlt: row.cover?.alt ?? "",
    coverSrc: row.cover?.src ?? null,
    body: row.body,
    // A default is shown as an empty field (its placeholder), so it follows the title.
    seoTitle: row.seoTitle === seoTitleFrom(row.title) ? "" : row.seoTitle,
    seoDescription: row.description === row.excerpt ? "" : row.description,
    scheduleAt: scheduledAt(row),
  };
  return {
    ...base,
    ...(await itemPage(request, "article", row, values)),
    autosave: await autosaveOf(user, row.id, row.updatedAt),
    mailing: row.status === "published" || row.mailingStartedAt ? await mailingProgress(row) : null,
  };
}

/** GET /redaction/projets/:id (or « nouveau »). */
export async function loadProjectEditor(request: Request, id: string) {
  await requirePermission(request, "publishing");
  const base = { origin: publicOrigin() };
  if (id === NEW) return { ...base, ...BLANK };
  const row = await itemOr404("project", id);
  const values: ProjectFormValues = {
    title: row.title,
    slug: row.slug,
    client: row.client,
    year: String(row.year),
    duration: row.duration,
    category: row.category,
    technologies: row.technologies.join(", "),
    description: row.description,
    fullDescription: row.fullDescription,
    imageAlt: row.image.alt,
    imageSrc: row.image.src,
    gallery: row.gallery,
    scheduleAt: scheduledAt(row),
  };
  return { ...base, ...(await itemPage(request, "project", row, values)) };
}

const TOAST: Record<Intent | "restore", string> = {
  draft: "Brouillon enregistré.",
  publish: "Publié\u00a0: en ligne dans quelques secondes, sur toutes les pages.",
  schedule: "Publication programmée.",
  unpublish: "Retiré du site.",
  restore: "Version restaurée.",
};

function textFields(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") out[key] = value;
  return out;
}

function uploadOf(form: FormData, name: string): File | null {
  const file = form.get(name);
  return file instanceof File && file.size > 0 ? file : null;
}

/** The files of a `multiple` input, in the order they were chosen (an empty one: none). */
function uploadsOf(form: FormData, name: string): File[] {
  return form.getAll(name).filter((f): f is File => f instanceof File && f.size > 0);
}

const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());

type Refused = ReturnType<typeof refuse>;

/** What every POST on an item's page does first: the form within its size, the permission, the item. */
async function openItemAction<K extends Kind>(request: Request, kind: K, id: string) {
  const { maxBytes, tooLargeMessage, missing } = KINDS[kind];
  const guarded = await guardForm(request, { maxBytes, tooLargeMessage });
  if (!guarded.ok) return refuse(guarded.refusal.message, guarded.refusal.status);
  const user = await requirePermission(request, "publishing");
  const itemId = id === NEW ? null : id;
  const existing = itemId ? await findItemRow(kind, itemId) : null;
  if (itemId && !existing) return refuse(missing, 404);
  return { form: guarded.form, user, actor: actorOf(user), itemId, existing };
}

/** The actions an item's page shares: « Dépublier » and « Restaurer ». */
async function commonIntent(
  kind: Kind,
  id: string | null,
  form: FormData,
  actor: Actor,
): Promise<Response | Refused | null> {
  const intent = form.get("intent");
  if (intent !== "unpublish" && intent !== "restore") return null;
  if (!id) return refuse("Enregistrez d'abord ce contenu.", 400);
  if (intent === "unpublish") {
    await unpublish(kind, id, actor, now());
  } else {
    const done = await restoreRevision(kind, id, String(form.get("revision") ?? ""), actor, now());
    if (!done.ok) return refuse(done.message, 409);
  }
  return redirectWithToast(pageOf(kind, id), { type: "success", message: TOAST[intent] });
}

/** A save refused: one field's message, or several (the gallery's). */
type Outcome = SaveResult | { ok: false; message: string; fieldErrors: Record<string, string> };
type SaveParams = Parameters<typeof saveArticle>[0];

/**
 * « Publier », « Programmer », « Enregistrer le brouillon »: the form read by its schema,
 * `save` stores it (the kind's files first); refused, the form comes back as typed.
 */
async function saveFromForm<T>(
  kind: Kind,
  opened: { form: FormData; actor: Actor; itemId: string | null },
  values: Record<string, string>,
  schema: ZodType<T>,
  save: (input: T, params: Omit<SaveParams, "input">) => Promise<Outcome>,
) {
  const intent = opened.form.get("intent");
  if (!INTENTS.includes(intent as Intent) || intent === "unpublish") {
    return refuse("Action inconnue\u00a0: rechargez la page.", 400, { values });
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
    }
    return refuse("Corrigez les champs signalés.", 400, { fieldErrors, values });
  }
  const saving = intent as Exclude<Intent, "unpublish">;
  const result = await save(parsed.data, {
    id: opened.itemId,
    intent: saving,
    scheduleAt: saving === "schedule" ? dakarDateTime(values.scheduleAt ?? "") : null,
    actor: opened.actor,
    now: now(),
  });
  if (!result.ok) {
    const fieldErrors =
      "fieldErrors" in result
        ? result.fieldErrors
        : result.field
          ? { [result.field]: result.message }
          : {};
    const field = "field" in result ? result.field : undefined;
    return refuse(result.message, field === "slug" ? 409 : 400, { fieldErrors, values });
  }
  return redirectWithToast(pageOf(kind, result.id), { type: "success", message: TOAST[saving] });
}

/** POST /redaction/articles/:id: save (draft, publish, schedule), withdraw, restore, send. */
export async function handleArticleAction(request: Request, id: string) {
  const opened = await openItemAction(request, "article", id);
  if (!("form" in opened)) return opened;
  const { form, user, actor, itemId } = opened;
  if (form.get("intent") === "send") return sendToSubscribers(itemId, actor);
  const common = await commonIntent("article", itemId, form, actor);
  if (common) return common;

  const values = textFields(form);
  if (form.get("intent") === "insert-image") return insertImageWithoutScript(form, values);
  if (form.get("intent") === "discard-autosave") {
    await discardAutosave(user.id, "article", itemId ?? NEW);
    return redirectWithToast(pageOf("article", itemId ?? NEW), {
      type: "success",
      message: "Modifications non enregistrées abandonnées.",
    });
  }
  const schema = ArticleFormSchema(AUTHOR_IDS);
  return saveFromForm("article", opened, values, schema, async (input, params) => {
    let cover;
    const file = uploadOf(form, "cover");
    if (file) {
      const stored = await storeImage(await bytesOf(file), "cover", input.coverAlt);
      if (!stored.ok) return { ...stored, field: "cover" };
      cover = stored.image;
    }
    const result = await saveArticle({ ...params, input, cover });
    // Saved for real: the automatic copy of what was being typed has served.
    if (result.ok) {
      await discardAutosave(user.id, "article", NEW);
      await discardAutosave(user.id, "article", result.id);
    }
    return result;
  });
}

/** « Envoyer aux abonnés »: the article's one mailing, started. */
async function sendToSubscribers(itemId: string | null, actor: Actor) {
  if (!itemId) return refuse("Publiez d'abord l'article.", 400);
  const sent = await startMailing(itemId, actor, now());
  if (!sent.ok) return refuse(sent.message, 409);
  return redirectWithToast(pageOf("article", itemId), {
    type: "success",
    message:
      sent.recipients === 0
        ? "Aucun abonné pour l'instant\u00a0: rien n'a été envoyé."
        : `Envoi lancé à ${sent.recipients.toLocaleString("fr-FR")}\u00a0abonné${sent.recipients > 1 ? "s" : ""}.`,
  });
}

/**
 * « Insérer l'image » without JavaScript: the whole form was posted; the image is stored and
 * the form comes back as typed, the image's line at the end of the text (there is no cursor
 * to insert it at). With JavaScript the editor posts to /redaction/images instead.
 */
async function insertImageWithoutScript(form: FormData, values: Record<string, string>) {
  const file = uploadOf(form, "bodyImage");
  const stored = await storeBodyImage(file ? await bytesOf(file) : null, values.bodyImageAlt ?? "");
  if (!stored.ok) {
    return refuse(stored.message, 400, { fieldErrors: { bodyImage: stored.message }, values });
  }
  const line = imageMarkdown(stored.image.alt, stored.src);
  return data<EditorAnswer>(
    {
      message: "",
      notice: `Image ajoutée à la fin du contenu\u00a0: déplacez la ligne ${line} à l'endroit voulu, puis enregistrez.`,
      fieldErrors: {},
      values: { ...values, body: appendImage(values.body ?? "", line), bodyImageAlt: "" },
    },
    { status: 200 },
  );
}

/**
 * POST /redaction/images: « Insérer une image » with JavaScript. The image is checked,
 * resized and stored; the answer is the Markdown line the editor inserts at the cursor.
 */
export async function handleBodyImageUpload(request: Request) {
  const guarded = await guardJson(request, UPLOAD_FORM_BYTES, IMAGE_TOO_LARGE);
  if (guarded.refusal) return guarded.refusal;
  await requirePermission(request, "publishing");
  const file = uploadOf(guarded.form, "image");
  const alt = guarded.form.get("alt");
  const stored = await storeBodyImage(
    file ? await bytesOf(file) : null,
    typeof alt === "string" ? alt : "",
  );
  if (!stored.ok) return Response.json({ error: stored.message }, { status: 400 });
  const { width, height } = stored.image;
  const markdown = imageMarkdown(stored.image.alt, stored.src);
  return privateJson({ markdown, src: stored.src, width, height });
}

/** What an autosave may weigh: the article's longest text and the rest of its fields. */
const AUTOSAVE_MAX_BYTES = 512 * 1024;

/**
 * POST /redaction/articles/:id/sauvegarde: what the member is typing, kept every few seconds
 * apart from the article (never published); answers « Enregistré à hh:mm ».
 */
export async function handleArticleAutosave(request: Request, id: string) {
  const guarded = await guardJson(request, AUTOSAVE_MAX_BYTES);
  if (guarded.refusal) return guarded.refusal;
  const user = await requirePermission(request, "publishing");
  const itemId = id === NEW ? null : id;
  if (itemId && !(await findItemRow("article", itemId))) {
    return Response.json({ error: KINDS.article.missing }, { status: 404 });
  }
  const at = now();
  await saveAutosave(user.id, "article", itemId ?? NEW, textFields(guarded.form), at);
  return privateJson({ savedAt: at.toISOString(), label: dakarClock(at) });
}

/** POST /redaction/projets/:id. */
export async function handleProjectAction(request: Request, id: string) {
  const opened = await openItemAction(request, "project", id);
  if (!("form" in opened)) return opened;
  const { form, actor, itemId, existing } = opened;
  const common = await commonIntent("project", itemId, form, actor);
  if (common) return common;

  const values = textFields(form);
  return saveFromForm("project", opened, values, ProjectFormSchema, async (input, params) => {
    const galleryFields = readGalleryFields(values);
    const galleryFiles = uploadsOf(form, "galleryFiles");
    const checked = checkGallery(existing?.gallery ?? [], galleryFields, galleryFiles.length);
    if (!checked.ok) return checked;
    // Every file is checked and converted before anything is stored.
    const media: MediaFile[] = [];
    let image;
    const file = uploadOf(form, "image");
    if (file) {
      const prepared = await prepareImage(await bytesOf(file), "project", input.imageAlt);
      if (!prepared.ok) return { ...prepared, field: "image" };
      image = prepared.image;
      media.push(...prepared.files);
    }
    const added: PreparedImage["image"][] = [];
    for (const upload of galleryFiles) {
      const prepared = await prepareImage(await bytesOf(upload), "gallery", galleryFields.newAlt);
      if (!prepared.ok) {
        const message = `«\u00a0${upload.name.slice(0, 80)}\u00a0»\u00a0: ${prepared.message}`;
        return { ok: false, message, field: "galleryFiles" };
      }
      added.push(prepared.image);
      media.push(...prepared.files);
    }
    const gallery = { edits: galleryFields.edits, added };
    return saveProject({ ...params, input, image, gallery, media });
  });
}

/** The live preview's largest Markdown. */
const PREVIEW_MAX_BYTES = 256 * 1024;

/**
 * POST /redaction/apercu: the Markdown drawn by the public page's renderer (sanitized),
 * with its reading time: the editor's live preview.
 */
export async function handlePreview(request: Request) {
  const guarded = await guardJson(request, PREVIEW_MAX_BYTES);
  if (guarded.refusal) return guarded.refusal;
  await requirePermission(request, "publishing");
  const body = guarded.form.get("body");
  const { html, wordCount, readTime } = await renderArticleBody(
    typeof body === "string" ? body : "",
  );
  return privateJson({ html, wordCount, readTime });
}

/** POST /test/horloge: after the clock moved, the publishing schedule's pass (ADR 022, 034). */
export async function tickPublishingForTest(): Promise<void> {
  const scheduler = publishingScheduler();
  if (scheduler) await scheduler.tick();
  else await publishDue(now());
}
