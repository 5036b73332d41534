import { createHash, randomUUID } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { createCookie, data, redirect } from "react-router";
import { company, whatsappHref } from "#app/features/settings/current.server.ts";
import { env } from "#app/config/env.server.ts";
import { db, type Db } from "#app/db/db.server.ts";
import { attachment, contactMessage } from "#app/db/schema.ts";
import { enqueueEmail } from "#app/features/mail/outbox.server.ts";
import { renderEmail } from "#app/features/mail/templates.server.ts";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import { formRefusal } from "#app/lib/submission.ts";
import { findProject } from "#app/features/portfolio/projects.server.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { checkLimit, countLead, guardForm } from "#app/features/guard/form-guard.server.ts";
import { noteDatabaseFailure } from "#app/db/outage.server.ts";
import { isDatabaseUnavailable } from "#app/db/unavailable.ts";
import { UNAVAILABLE_FORM } from "#app/lib/unavailable.ts";
import { consumeLimit } from "#app/features/guard/limits.server.ts";
import { ContactFormSchema, type ContactInput } from "./schemas.ts";
import { resolveReference, serviceLabel } from "./services.ts";
import type { ContactAnswer, ContactUploadAnswer } from "./types.ts";
import { checkUpload, type CheckedUpload } from "./upload.server.ts";
import { MAX_UPLOAD_BYTES, TOO_LARGE } from "./upload.ts";

const FAILURE = "Une erreur est survenue. Veuillez réessayer.";

/** '2.35 MB', as the email service's template shows the size (docs/product.md §7). */
export function sizeInMb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

export type ContactOutcome =
  | { ok: true; location: string; headers: Headers }
  | { ok: false; status: number; data: ContactAnswer };

/** The query that carries the reference (`projet`, `service`), kept across the submission. */
export function referenceQuery(url: URL): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["projet", "service"]) {
    const value = url.searchParams.get(key);
    if (value) params.set(key, value.slice(0, 200));
  }
  return params;
}

// One-shot proof that this browser just sent a request: the success banner
// shows once, not again when `/contact?envoye=…` is reloaded or shared.
function sentCookie() {
  return createCookie("td.contact-envoye", {
    // "/": the page's data requests (/contact.data) are outside a "/contact" path.
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env().PUBLIC_URL.startsWith("https://"),
    maxAge: 600,
  });
}

/** Whether the page should say « envoyé » for `?envoye=<id>`, and the header that forgets it. */
export async function takeSentBanner(
  request: Request,
  id: string | null,
): Promise<{ show: boolean; headers: Headers }> {
  const headers = new Headers();
  const cookie = request.headers.get("cookie");
  if (!id || !cookie?.includes("td.contact-envoye=")) return { show: false, headers };
  const value: unknown = await sentCookie().parse(cookie);
  headers.append("Set-Cookie", await sentCookie().serialize("", { maxAge: 0 }));
  return { show: value === id, headers };
}

/** The form's hidden key: one stored request per rendered form. */
export const IDEMPOTENCY_FIELD = "cle";

/**
 * Reads, checks and stores a contact request (multipart form). Used by the
 * page's action (no JavaScript) and by `/contact/envoi` (the upload with a
 * progress bar), so both answer the same Conform result. Only stored requests
 * count toward the limit, a honeypot hit is stored as « indésirable » (not
 * mailed), and the same form posted twice (its key) is stored once; the
 * visitor sees the same success each time.
 */
