import { formatFcfa } from "#app/lib/money.ts";
import { CURRENCIES, formatMoney, type Currency, type Language } from "#app/lib/currency.ts";
import { formatDateEn } from "#app/lib/dates-en.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import { moneyOf, type QuoteInvoiceSnapshot } from "#app/features/documents/snapshot.ts";
import type { EmailBlock } from "#app/features/mail/templates.server.ts";

// The reminder's wording (docs/product.md, « Factures en retard et relances »):
// what is still owed, since when, and how to pay, from the invoice's snapshot.

export type ReminderFacts = {
  snapshot: QuoteInvoiceSnapshot;
  /** « Reste à payer », in whole francs. */
  balance: number;
  paidTotal: number;
  creditedTotal: number;
  /** Days past the due date (0 or less: not late yet). */
  daysLate: number;
  /** The invoice's private page (ADR 027): read it, see what is paid, pay online. */
  link?: string;
};

export type ReminderMessage = {
  /** English for an English invoice (ADR 055); French when absent. */
  language?: Language;
  subject: string;
  heading: string;
  blocks: EmailBlock[];
  footerNote: string;
};

/** « 3 jours », « 1 jour ». */
export function days(n: number): string {
  return `${n}\u00a0jour${n > 1 ? "s" : ""}`;
}

/** The reminder's first sentence: which invoice, due when, how late (also its WhatsApp text). */
function reminderIntroFr(f: Pick<ReminderFacts, "snapshot" | "daysLate">): string {
  const s = f.snapshot;
  const due = s.payment?.dueOn ?? s.issuedOn;
  const invoice = `notre facture n°\u00a0${s.number} du ${printedDay(s.issuedOn)} pour «\u00a0${s.project.title}\u00a0»`;
  return f.daysLate > 0
    ? `Sauf erreur de notre part, ${invoice}, arrivée à échéance le ${printedDay(due)}, n'est pas encore entièrement réglée\u00a0: elle a ${days(f.daysLate)} de retard.`
    : `Nous nous permettons de vous rappeler que ${invoice} est à régler au plus tard le ${printedDay(due)}.`;
}

function reminderMessageFr(f: ReminderFacts): ReminderMessage {
  const s = f.snapshot;
  const due = s.payment?.dueOn ?? s.issuedOn;
  const intro = reminderIntroFr(f);
  const { currency } = moneyOf(s);
  const amounts: [string, string][] = [
    ["Facture", s.number],
    // The invoice's own currency; what is paid and owed is the ledger's, in francs (ADR 055).
    [
      s.vatPercentage !== null ? "Montant TTC" : "Montant",
      formatMoney(s.totals.totalTTC, currency, "fr"),
    ],
  ];
  if (s.xofTotal !== undefined) amounts.push(["Contre-valeur", formatFcfa(s.xofTotal)]);
  if (f.paidTotal > 0) amounts.push(["Déjà réglé", formatFcfa(f.paidTotal)]);
  if (f.creditedTotal > 0) amounts.push(["Avoirs", formatFcfa(f.creditedTotal)]);
  amounts.push(["Reste à payer", formatFcfa(f.balance)]);
  amounts.push(["Échéance", printedDay(due)]);
  if (f.daysLate > 0) amounts.push(["Retard", days(f.daysLate)]);
  const blocks: EmailBlock[] = [
    { type: "paragraph", text: "Bonjour," },
    { type: "paragraph", text: intro },
    { type: "details", rows: amounts },
  ];
  if (f.link) blocks.push({ type: "button", label: "Consulter la facture en ligne", href: f.link });
  const pay = s.payment?.details;
  if (pay) {
    blocks.push({
      type: "paragraph",
      text: `Merci de bien vouloir régler ${formatFcfa(f.balance)} par l'un des moyens ci-dessous, en indiquant le numéro de la facture en référence\u00a0:`,
    });
    blocks.push({
      type: "details",
      rows: [
        ["Virement", `${pay.bank.name}, au nom de ${pay.bank.holder}`],
        ["RIB", pay.bank.rib],
        ["IBAN", pay.bank.iban],
        ["BIC", pay.bank.bic],
        ...mobileMoneyRows(pay, currency),
      ],
    });
  }
  blocks.push({
    type: "paragraph",
    text: "Si vous avez réglé cette facture entre-temps, merci de ne pas tenir compte de ce message. Pour toute question, il vous suffit de répondre à cet e-mail.",
  });
  blocks.push({
    type: "paragraph",
    text: `Cordialement,\n${s.company.name}\n${s.company.phones[0] ?? ""}`.trim(),
  });
  return {
    // Before the due date (by hand) it is a reminder of the date, not of a delay.
    subject: `${f.daysLate > 0 ? "Relance" : "Rappel"} — Facture ${s.number} — ${s.company.name}`,
    heading: `Facture ${s.number}\u00a0: reste à payer ${formatFcfa(f.balance)}`,
    blocks,
    footerNote: `La facture ${s.number} est jointe à ce message au format PDF.`,
  };
}

