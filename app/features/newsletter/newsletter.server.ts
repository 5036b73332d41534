import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { company } from "#app/features/settings/current.server.ts";
import { env, publicOrigin } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import { newsletterSubscriber } from "#app/db/schema.ts";
import { enqueueEmail } from "#app/features/mail/outbox.server.ts";
import { newsletterLead } from "#app/features/pipeline/pipeline.server.ts";
import { renderEmail } from "#app/features/mail/templates.server.ts";
import { formatFrenchDateTime } from "#app/lib/dates.ts";

const newToken = () => randomBytes(24).toString("base64url");

export const UNSUBSCRIBE_PATH = "/newsletter/desabonnement";

export function unsubscribeUrl(token: string): string {
  return `${publicOrigin()}${UNSUBSCRIBE_PATH}?jeton=${encodeURIComponent(token)}`;
}

/**
 * RFC 2369 and RFC 8058: mail clients show their own « Se désabonner » button,
 * which POSTs `List-Unsubscribe=One-Click` to the link (no page, no click).
 * Every newsletter email carries them.
 */
export function listUnsubscribeHeaders(token: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(token)}>, <mailto:${company.emails.contact}?subject=D%C3%A9sabonnement%20newsletter>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/**
 * Stores the address once (signing up again changes nothing), then queues the
 * notification to the firm and the welcome email, in the same transaction.
 * Returns whether this was a new (or renewed) subscription. A honeypot hit
 * (`spam`) is kept as « indésirable »: no email, not a subscriber, and it
 * leaves an existing row alone.
 */
export async function subscribe(
  email: string,
  at = new Date(),
  meta: { spam?: boolean; contactMe?: boolean } = {},
): Promise<{ created: boolean }> {
  const address = email.trim().toLowerCase();
  if (meta.spam) {
    const stored = await db()
      .insert(newsletterSubscriber)
      .values({ email: address, token: newToken(), subscribedAt: at, spam: true })
      .onConflictDoNothing({ target: newsletterSubscriber.email })
      .returning({ id: newsletterSubscriber.id });
    return { created: stored.length > 0 };
  }
  return db().transaction(async (tx) => {
    const inserted = await tx
      .insert(newsletterSubscriber)
      .values({ email: address, token: newToken(), subscribedAt: at })
      .onConflictDoUpdate({
        target: newsletterSubscriber.email,
        // Only a past subscriber, or an address a bot left, comes back; an active one is left as is.
        set: { subscribedAt: at, unsubscribedAt: null, spam: false },
        setWhere: sql`${newsletterSubscriber.unsubscribedAt} is not null or ${newsletterSubscriber.spam}`,
      })
      .returning({ token: newsletterSubscriber.token });
    // A reader who asks to be contacted is a lead, even when already subscribed.
    if (meta.contactMe) await newsletterLead(tx, address, at);
    const row = inserted[0];
    if (!row) return { created: false };

    const to = env().MAIL_TO;
    const date = formatFrenchDateTime(at);
    const message = `Nouvelle inscription à la newsletter\u00a0: ${address}${meta.contactMe ? ". Souhaite être contacté(e) pour un projet." : ""}`;
    const notification = renderEmail({
      subject: `Nouvelle inscription à la newsletter — ${address}`,
      heading: "Nouvelle inscription à la newsletter",
      blocks: [
        { type: "paragraph", text: message },
        {
          type: "details",
          rows: [
            ["Adresse", address],
            ["Date", date],
            ...(meta.contactMe ? [["Demande", "Souhaite être contacté(e) pour un projet"]] : []),
          ] as [string, string][],
        },
      ],
    });
    await enqueueEmail(
      {
        ...notification,
        kind: "newsletter-notification",
        to,
        template: {
          id: "notification",
          params: { user_email: address, to_email: to, from_name: company.name, message, date },
        },
      },
      tx,
    );

    const link = unsubscribeUrl(row.token);
    const welcomeText = `Merci pour votre inscription à la newsletter de ${company.name}. Au plus une fois par mois, vous recevrez nos nouveaux articles, nos conseils et nos offres.`;
    const welcome = renderEmail({
      subject: `Bienvenue dans la newsletter de ${company.name}`,
      heading: "Bienvenue\u00a0!",
      blocks: [
        { type: "paragraph", text: welcomeText },
        {
          type: "paragraph",
          text: "Vous pouvez vous désabonner à tout moment, en un clic, grâce au lien ci-dessous, présent dans chacun de nos envois.",
        },
        { type: "button", label: "Se désabonner", href: link },
      ],
      footerNote: `Vous recevez cet e-mail parce que l'adresse ${address} a été inscrite sur notre site.`,
    });
    await enqueueEmail(
      {
        ...welcome,
        kind: "newsletter-welcome",
        to: address,
        headers: listUnsubscribeHeaders(row.token),
        template: {
          id: "notification",
          params: {
            to_email: address,
            from_name: company.name,
            message: `${welcomeText} Pour vous désabonner\u00a0: ${link}`,
            date,
          },
        },
      },
      tx,
    );
    return { created: true };
  });
}

/** The subscriber behind an unsubscribe link, if the link is valid. */
export async function findByToken(token: string) {
  if (!token || token.length > 100) return null;
  const [row] = await db()
    .select()
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.token, token));
  return row ?? null;
}

/** Marks the address as unsubscribed; harmless when it already is. */
export async function unsubscribe(token: string, at = new Date()): Promise<string | null> {
  const row = await findByToken(token);
  if (!row) return null;
  await db()
    .update(newsletterSubscriber)
    .set({ unsubscribedAt: at })
    .where(and(eq(newsletterSubscriber.id, row.id), isNull(newsletterSubscriber.unsubscribedAt)));
  return row.email;
}