export async function processContactForm(request: Request): Promise<ContactOutcome> {
  const url = new URL(request.url);
  const fail = (status: number, data: ContactAnswer): ContactOutcome => ({
    ok: false,
    status,
    data,
  });

  const guarded = await guardForm(request, {
    // The file and the multipart envelope around it.
    maxBytes: MAX_UPLOAD_BYTES + 512 * 1024,
    tooLargeMessage: TOO_LARGE,
  });
  if (!guarded.ok) {
    const { status, message } = guarded.refusal;
    // The body was not read: nothing to give back but the message (and the file's, when too large).
    return fail(status, {
      result: formRefusal(message, status === 413 ? { error: { projectFile: [TOO_LARGE] } } : {}),
    });
  }
  const { form, ip } = guarded;
  const submission = parseWithZod(form, { schema: ContactFormSchema });
  const file = form.get("projectFile");
  // A browser sends an empty, nameless part when no file was chosen.
  const chosen = file instanceof File && file.name !== "" ? file : null;
  // The database away (ADR 035): « réessayez », with what was typed and the file to attach again.
  const unavailable = () =>
    fail(503, {
      result: shortEcho(formRefusal(UNAVAILABLE_FORM, submission.reply())),
      ...(chosen ? { fileToAttachAgain: chosen.name } : {}),
    });
  // The limit is read here rather than in the guard: the typed text is parsed by now.
  let limited;
  try {
    limited = await checkLimit("contact", ip);
  } catch (error) {
    if (noteDatabaseFailure(error, "/contact")) return unavailable();
    throw error;
  }
  if (limited) return fail(limited.status, { result: formRefusal(limited.message) });
  // Size, type and emptiness come from the schema; then the content, even when a field is wrong.
  let fileError =
    submission.status === "success" ? null : (submission.error?.projectFile?.[0] ?? null);
  let upload: CheckedUpload | null = null;
  if (chosen && !fileError) {
    const checked = await checkUpload(chosen, new Uint8Array(await chosen.arrayBuffer()));
    if (checked.ok) upload = checked.file;
    else fileError = checked.error;
  }
  if (submission.status !== "success" || fileError) {
    const reply = submission.reply(fileError ? { fieldErrors: { projectFile: [fileError] } } : {});
    // A refused file must be replaced anyway; a good one, lost by the browser, attached again.
    const again = chosen && !fileError ? { fileToAttachAgain: chosen.name } : {};
    return fail(400, { result: shortEcho(reply), ...again });
  }

  const key = form.get(IDEMPOTENCY_FIELD);
  try {
    const result = await submitContact(submission.value, upload, {
      ip,
      spam: guarded.honeypot,
      idempotencyKey: typeof key === "string" ? key.slice(0, 100) : null,
    });
    // Stored: the visitor is told so even if counting it fails now (the database gone
    // between the two); the limit is best effort, the request is not.
    if (result.stored) {
      await countLead("contact", ip).catch((error: unknown) =>
        noteDatabaseFailure(error, "/contact", "contact request not counted"),
      );
    }
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      noteDatabaseFailure(error, "/contact");
      return unavailable();
    }
    logger().error({ err: error }, "contact request not stored");
    const again = chosen ? { fileToAttachAgain: chosen.name } : {};
    return fail(503, { result: shortEcho(formRefusal(FAILURE, submission.reply())), ...again });
  }
  const query = referenceQuery(url);
  const id = randomUUID().slice(0, 8);
  query.set("envoye", id);
  const headers = new Headers();
  headers.append("Set-Cookie", await sentCookie().serialize(id));
  return { ok: true, location: `/contact?${query}`, headers };
}

/** The fields a person types (or the page fills in), given back after a refusal. */
const ECHOED = ["name", "email", "subject", "message", "projectReference"];

/**
 * The typed values go back into the page (kept after an error), but only the
 * form's own fields and a few thousand characters of each: the body may hold
 * up to 10 MB of anything.
 */
function shortEcho(result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  if (!result.initialValue) return result;
  const echo = ECHOED.flatMap((name) => {
    const value = result.initialValue?.[name];
    return typeof value === "string" ? [[name, value.slice(0, 6000)]] : [];
  });
  return {
    ...result,
    initialValue: Object.fromEntries(echo),
    fields: result.fields?.filter((name) => ECHOED.includes(name)),
  };
}

export type ContactMeta = {
  ip?: string;
  /** The hidden field was filled in: stored as « indésirable », not mailed. */
  spam?: boolean;
  /**
   * The key rendered in the form: the same form posted twice with the same
   * content is stored once (see `storedKey`).
   */
  idempotencyKey?: string | null;
  /** When it was sent (tests pin it). */
  at?: Date;
};

class AlreadyStored extends Error {}

/** POST /contact without JavaScript: a redirect to the success, or the form's errors. */
export async function handleContact(request: Request) {
  const outcome = await processContactForm(request);
  return outcome.ok
    ? redirect(outcome.location, { headers: outcome.headers })
    : data(outcome.data, { status: outcome.status });
}

/**
 * POST /contact/envoi, the form's twin action for JavaScript: the same checks
 * and storage, answered in JSON so the page can show the upload's progress.
 */
