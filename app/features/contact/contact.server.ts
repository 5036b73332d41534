import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { company, whatsappHref } from "#app/features/settings/current.server.ts";
import { env } from "#app/config/env.server.ts";
import { db, type Db } from "#app/db/db.server.ts";
import { attachment, contactMessage } from "#app/db/schema.ts";
import { enqueueEmail } from "#app/features/mail/outbox.server.ts";
import { notify } from "#app/features/notifications/notifications.server.ts";
import { openOpportunity } from "#app/features/pipeline/pipeline.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { renderEmail } from "#app/features/mail/templates.server.ts";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import { consumeLimit } from "#app/features/guard/limits.server.ts";
import type { ContactInput } from "./schemas.ts";
import { serviceLabel } from "./services.ts";
import type { CheckedUpload } from "./upload.server.ts";

/** '2.35 MB', as the email service's template shows the size (docs/product.md §7). */
export function sizeInMb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
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
    // The members who read the inbox hear it now (ADR 042).
    await notify(tx, {
      kind: "contact_request",
      title: `Nouvelle demande de ${input.name}`,
      body: `${label} · ${input.email}`,
      href: "/demandes?a-traiter=1",
      at: meta.at ?? now(),
    });
    // The request is an opportunity « Nouveau » of the pipeline, stored with it (ADR 048).
    await openOpportunity(tx, {
      source: "contact",
      contactMessageId: message.id,
      name: input.name,
      email: input.email,
      subject: input.projectReference ? `${label} — ${input.projectReference}` : label,
      at: meta.at ?? now(),
    });
    const ackId = ackAllowed
      ? await enqueueAcknowledgement(tx, input, label, file, meta.at ?? now())
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
