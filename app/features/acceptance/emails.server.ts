import { company } from "#app/features/settings/current.server.ts";
import { env, publicOrigin } from "#app/config/env.server.ts";
import type { Db } from "#app/db/db.server.ts";
import { firmTotal } from "./firm-total.ts";
import type { AcceptanceAnnex } from "#app/features/documents/acceptance-annex.ts";
import { acceptanceSentence, acceptedWhen } from "#app/features/wording/acceptance-sentence.ts";
import { enqueueEmail } from "#app/features/mail/outbox.server.ts";
import { renderEmail, type EmailContent } from "#app/features/mail/templates.server.ts";
import { moneyOf } from "#app/features/documents/snapshot.ts";
import { formatMoney, type Language } from "#app/lib/currency.ts";
import { enqueueWhatsapp } from "#app/features/whatsapp/jobs.server.ts";
import { whatsappRouteOf } from "#app/features/whatsapp/preference.server.ts";
import type { AnswerSource, QuoteToAnswer } from "./acceptance.server.ts";

// The emails of an answer, queued in the transaction that records it (ADR 003): the
// firm is told of an acceptance or a refusal; the client gets a confirmation of an
// acceptance with the accepted PDF.

type Executor = Pick<Db, "insert" | "select">;

function staffPage(number: string): string {
  return `${publicOrigin()}/documents/${encodeURIComponent(number)}`;
}

function whenText(at: Date): string {
  const { day, time } = acceptedWhen(at);
  return `${day} à ${time} (heure de Dakar)`;
}

export async function acceptedEmails(
  tx: Executor,
  input: {
    quote: QuoteToAnswer;
    annex: AcceptanceAnnex;
    source: AnswerSource;
    pdfId: string;
    now: Date;
    /** The quote's private link, where the client finds it again. */
    link: string;
  },
): Promise<{ whatsappId: string; to: string } | undefined> {
  const { quote, annex, source } = input;
  const at = new Date(annex.at);
  const total = firmTotal(quote);
  const firm = renderEmail({
    subject: `Devis ${quote.number} accepté en ligne par ${annex.name}`,
    heading: `Devis ${quote.number} accepté en ligne`,
    blocks: [
      {
        type: "paragraph",
        text: `${annex.name} a accepté en ligne le devis n° ${quote.number} de ${quote.clientName} (${quote.project}), d'un montant de ${total} TTC. Le devis est désormais « Accepté » et verrouillé.`,
      },
      {
        type: "details",
        rows: [
          ["Devis", quote.number],
          ["Client", quote.clientName],
          ["Montant TTC", total],
          ["Accepté par", annex.name],
          ...(annex.role ? ([["Fonction", annex.role]] as [string, string][]) : []),
          ["Le", whenText(at)],
          ["Signature dessinée", annex.signature ? "oui" : "non"],
          ["Adresse IP", source.ip],
          ["Navigateur", source.userAgent || "inconnu"],
          ["Empreinte SHA-256", annex.fingerprint],
        ],
      },
      { type: "button", label: "Ouvrir le devis", href: staffPage(quote.number) },
    ],
  });
  await enqueueEmail({ kind: "quote-accepted-firm", to: env().MAIL_TO, ...firm }, tx);
  // The client's confirmation by WhatsApp Business (ADR 045) when their preference and the
  // firm's setting « Confirmation d'accord » say so; alone, its email is the fallback.
  const whatsapp = await whatsappRouteOf(tx, quote.id, quote.snapshot.client.phone, "acceptance");
  // In the quote's language (ADR 055): an English quote's client reads English.
  const language = moneyOf(quote.snapshot).language;
  const client = quote.clientEmail ? CLIENT_CONFIRMATION[language](quote, annex, total) : null;
  const email = client
    ? {
        kind: "quote-accepted-client",
        to: quote.clientEmail!,
        replyTo: company.emails.commercial,
        ...client,
      }
    : null;
  if (email && !whatsapp?.only) await enqueueEmail({ ...email, attachmentIds: [input.pdfId] }, tx);
  if (!whatsapp) return undefined;
  const whatsappId = await enqueueWhatsapp(
    {
      documentId: quote.id,
      purpose: "acceptance",
      to: whatsapp.digits,
      params: [
        quote.clientName,
        `nous avons bien reçu votre accord sur le devis n°\u00a0${quote.number} (${quote.project}), d'un montant de ${total} TTC. Le devis accepté est joint\u00a0; il reste consultable ici\u00a0:`,
        input.link,
      ],
      attachmentId: input.pdfId,
      fallback: whatsapp.only ? email : null,
    },
    input.now,
    tx,
  );
  return { whatsappId, to: whatsapp.display };
}