export async function handleContactUpload(request: Request) {
  const outcome = await processContactForm(request);
  return outcome.ok
    ? Response.json({ ok: true, location: outcome.location } satisfies ContactUploadAnswer, {
        headers: outcome.headers,
      })
    : Response.json({ ok: false, ...outcome.data } satisfies ContactUploadAnswer, {
        status: outcome.status,
      });
}

/**
 * GET /contact: the reference from `?projet=`/`?service=`, the form's two
 * actions (with that query kept), the one-shot success banner and a fresh key.
 */
export async function loadContactPage(request: Request) {
  const url = new URL(request.url);
  const query = referenceQuery(url);
  const projet = url.searchParams.get("projet");
  const projectTitle = projet ? (await findProject(projet.trim().slice(0, 200)))?.title : undefined;
  const reference = resolveReference(
    { projet, service: url.searchParams.get("service") },
    () => projectTitle,
  );
  const sentId = url.searchParams.get("envoye");
  const banner = await takeSentBanner(request, sentId);
  const search = query.size ? `?${query}` : "";
  return data(
    {
      reference,
      action: `/contact${search}`,
      // The XHR twin of the action, with the same reference query (upload progress).
      uploadAction: `/contact/envoi${search}`,
      sent: banner.show,
      // A new key after each success gives a fresh, empty form.
      formKey: sentId ?? "formulaire",
      // Rendered in the form: the same form posted twice is stored once.
      idempotencyKey: randomUUID(),
    },
    { headers: banner.headers },
  );
}

/**
 * Stores the request and its file, and queues the email to the firm and the
 * acknowledgement to the sender, in one transaction: when this returns, the
 * lead is safe whatever the mail server does. `stored` is false when the same
 * form (same key) was already stored.
 */
export async function submitContact(
  input: ContactInput,
  file: CheckedUpload | null,
  meta: ContactMeta = {},
): Promise<{ id: string; emailId: string | null; ackId?: string | null; stored: boolean }> {
  const key = meta.idempotencyKey ? storedKey(meta.idempotencyKey, input, file) : null;
  try {
    return await store(input, file, meta, key);
  } catch (error) {
    if (!(error instanceof AlreadyStored) || !key) throw error;
    const [row] = await db()
      .select({ id: contactMessage.id, emailId: contactMessage.emailId })
      .from(contactMessage)
      .where(eq(contactMessage.idempotencyKey, key));
    return { id: row!.id, emailId: row!.emailId, stored: false };
  }
}

/**
 * The form's key and what it carries: a second post of the same form (a double
 * click, a retry) is stored once, but a browser without JavaScript gives the
 * page back with its key after « Précédent », and what is written then is a
 * new request, not a repeat to swallow.
 */
function storedKey(key: string, input: ContactInput, file: CheckedUpload | null): string {
  const content = createHash("sha256");
  for (const value of [input.name, input.email, input.subject, input.message]) {
    content.update(value).update("\u0000");
  }
  content.update(input.projectReference ?? "").update("\u0000");
  if (file) content.update(file.name).update("\u0000").update(file.bytes);
  return `${key}:${content.digest("base64url")}`;
}

