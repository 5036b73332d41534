import { company } from "#app/features/settings/current.server.ts";
import { enqueueEmail } from "#app/features/mail/outbox.server.ts";
import { renderEmail } from "#app/features/mail/templates.server.ts";

type Recipient = { email: string; name: string };

/** An account's email that carries one link: a sentence, the link's button, its terms (through the outbox). */
async function queueLinkEmail(
  user: Recipient,
  url: string,
  email: {
    kind: string;
    subject: string;
    heading: string;
    text: string;
    button: string;
    terms: string;
  },
) {
  const content = renderEmail({
    subject: `${email.subject} — ${company.name}`,
    heading: email.heading,
    blocks: [
      { type: "paragraph", text: email.text },
      { type: "button", label: email.button, href: url },
      { type: "paragraph", text: email.terms },
    ],
  });
  await enqueueEmail({
    ...content,
    kind: email.kind,
    to: user.email,
    template: {
      id: "notification",
      params: { to_email: user.email, from_name: company.name, message: `${email.text} ${url}` },
    },
  });
}

/** The link that confirms an address, sent at sign-up. */
export function queueVerificationEmail(user: Recipient, url: string) {
  return queueLinkEmail(user, url, {
    kind: "account-verification",
    subject: "Confirmez votre adresse e-mail",
    heading: "Confirmez votre adresse e-mail",
    text: `Bonjour ${user.name}, merci d'avoir créé votre compte sur le site de ${company.name}. Confirmez votre adresse e-mail pour pouvoir vous connecter.`,
    button: "Confirmer mon adresse",
    terms: "Ce lien est valable 24 heures. Si vous n'avez pas créé de compte, ignorez ce message.",
  });
}

/** A single-use, expiring reset link. */
export function queueResetPasswordEmail(user: Recipient, url: string) {
  return queueLinkEmail(user, url, {
    kind: "account-reset",
    subject: "Réinitialisation de votre mot de passe",
    heading: "Choisissez un nouveau mot de passe",
    text: `Bonjour ${user.name}, une réinitialisation du mot de passe de votre compte ${company.name} a été demandée.`,
    button: "Choisir un nouveau mot de passe",
    terms:
      "Ce lien ne sert qu'une fois et expire dans une heure. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message\u00a0: votre mot de passe reste inchangé.",
  });
}
