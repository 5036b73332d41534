import { data } from "react-router";
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
} from "./media.server.ts";
import {
  compareRevisions,
  editorList,
  findArticleRow,
  findProjectRow,
  listRevisions,
  mailingProgress,
  publishDue,
  restoreRevision,
  saveArticle,
  saveProject,
  startMailing,
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

// The editor's loaders and actions (/redaction): every one asks for the `publishing`
// permission (Rédaction, Gérant), in the loader and in the action.

const NEW = "nouveau";
/** A form with an image: the image's cap, plus the text. */
const UPLOAD_FORM_BYTES = MAX_IMAGE_BYTES + 256 * 1024;
/**
 * A project's form carries its image and gallery images (up to 9 files). Not 9 × 8 MB:
 * the body is held in memory while it is read, so a few editors at once must not exhaust
 * a small server; 32 MB takes a gallery of phone or desktop screenshots (1 to 3 MB each)
 * in one save, and larger photos are added in several (ADR 034, « Galerie »).
 */
const PROJECT_FORM_BYTES = 32 * 1024 * 1024;
const PROJECT_TOO_LARGE =
  "L'envoi dépasse 32\u00a0Mo\u00a0: ajoutez les images en plusieurs fois (8\u00a0Mo par image au plus).";

const AUTHORS = team.filter((m) => m.isActive).map((m) => ({ id: m.id, name: m.name }));
const AUTHOR_IDS = AUTHORS.map((a) => a.id) as [string, ...string[]];

const actorOf = (user: SessionUser): Actor => ({ id: user.id, name: user.name || user.email });

function refuse(message: string, status: number, extra: Partial<EditorAnswer> = {}) {
  return data<EditorAnswer>({ message, fieldErrors: {}, ...extra }, { status });
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

/** GET /redaction/articles/:id (or « nouveau »). */
export async function loadArticleEditor(request: Request, id: string) {
  const user = await requirePermission(request, "publishing");
  const base = { authors: AUTHORS, categories: [...CATEGORIES], origin: publicOrigin() };
  if (id === NEW) {
    return {
      ...base,
      autosave: await autosaveOf(user, NEW, null),
      comparison: null,
      id: null,
      values: null,
      status: null,
      publishAt: null,
      publishedByName: null,
      revisions: [],
      mailing: null,
    };
  }
  const row = await findArticleRow(id);
  if (!row) throw httpError("Cet article n'existe pas.", 404);
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
    scheduleAt: row.status === "scheduled" && row.publishAt ? dakarInputValue(row.publishAt) : "",
  };
  return {
    ...base,
    autosave: await autosaveOf(user, row.id, row.updatedAt),
    comparison: await comparisonAsked(request, "article", row.id),
    id: row.id,
    values,
    status: row.status,
    publishAt: row.publishAt,
    publishedByName: row.publishedByName,
    revisions: await listRevisions(row.id),
    mailing: row.status === "published" || row.mailingStartedAt ? await mailingProgress(row) : null,
  };
}

/** GET /redaction/projets/:id (or « nouveau »). */
export async function loadProjectEditor(request: Request, id: string) {
  await requirePermission(request, "publishing");
  if (id === NEW) {
    return {
      id: null,
      values: null,
      status: null,
      publishAt: null,
      publishedByName: null,
      revisions: [],
      comparison: null,
      origin: publicOrigin(),
    };
  }
  const row = await findProjectRow(id);
  if (!row) throw httpError("Ce projet n'existe pas.", 404);
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
    scheduleAt: row.status === "scheduled" && row.publishAt ? dakarInputValue(row.publishAt) : "",
  };
  return {
    id: row.id,
    values,
    status: row.status,
    publishAt: row.publishAt,
    publishedByName: row.publishedByName,
    revisions: await listRevisions(row.id),
    comparison: await comparisonAsked(request, "project", row.id),
    origin: publicOrigin(),
  };
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

/** The actions an item's page shares: « Dépublier » and « Restaurer ». */
async function commonIntent(
  kind: Kind,
  id: string | null,
  form: FormData,
  actor: Actor,
): Promise<Response | ReturnType<typeof refuse> | null> {
  const intent = form.get("intent");
  const page = (itemId: string) =>
    `/redaction/${kind === "article" ? "articles" : "projets"}/${itemId}`;
  if (intent === "unpublish") {
    if (!id) return refuse("Enregistrez d'abord ce contenu.", 400);
    await unpublish(kind, id, actor, now());
    return redirectWithToast(page(id), { type: "success", message: TOAST.unpublish });
  }
  if (intent === "restore") {
    if (!id) return refuse("Enregistrez d'abord ce contenu.", 400);
    const done = await restoreRevision(kind, id, String(form.get("revision") ?? ""), actor, now());
    if (!done.ok) return refuse(done.message, 409);
    return redirectWithToast(page(id), { type: "success", message: TOAST.restore });
  }
  return null;
}

function saveIntent(form: FormData): Exclude<Intent, "unpublish"> | null {
  const intent = form.get("intent");
  return INTENTS.includes(intent as Intent) && intent !== "unpublish"
    ? (intent as Exclude<Intent, "unpublish">)
    : null;
}

function answerSave(
  kind: Kind,
  result: SaveResult,
  intent: Intent,
  values: Record<string, string>,
) {
  if (!result.ok) {
    return refuse(result.message, result.field === "slug" ? 409 : 400, {
      fieldErrors: result.field ? { [result.field]: result.message } : {},
      values,
    });
  }
  const page = `/redaction/${kind === "article" ? "articles" : "projets"}/${result.id}`;
  return redirectWithToast(page, { type: "success", message: TOAST[intent] });
}

/** POST /redaction/articles/:id: save (draft, publish, schedule), withdraw, restore, send. */
export async function handleArticleAction(request: Request, id: string) {
  const guarded = await guardForm(request, {
    maxBytes: UPLOAD_FORM_BYTES,
    tooLargeMessage: "L'image dépasse 8\u00a0Mo\u00a0: réduisez-la avant de l'envoyer.",
  });
  if (!guarded.ok) return refuse(guarded.refusal.message, guarded.refusal.status);
  const user = await requirePermission(request, "publishing");
  const actor = actorOf(user);
  const itemId = id === NEW ? null : id;
  if (itemId && !(await findArticleRow(itemId))) return refuse("Cet article n'existe pas.", 404);
  const { form } = guarded;

  if (form.get("intent") === "send") {
    if (!itemId) return refuse("Publiez d'abord l'article.", 400);
    const sent = await startMailing(itemId, actor, now());
    if (!sent.ok) return refuse(sent.message, 409);
    return redirectWithToast(`/redaction/articles/${itemId}`, {
      type: "success",
      message:
        sent.recipients === 0
          ? "Aucun abonné pour l'instant\u00a0: rien n'a été envoyé."
          : `Envoi lancé à ${sent.recipients.toLocaleString("fr-FR")}\u00a0abonné${sent.recipients > 1 ? "s" : ""}.`,
    });
  }
  const common = await commonIntent("article", itemId, form, actor);
  if (common) return common;

  const values = textFields(form);
  if (form.get("intent") === "insert-image") return insertImageWithoutScript(form, values);
  if (form.get("intent") === "discard-autosave") {
    await discardAutosave(user.id, "article", itemId ?? NEW);
    return redirectWithToast(`/redaction/articles/${itemId ?? NEW}`, {
      type: "success",
      message: "Modifications non enregistrées abandonnées.",
    });
  }
  const intent = saveIntent(form);
  if (!intent) return refuse("Action inconnue\u00a0: rechargez la page.", 400, { values });
  const parsed = ArticleFormSchema(AUTHOR_IDS).safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "form");
      fieldErrors[key] ??= issue.message;
    }
    return refuse("Corrigez les champs signalés.", 400, { fieldErrors, values });
  }
  let cover;
  const file = uploadOf(form, "cover");
  if (file) {
    const stored = await storeImage(
      new Uint8Array(await file.arrayBuffer()),
      "cover",
      parsed.data.coverAlt,
    );
    if (!stored.ok) {
      return refuse(stored.message, 400, { fieldErrors: { cover: stored.message }, values });
    }
    cover = stored.image;
  }
  const scheduleAt = intent === "schedule" ? dakarDateTime(values.scheduleAt ?? "") : null;
  const result = await saveArticle({
    id: itemId,
    input: parsed.data,
    intent,
    scheduleAt,
    cover,
    actor,
    now: now(),
  });
  // Saved for real: the automatic copy of what was being typed has served.
  if (result.ok) {
    await discardAutosave(user.id, "article", NEW);
    await discardAutosave(user.id, "article", result.id);
  }
  return answerSave("article", result, intent, values);
}