async function store(
  input: ContactInput,
  file: CheckedUpload | null,
  meta: ContactMeta,
  key: string | null,
) {
  const to = env().MAIL_TO;
  const label = serviceLabel(input.subject);
  // Counted before the transaction: the limit holds even if storing fails.
  const ackAllowed = meta.spam
    ? false
    : (await consumeLimit("contact-ack", input.email.toLowerCase())).allowed;
  return db().transaction(async (tx) => {
    let attachmentId: string | null = null;
    if (file) {
      const [row] = await tx
        .insert(attachment)
        .values({
          name: file.name,
          type: file.type,
          size: file.bytes.byteLength,
          sha256: createHash("sha256").update(file.bytes).digest("hex"),
          bytes: Buffer.from(file.bytes),
        })
        .returning({ id: attachment.id });
      attachmentId = row!.id;
    }
    const [message] = await tx
      .insert(contactMessage)
      .values({
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        projectReference: input.projectReference || null,
        attachmentId,
        ip: meta.ip ?? null,
        spam: meta.spam ?? false,
        idempotencyKey: key,
      })
      .onConflictDoNothing({ target: contactMessage.idempotencyKey })
      .returning({ id: contactMessage.id });
    // Rolls back the file stored above; the caller answers with the first one.
    if (!message) throw new AlreadyStored();
    // « Indésirable »: kept for the staff to look at, mailed to no one.
    if (meta.spam) return { id: message.id, emailId: null, ackId: null, stored: true };

    const params = {
      from_name: input.name,
      from_email: input.email,
      subject: label,
      message: input.message,
      to_email: to,
      has_attachment: file ? "Oui" : "Non",
      attachment_name: file?.name ?? "",
      attachment_size: file ? sizeInMb(file.bytes.byteLength) : "",
      project_reference: input.projectReference,
      service_type: input.subject,
      reply_to: input.email,
    };
    const content = renderEmail({
      subject: `Nouvelle demande\u00a0: ${label} — ${input.name}`,
      heading: "Nouvelle demande de contact",
      blocks: [
        {
          type: "details",
          rows: [
            ["Nom", params.from_name],
            ["Email", params.from_email],
            ["Service", `${params.subject} (${params.service_type})`],
            ...(params.project_reference
              ? ([["Référence", params.project_reference]] as [string, string][])
              : []),
            [
              "Pièce jointe",
              file ? `Oui — ${params.attachment_name} (${params.attachment_size})` : "Non",
            ],
            ["Destinataire", params.to_email],
          ],
        },
        { type: "quote", text: input.message },
        {
          type: "paragraph",
          text: `Répondez directement à ce message pour écrire à ${input.name} (${params.reply_to}). La demande est aussi dans l'espace Devis & Factures, rubrique Demandes.`,
        },
      ],
      footerNote: `Message reçu via le formulaire de contact du site de ${company.name}.`,
    });
    const emailId = await enqueueEmail(
      {
        ...content,
        kind: "contact",
        to,
        replyTo: input.email,
        template: { id: "contact", params },
        attachmentIds: attachmentId ? [attachmentId] : [],
      },
      tx,
    );
    const ackId = ackAllowed
      ? await enqueueAcknowledgement(tx, input, label, file, meta.at ?? new Date())
      : null;
    await tx.update(contactMessage).set({ emailId }).where(eq(contactMessage.id, message.id));
    return { id: message.id, emailId, ackId, stored: true };
  });
}

/** The sender's receipt: a copy of the message, when and how the firm answers; replies go to the firm. */
async function enqueueAcknowledgement(
  tx: Pick<Db, "insert">,
  input: ContactInput,
  label: string,
  file: CheckedUpload | null,
  at: Date,
): Promise<string> {
  const hours = company.openingHours
    .map((h) => `${h.days}\u00a0: ${h.hours ?? "fermé"}`)
    .join(" · ");
  const intro = `Bonjour ${input.name}, merci pour votre message. Nous l'avons bien reçu et nous vous répondons sous 48 heures ouvrées.`;
  const ack = renderEmail({
    subject: `Nous avons bien reçu votre message — ${company.name}`,
    heading: "Votre message est bien arrivé",
    blocks: [
      { type: "paragraph", text: intro },
      {
        type: "details",
        rows: [
          ["Service", label],
          ...(input.projectReference
            ? ([["Référence", input.projectReference]] as [string, string][])
            : []),
          ...(file ? ([["Pièce jointe", file.name]] as [string, string][]) : []),
          ["Envoyé le", formatFrenchDateTime(at)],
        ],
      },
      { type: "paragraph", text: "Voici une copie de votre message\u00a0:" },
      { type: "quote", text: input.message },
      {
        type: "paragraph",
        text: `Nos horaires\u00a0: ${hours}. Pour une question urgente, appelez-nous au ${company.phones.main} ou écrivez-nous sur WhatsApp au ${company.whatsapp}.`,
      },
      { type: "button", label: "Écrire sur WhatsApp", href: whatsappHref() },
      {
        type: "paragraph",
        text: "Pour compléter votre demande, répondez simplement à cet e-mail\u00a0: votre réponse arrive directement à notre équipe.",
      },
    ],
    footerNote: `Vous recevez cet e-mail parce que l'adresse ${input.email} a été utilisée sur le formulaire de contact de ${company.name}. Si ce n'est pas vous, ignorez-le.`,
  });
  return enqueueEmail(
    {
      ...ack,
      kind: "contact-ack",
      to: input.email,
      replyTo: env().MAIL_TO,
      template: {
        id: "notification",
        params: {
          to_email: input.email,
          from_name: company.name,
          message: `${intro}\n\n${input.message}`,
          date: formatFrenchDateTime(at),
        },
      },
    },
    tx,
  );
}
