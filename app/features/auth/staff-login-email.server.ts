import { company } from "#app/features/settings/current.server.ts";
import { env } from "#app/config/env.server.ts";
import { enqueueEmail } from "#app/features/mail/outbox.server.ts";
import { renderEmail } from "#app/features/mail/templates.server.ts";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import type { SessionUser } from "./roles.ts";

/** The firm is told of each studio sign-in (docs/product.md §7); a failure is only logged. */
export async function queueStaffLoginNotification(user: SessionUser, at = new Date()) {
  try {
    const loginTime = formatFrenchDateTime(at);
    const userName = user.username ?? user.email;
    const userConnected = `${user.name} (${userName}) est connecté à l'espace Devis & Factures pour générer un devis ou une facture.`;
    const content = renderEmail({
      subject: `Connexion à l'espace Devis & Factures — ${company.name}`,
      heading: "Nouvelle connexion à l'espace Devis & Factures",
      blocks: [
        { type: "paragraph", text: userConnected },
        {
          type: "details",
          rows: [
            ["Utilisateur", userName],
            ["Date", loginTime],
          ],
        },
        {
          type: "paragraph",
          text: "Si cette connexion ne vient pas de votre équipe, changez sans attendre le mot de passe du compte du personnel.",
        },
      ],
    });
    await enqueueEmail({
      ...content,
      kind: "staff-login",
      to: env().MAIL_TO,
      template: {
        id: "notification",
        params: {
          to_email: env().MAIL_TO,
          user_name: userName,
          login_time: loginTime,
          user_connected: userConnected,
        },
      },
    });
  } catch (error) {
    logger().error({ err: error }, "staff login notification not queued");
  }
}