/**
 * « Insérer l'image » without JavaScript: the whole form was posted; the image is stored and
 * the form comes back as typed, the image's line at the end of the text (there is no cursor
 * to insert it at). With JavaScript the editor posts to /redaction/images instead.
 */
async function insertImageWithoutScript(form: FormData, values: Record<string, string>) {
  const file = uploadOf(form, "bodyImage");
  const stored = await storeBodyImage(
    file ? new Uint8Array(await file.arrayBuffer()) : null,
    values.bodyImageAlt ?? "",
  );
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
  const guarded = await guardForm(request, {
    maxBytes: UPLOAD_FORM_BYTES,
    tooLargeMessage: "L'image dépasse 8\u00a0Mo\u00a0: réduisez-la avant de l'envoyer.",
  });
  if (!guarded.ok) {
    return Response.json({ error: guarded.refusal.message }, { status: guarded.refusal.status });
  }
  await requirePermission(request, "publishing");
  const file = uploadOf(guarded.form, "image");
  const alt = guarded.form.get("alt");
  const stored = await storeBodyImage(
    file ? new Uint8Array(await file.arrayBuffer()) : null,
    typeof alt === "string" ? alt : "",
  );
  if (!stored.ok) return Response.json({ error: stored.message }, { status: 400 });
  const { width, height } = stored.image;
  return Response.json(
    { markdown: imageMarkdown(stored.image.alt, stored.src), src: stored.src, width, height },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** What an autosave may weigh: the article's longest text and the rest of its fields. */
const AUTOSAVE_MAX_BYTES = 512 * 1024;

/**
 * POST /redaction/articles/:id/sauvegarde: what the member is typing, kept every few seconds
 * apart from the article (never published); answers « Enregistré à hh:mm ».
 */
export async function handleArticleAutosave(request: Request, id: string) {
  const guarded = await guardForm(request, { maxBytes: AUTOSAVE_MAX_BYTES });
  if (!guarded.ok) {
    return Response.json({ error: guarded.refusal.message }, { status: guarded.refusal.status });
  }
  const user = await requirePermission(request, "publishing");
  const itemId = id === NEW ? null : id;
  if (itemId && !(await findArticleRow(itemId))) {
    return Response.json({ error: "Cet article n'existe pas." }, { status: 404 });
  }
  const at = now();
  await saveAutosave(user.id, "article", itemId ?? NEW, textFields(guarded.form), at);
  return Response.json(
    { savedAt: at.toISOString(), label: dakarClock(at) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** POST /redaction/projets/:id. */
export async function handleProjectAction(request: Request, id: string) {
  const guarded = await guardForm(request, {
    maxBytes: PROJECT_FORM_BYTES,
    tooLargeMessage: PROJECT_TOO_LARGE,
  });
  if (!guarded.ok) return refuse(guarded.refusal.message, guarded.refusal.status);
  const user = await requirePermission(request, "publishing");
  const actor = actorOf(user);
  const itemId = id === NEW ? null : id;
  const existing = itemId ? await findProjectRow(itemId) : null;
  if (itemId && !existing) return refuse("Ce projet n'existe pas.", 404);
  const { form } = guarded;
  const common = await commonIntent("project", itemId, form, actor);
  if (common) return common;

  const intent = saveIntent(form);
  const values = textFields(form);
  if (!intent) return refuse("Action inconnue\u00a0: rechargez la page.", 400, { values });
  const parsed = ProjectFormSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "form");
      fieldErrors[key] ??= issue.message;
    }
    return refuse("Corrigez les champs signalés.", 400, { fieldErrors, values });
  }
  const galleryFields = readGalleryFields(values);
  const galleryFiles = uploadsOf(form, "galleryFiles");
  const checked = checkGallery(existing?.gallery ?? [], galleryFields, galleryFiles.length);
  if (!checked.ok) {
    return refuse(checked.message, 400, { fieldErrors: checked.fieldErrors, values });
  }
  // Every file is checked and converted before anything is stored.
  const media: MediaFile[] = [];
  let image;
  const file = uploadOf(form, "image");
  if (file) {
    const prepared = await prepareImage(
      new Uint8Array(await file.arrayBuffer()),
      "project",
      parsed.data.imageAlt,
    );
    if (!prepared.ok) {
      return refuse(prepared.message, 400, { fieldErrors: { image: prepared.message }, values });
    }
    image = prepared.image;
    media.push(...prepared.files);
  }
  const added: PreparedImage["image"][] = [];
  for (const upload of galleryFiles) {
    const prepared = await prepareImage(
      new Uint8Array(await upload.arrayBuffer()),
      "gallery",
      galleryFields.newAlt,
    );
    if (!prepared.ok) {
      const message = `«\u00a0${upload.name.slice(0, 80)}\u00a0»\u00a0: ${prepared.message}`;
      return refuse(message, 400, { fieldErrors: { galleryFiles: message }, values });
    }
    added.push(prepared.image);
    media.push(...prepared.files);
  }
  const scheduleAt = intent === "schedule" ? dakarDateTime(values.scheduleAt ?? "") : null;
  const result = await saveProject({
    id: itemId,
    input: parsed.data,
    intent,
    scheduleAt,
    image,
    gallery: { edits: galleryFields.edits, added },
    media,
    actor,
    now: now(),
  });
  return answerSave("project", result, intent, values);
}

/** The live preview's largest Markdown. */
const PREVIEW_MAX_BYTES = 256 * 1024;

/**
 * POST /redaction/apercu: the Markdown drawn by the public page's renderer (sanitized),
 * with its reading time: the editor's live preview.
 */
export async function handlePreview(request: Request) {
  const guarded = await guardForm(request, { maxBytes: PREVIEW_MAX_BYTES });
  if (!guarded.ok) {
    return Response.json({ error: guarded.refusal.message }, { status: guarded.refusal.status });
  }
  await requirePermission(request, "publishing");
  const body = guarded.form.get("body");
  const rendered = await renderArticleBody(typeof body === "string" ? body : "");
  return Response.json(
    { html: rendered.html, wordCount: rendered.wordCount, readTime: rendered.readTime },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** POST /test/horloge: after the clock moved, the publishing schedule's pass (ADR 022, 034). */
export async function tickPublishingForTest(): Promise<void> {
  const scheduler = publishingScheduler();
  if (scheduler) await scheduler.tick();
  else await publishDue(now());
}
