import { company } from "#app/features/settings/current.server.ts";
import { enqueueEmail } from "#app/features/mail/outbox.server.ts";
import { renderEmail } from "#app/features/mail/templates.server.ts";

type Recipient = { email: string; name: string };

/** The link that confirms an address, sent at sign-up (through the outbox). */
export async function queueVerificationEmail(user: Recipient, url: string) {
  const text = `Bonjour ${user.name}, merci d'avoir créé votre compte sur le site de ${company.name}. Confirmez votre adresse e-mail pour pouvoir vous connecter.`;
  const content = renderEmail({
    subject: `Confirmez votre adresse e-mail — ${company.name}`,
    heading: "Confirmez votre adresse e-mail",
    blocks: [
      { type: "paragraph", text },
      { type: "button", label: "Confirmer mon adresse", href: url },
      {
        type: "paragraph",
        text: "Ce lien est valable 24 heures. Si vous n'avez pas créé de compte, ignorez ce message.",
      },
    ],
  });
  await enqueueEmail({
    ...content,
    kind: "account-verification",
    to: user.email,
    template: {
      id: "notification",
      params: { to_email: user.email, from_name: company.name, message: `${text} ${url}` },
    },
  });
}

/** A single-use, expiring reset link (through the outbox). */
export async function queueResetPasswordEmail(user: Recipient, url: string) {
  const text = `Bonjour ${user.name}, une réinitialisation du mot de passe de votre compte ${company.name} a été demandée.`;
  const content = renderEmail({
    subject: `Réinitialisation de votre mot de passe — ${company.name}`,
    heading: "Choisissez un nouveau mot de passe",
    blocks: [
      { type: "paragraph", text },
      { type: "button", label: "Choisir un nouveau mot de passe", href: url },
      {
        type: "paragraph",
        text: "Ce lien ne sert qu'une fois et expire dans une heure. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message\u00a0: votre mot de passe reste inchangé.",
      },
    ],
  });
  await enqueueEmail({
    ...content,
    kind: "account-reset",
    to: user.email,
    template: {
      id: "notification",
      params: { to_email: user.email, from_name: company.name, message: `${text} ${url}` },
    },
  });
}