/** The client's confirmation of an acceptance, by the quote's language. */
const CLIENT_CONFIRMATION: Record<
  Language,
  (quote: QuoteToAnswer, annex: AcceptanceAnnex, total: string) => EmailContent
> = {
  fr: clientConfirmationFr,
  en: (quote, annex) => {
    const { currency } = moneyOf(quote.snapshot);
    const amount = formatMoney(quote.snapshot.totals.totalTTC, currency, "en");
    const vat = quote.snapshot.vatPercentage !== null ? " incl. VAT" : "";
    return renderEmail({
      language: "en",
      subject: `Your approval of quotation ${quote.number} — ${company.name}`,
      heading: "Thank you for your approval",
      blocks: [
        {
          type: "paragraph",
          text: `Hello,\n\nWe have received your approval of quotation no. ${quote.number} (${quote.project}), amounting to ${amount}${vat}. The approved quotation is attached to this message as a PDF; it bears the record of your approval.`,
        },
        {
          type: "quote",
          text: acceptanceSentence(annex, "en"),
        },
        {
          type: "paragraph",
          text: `We will be in touch very soon about the next steps. For any question, simply reply to this message.\n\nThe ${company.name} team`,
        },
      ],
      footerNote: `The approved quotation ${quote.number} is attached to this message as a PDF.`,
    });
  },
};

function clientConfirmationFr(quote: QuoteToAnswer, annex: AcceptanceAnnex, total: string) {
  return renderEmail({
    subject: `Votre accord sur le devis ${quote.number} — ${company.name}`,
    heading: "Merci pour votre accord",
    blocks: [
      {
        type: "paragraph",
        text: `Bonjour,\n\nNous avons bien reçu votre accord sur le devis n° ${quote.number} (${quote.project}), d'un montant de ${total} TTC. Le devis accepté est joint à ce message au format PDF\u00a0; il porte la mention de votre acceptation.`,
      },
      { type: "quote", text: acceptanceSentence(annex) },
      {
        type: "paragraph",
        text: `Nous revenons vers vous très vite pour la suite. Pour toute question, répondez simplement à ce message.\n\nL'équipe ${company.name}`,
      },
    ],
    footerNote: `Le devis ${quote.number} accepté est joint à ce message au format PDF.`,
  });
}

export async function refusedEmail(
  tx: Executor,
  input: {
    quote: QuoteToAnswer;
    byName: string;
    reason: string;
    at: Date;
    source: AnswerSource;
  },
) {
  const { quote } = input;
  const firm = renderEmail({
    subject: `Devis ${quote.number} refusé en ligne`,
    heading: `Devis ${quote.number} refusé en ligne`,
    blocks: [
      {
        type: "paragraph",
        text: `Le devis n° ${quote.number} de ${quote.clientName} (${quote.project}), d'un montant de ${firmTotal(quote)} TTC, a été refusé en ligne par ${input.byName}.`,
      },
      ...(input.reason
        ? [{ type: "quote" as const, text: input.reason }]
        : [{ type: "paragraph" as const, text: "Aucun motif n'a été donné." }]),
      {
        type: "details",
        rows: [
          ["Le", whenText(input.at)],
          ["Adresse IP", input.source.ip],
          ["Navigateur", input.source.userAgent || "inconnu"],
        ],
      },
      { type: "button", label: "Ouvrir le devis", href: staffPage(quote.number) },
    ],
  });
  await enqueueEmail({ kind: "quote-refused-firm", to: env().MAIL_TO, ...firm }, tx);
}