/** Wave and Orange Money take francs CFA only (ADR 055): no such rows for EUR or USD. */
function mobileMoneyRows(
  pay: { wave: string; orangeMoney: string },
  currency: Currency,
): [string, string][] {
  return CURRENCIES[currency].mobileMoney
    ? [
        ["Wave", pay.wave],
        ["Orange Money", pay.orangeMoney],
      ]
    : [];
}

/** An English invoice's reminder (issue 35 §6, ADR 055): the same facts, in English. */
function reminderIntroEn(f: Pick<ReminderFacts, "snapshot" | "daysLate">): string {
  const s = f.snapshot;
  const due = formatDateEn(s.payment?.dueOn ?? s.issuedOn);
  const invoice = `our invoice no. ${s.number} of ${formatDateEn(s.issuedOn)} for “${s.project.title}”`;
  return f.daysLate > 0
    ? `Unless we are mistaken, ${invoice}, due on ${due}, has not yet been paid in full: it is ${daysEn(f.daysLate)} overdue.`
    : `We would like to remind you that ${invoice} is due no later than ${due}.`;
}

function daysEn(n: number): string {
  return `${n} day${n > 1 ? "s" : ""}`;
}

function reminderMessageEn(f: ReminderFacts): ReminderMessage {
  const s = f.snapshot;
  const { currency } = moneyOf(s);
  const xof = (n: number) => formatMoney(n, "XOF", "en");
  const amounts: [string, string][] = [
    ["Invoice", s.number],
    [
      s.vatPercentage !== null ? "Amount incl. VAT" : "Amount",
      formatMoney(s.totals.totalTTC, currency, "en"),
    ],
  ];
  if (s.xofTotal !== undefined) amounts.push(["Equivalent", xof(s.xofTotal)]);
  if (f.paidTotal > 0) amounts.push(["Already paid", xof(f.paidTotal)]);
  if (f.creditedTotal > 0) amounts.push(["Credit notes", xof(f.creditedTotal)]);
  amounts.push(["Balance due", xof(f.balance)]);
  amounts.push(["Due date", formatDateEn(s.payment?.dueOn ?? s.issuedOn)]);
  if (f.daysLate > 0) amounts.push(["Overdue", daysEn(f.daysLate)]);
  const blocks: EmailBlock[] = [
    { type: "paragraph", text: "Hello," },
    { type: "paragraph", text: reminderIntroEn(f) },
    { type: "details", rows: amounts },
  ];
  if (f.link) blocks.push({ type: "button", label: "View the invoice online", href: f.link });
  const pay = s.payment?.details;
  if (pay) {
    blocks.push({
      type: "paragraph",
      text: `Please pay the balance by bank transfer, quoting the invoice number as reference:`,
    });
    blocks.push({
      type: "details",
      rows: [
        ["Bank", `${pay.bank.name}, account holder ${pay.bank.holder}`],
        ["IBAN", pay.bank.iban],
        ["BIC/SWIFT", pay.bank.bic],
        ...mobileMoneyRows(pay, currency),
      ],
    });
  }
  blocks.push({
    type: "paragraph",
    text: "If you have paid this invoice in the meantime, please disregard this message. For any question, simply reply to this e-mail.",
  });
  blocks.push({
    type: "paragraph",
    text: `Best regards,\n${s.company.name}\n${s.company.phones[0] ?? ""}`.trim(),
  });
  return {
    subject: `${f.daysLate > 0 ? "Overdue" : "Reminder"} — Invoice ${s.number} — ${s.company.name}`,
    heading: `Invoice ${s.number}: balance due ${xof(f.balance)}`,
    blocks,
    footerNote: `Invoice ${s.number} is attached to this message as a PDF.`,
    language: "en",
  };
}

/** The reminder's words, by the invoice's language. */
const REMINDER_TEXTS: Record<
  Language,
  { intro: typeof reminderIntroFr; message: typeof reminderMessageFr }
> = {
  fr: { intro: reminderIntroFr, message: reminderMessageFr },
  en: { intro: reminderIntroEn, message: reminderMessageEn },
};

/** The reminder's first sentence: which invoice, due when, how late (also its WhatsApp text). */
export function reminderIntro(f: Pick<ReminderFacts, "snapshot" | "daysLate">): string {
  return REMINDER_TEXTS[moneyOf(f.snapshot).language].intro(f);
}

/** The reminder e-mail, in the invoice's language. */
export function reminderMessage(f: ReminderFacts): ReminderMessage {
  return REMINDER_TEXTS[moneyOf(f.snapshot).language].message(f);
}

/**
 * Where a reminder goes, as the card says it (ADR 045): « à <email> », « par WhatsApp au
 * <numéro> » (the client prefers WhatsApp; the email only if it fails) or both.
 */
export function reminderRecipient(
  email: string,
  whatsapp: { display: string; only: boolean } | null,
): string {
  if (!whatsapp) return `à ${email}`;
  if (whatsapp.only) return `par WhatsApp au ${whatsapp.display}`;
  return `à ${email} et par WhatsApp au ${whatsapp.display}`;
}
