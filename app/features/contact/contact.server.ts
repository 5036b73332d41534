import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { company } from "#app/config/company.ts";
import { env } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import { attachment, contactMessage } from "#app/db/schema.ts";
import { enqueueEmail } from "#app/features/mail/outbox.server.ts";
import { renderEmail } from "#app/features/mail/templates.server.ts";
import type { ContactInput } from "./schemas.ts";
import { serviceLabel } from "./services.ts";
import type { CheckedUpload } from "./upload.ts";

/** '2.35 MB', as the email service's template shows the size (SPEC.md §7). */
export function sizeInMb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/**
 * Stores the request and its file, and queues the email to the firm, in one
 * transaction: when this returns, the lead is safe whatever the mail server does.
 */
export async function submitContact(
  input: ContactInput,
  file: CheckedUpload | null,
  meta: { ip?: string } = {},
): Promise<{ id: string; emailId: string }> {
  const to = env().MAIL_TO;
  const label = serviceLabel(input.subject);
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
      })
      .returning({ id: contactMessage.id });

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
    await tx.update(contactMessage).set({ emailId }).where(eq(contactMessage.id, message!.id));
    return { id: message!.id, emailId };
  });
}
