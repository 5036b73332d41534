import { printedDay } from "#app/features/documents/numbering.ts";
import type { Language } from "#app/lib/currency.ts";
import { formatDateEn } from "#app/lib/dates-en.ts";
import type { ClosedReason } from "./closed.ts";

// The words of the client's answer pages and acceptance block, in the quote's language
// (ADR 055): an English quote is accepted on an English page. One table per language,
// so a word added to French and not to English fails to compile.

const NBSP = "\u00a0";

export type AnswerWords = {
  /** The pages' `lang`. */
  lang: Language;
  /** « 01/12/2026 », « 1 December 2026 ». */
  day: (isoDay: string) => string;
  quoteNo: (number: string) => string;
  clientLink: string;
  summary: { client: string; project: string; total: string; validUntil: string };
  back: string;
  optional: string;
  thanks: string;
  accept: {
    title: string;
    done: (number: string) => string;
    submit: string;
    other: string;
    name: string;
    role: string;
    agree: (number: string, total: string) => string;
    signature: string;
    signatureHelp: string;
    clear: string;
  };
  refuse: {
    title: string;
    done: (number: string) => string;
    submit: string;
    other: string;
    name: string;
    reason: string;
  };
  /** The field errors of the accept form, by field (schemas.ts writes them in French). */
  errors: { name: string; role: string; agree: string; signature: string; reason: string };
  block: {
    title: string;
    /** « Accepté en ligne le … à … (heure de Dakar) », « par », « empreinte »: the name between. */
    sentence: (day: string, time: string) => [string, string, string];
    signatureOf: (name: string) => string;
    fingerprint: string;
  };
  closed: (
    reason: ClosedReason,
    quote: { number: string; validUntil: string | null } | null,
  ) => { title: string; text: string };
};

const FRENCH: AnswerWords = {
  lang: "fr",
  day: printedDay,
  quoteNo: (n) => `Devis n°${NBSP}${n}`,
  clientLink: "Lien client",
  summary: {
    client: "Client",
    project: "Projet",
    total: "Montant TTC",
    validUntil: "Valable jusqu'au",
  },
  back: "Revenir au devis",
  optional: "(facultatif)",
  thanks: `Merci${NBSP}!`,
  accept: {
    title: "Bon pour accord",
    done: (n) =>
      `Votre accord sur le devis n°${NBSP}${n} est enregistré. Un e-mail de confirmation, avec le devis accepté en PDF, part à l'adresse indiquée sur le devis.`,
    submit: "Accepter le devis",
    other: "Refuser le devis",
    name: "Nom et prénom",
    role: "Fonction",
    agree: (n, total) =>
      `J'accepte le devis n°${NBSP}${n} d'un montant de ${total} TTC et ses conditions`,
    signature: "Signature",
    signatureHelp: "Signez dans le cadre, au doigt, au stylet ou à la souris.",
    clear: "Effacer",
  },
  refuse: {
    title: "Refuser le devis",
    done: (n) =>
      `Votre refus du devis n°${NBSP}${n} est enregistré et nous en sommes informés. Merci d'avoir pris le temps de nous répondre.`,
    submit: "Refuser le devis",
    other: "Accepter le devis",
    name: "Nom et prénom",
    reason: "Motif",
  },
  // French keeps the schema's own messages (route.server.ts leaves them as they are).
  errors: { name: "", role: "", agree: "", signature: "", reason: "" },
  block: {
    title: "Bon pour accord",
    sentence: (day, time) => [
      `Accepté en ligne le ${day} à ${time} (heure de Dakar)`,
      "par",
      "empreinte",
    ],
    signatureOf: (name) => `Signature de ${name}`,
    fingerprint: "L'empreinte SHA-256 identifie le devis exact qui a été accepté.",
  },
  closed: closedFr,
};

const ENGLISH: AnswerWords = {
  lang: "en",
  day: formatDateEn,
  quoteNo: (n) => `Quotation no. ${n}`,
  clientLink: "Client link",
  summary: {
    client: "Client",
    project: "Project",
    total: "Amount incl. VAT",
    validUntil: "Valid until",
  },
  back: "Back to the quotation",
  optional: "(optional)",
  thanks: "Thank you!",
  accept: {
    title: "Approval of the quotation",
    done: (n) =>
      `Your approval of quotation no. ${n} is recorded. A confirmation e-mail, with the approved quotation as a PDF, is on its way to the address given on the quotation.`,
    submit: "Accept the quotation",
    other: "Decline the quotation",
    name: "Full name",
    role: "Position",
    agree: (n, total) => `I accept quotation no. ${n} for ${total} incl. VAT and its terms`,
    signature: "Signature",
    signatureHelp: "Sign in the box with your finger, a stylus or the mouse.",
    clear: "Clear",
  },
  refuse: {
    title: "Decline the quotation",
    done: (n) =>
      `Your decision to decline quotation no. ${n} is recorded and we have been told. Thank you for taking the time to reply.`,
    submit: "Decline the quotation",
    other: "Accept the quotation",
    name: "Full name",
    reason: "Reason",
  },
  errors: {
    name: "Please give your full name.",
    role: "Position: 120 characters at most.",
    agree: "Tick the box « I accept quotation… » to give your approval.",
    signature: "The drawn signature could not be read: clear it and sign again.",
    reason: "Reason: 2,000 characters at most.",
  },
  block: {
    title: "Approved",
    sentence: (day, time) => [
      `Approved online on ${day} at ${time} (Dakar time)`,
      "by",
      "SHA-256 fingerprint",
    ],
    signatureOf: (name) => `Signature of ${name}`,
    fingerprint: "The SHA-256 fingerprint identifies the exact quotation that was approved.",
  },
  closed: (reason, quote) => {
    const n = quote?.number ?? "";
    switch (reason) {
      case "not-quote":
        return {
          title: "Nothing to approve",
          text: "This document is not a quotation: it cannot be accepted or declined online.",
        };
      case "accepted":
        return {
          title: "Quotation already accepted",
          text: `Quotation no. ${n} has already been accepted: it cannot be accepted or declined again.`,
        };
      case "refused":
        return {
          title: "Quotation declined",
          text: `Quotation no. ${n} was declined: it can no longer be accepted. Write to us if you have changed your mind, and we will make you a new one.`,
        };
      case "expired":
        return {
          title: "Quotation expired",
          text: `Quotation no. ${n} was valid until ${formatDateEn(quote?.validUntil ?? "")}: it can no longer be accepted online. Write to us for a new one.`,
        };
      case "closed":
        return {
          title: "Quotation closed",
          text: `Quotation no. ${n} can no longer be accepted or declined online.`,
        };
    }
  },
};

function closedFr(
  reason: ClosedReason,
  quote: { number: string; validUntil: string | null } | null,
): { title: string; text: string } {
  const n = quote?.number ?? "";
  switch (reason) {
    case "not-quote":
      return {
        title: "Rien à accepter",
        text: `Ce document n'est pas un devis${NBSP}: il ne s'accepte ni ne se refuse en ligne.`,
      };
    case "accepted":
      return {
        title: "Devis déjà accepté",
        text: `Le devis n°${NBSP}${n} a déjà été accepté${NBSP}: il ne peut plus être accepté ni refusé de nouveau.`,
      };
    case "refused":
      return {
        title: "Devis refusé",
        text: `Le devis n°${NBSP}${n} a été refusé${NBSP}: il ne peut plus être accepté. Écrivez-nous si vous avez changé d'avis, nous vous en établirons un nouveau.`,
      };
    case "expired":
      return {
        title: "Devis expiré",
        text: `Le devis n°${NBSP}${n} était valable jusqu'au ${printedDay(quote?.validUntil ?? "")}${NBSP}: il ne peut plus être accepté en ligne. Écrivez-nous pour en recevoir un nouveau.`,
      };
    case "closed":
      return {
        title: "Devis clos",
        text: `Le devis n°${NBSP}${n} ne peut plus être accepté ni refusé en ligne.`,
      };
  }
}

export const ANSWER_WORDS: Record<Language, AnswerWords> = { fr: FRENCH, en: ENGLISH };

/** An answer page's title in the quote's language (ADR 055) beside the firm's name; never indexed. */
export function answerMeta(answer: "accept" | "refuse", site: string, language: Language = "fr") {
  return [
    { title: `${ANSWER_WORDS[language][answer].title} — ${site}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
