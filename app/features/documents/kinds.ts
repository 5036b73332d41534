import type { Permission } from "#app/features/auth/permissions.ts";
import type { DisplayStatus } from "./status.ts";

// Every kind of document the register holds, declared once (ADR 036): what varies by
// kind and is plain data. `DocumentKind` is this table's keys, so a kind added here is
// a kind everywhere. What a layer does differently by kind is a table typed by every
// kind (`ByKind`, snapshot.ts), which the compiler then lists as incomplete: the print
// page (print/render.ts), the PDF (print/pdf/draw.server.tsx), the words of a priced
// document (wording/priced-words.ts), the mail (send-message.ts), the register's columns
// (register-types.ts), the client's page (portal/components/client-page.tsx). A
// question that depends on the kind (« can it be paid? ») is a property here, asked
// with `kindIs`, never a comparison with a kind's name.

type KindSpec = {
  /** The number's prefix (docs/product.md §3): DEVIS-2026-11-22-1405. */
  prefix: string;
  /** Its name on its page, in the register, the exports and the client book: « Avoir ». */
  label: string;
  /** The register's « Type » filter: « Factures ». */
  plural: string;
  /** Its name as printed, in the email's subject and the PDF's properties: « Facture d'avoir ». */
  title: string;
  /** The article before its label in lower case: « L'avoir AVOIR-… » (the integrity report). */
  article: "Le " | "La " | "L'";
  /**
   * Its title's gender (« la facture d'avoir »): the participles of its history and of
   * « Générer » agree with it, « Émise le … », « Consultée par le client ».
   */
  feminine: boolean;
  /** The statuses it can show, in the order of its life, with their labels (the filters). */
  statuses: Partial<Record<DisplayStatus, string>>;
  /** The kinds made from it: a quote's invoices (converted, deposit, balance), an invoice's credit notes. */
  becomes: readonly string[];
  /** Who may issue and send it (permissions.ts). */
  permission: Extract<Permission, "quotes.issue" | "invoices.issue" | "credit-notes">;
  /** The form « Dupliquer » opens with a copy; null: it is never duplicated. */
  createPage: string | null;
  /**
   * A client, a project, lines and totals: every kind but the technical proposal. The
   * register shows the project under the client; the pages show the lines.
   */
  priced: boolean;
  /**
   * Owed by the client: paid by payments, reminded, credited, cancelled by a credit note,
   * paid online; the register's « Reste à payer ».
   */
  payable: boolean;
  /** Accepted or refused by the client, on its page (ADR 028) or as the staff mark it. */
  answerable: boolean;
  /** Has a page of its own for the client, /d/<token>, and its link (ADR 027). */
  clientPage: boolean;
  /** Which footer of the settings it prints (ADR 033), if any. */
  footer: "quoteFooter" | "invoiceFooter" | null;
  /**
   * Its entry in the sales journal (ADR 047); null: not an accounting document. `sign` 1
   * is written as an invoice (411 debited), -1 the same entry reversed; `corrects`: it is
   * made on an invoice that it names, whose account (706, or 4191 for a deposit
   * invoice) it takes, rather than its own billing's.
   */
  salesJournal: { sign: 1 | -1; corrects: boolean } | null;
  /** The last row of its totals, with and without VAT; null when it has no totals. */
  grandTotal: { vat: string; plain: string } | null;
  /** What precedes the total in words: « Arrêté le présent devis à la somme de ». */
  inWords: string | null;
  /**
   * Its EN 16931 type code (BT-3) when it downloads as a structured e-invoice (ADR 051):
   * 380 invoice (a deposit invoice says 386), 381 credit note; null: not an invoice.
   */
  einvoiceTypeCode: "380" | "381" | null;
};

export const DOCUMENT_KINDS = {
  quote: {
    prefix: "DEVIS",
    label: "Devis",
    plural: "Devis",
    title: "Devis",
    article: "Le ",
    feminine: false,
    statuses: {
      issued: "Émis",
      sent: "Envoyé",
      accepted: "Accepté",
      refused: "Refusé",
      expired: "Expiré",
    },
    becomes: ["invoice"],
    permission: "quotes.issue",
    createPage: "/create-quote",
    priced: true,
    payable: false,
    answerable: true,
    clientPage: true,
    footer: "quoteFooter",
    salesJournal: null,
    grandTotal: { vat: "Total TTC", plain: "Total" },
    inWords: "Arrêté le présent devis à la somme de",
    einvoiceTypeCode: null,
  },
  invoice: {
    prefix: "FACT",
    label: "Facture",
    plural: "Factures",
    title: "Facture",
    article: "La ",
    feminine: true,
    statuses: {
      issued: "Émise",
      sent: "Envoyée",
      partial: "Partiellement payée",
      overdue: "En retard",
      paid: "Payée",
      cancelled: "Annulée",
    },
    becomes: ["credit_note"],
    permission: "invoices.issue",
    createPage: "/create-invoice",
    priced: true,
    payable: true,
    answerable: false,
    clientPage: true,
    footer: "invoiceFooter",
    salesJournal: { sign: 1, corrects: false },
    grandTotal: { vat: "Total TTC", plain: "Net à payer" },
    inWords: "Arrêtée la présente facture à la somme de",
    einvoiceTypeCode: "380",
  },
  proposal: {
    prefix: "PROP-TECH",
    label: "Proposition technique",
    plural: "Propositions",
    title: "Proposition technique",
    article: "La ",
    feminine: true,
    statuses: { issued: "Émise", sent: "Envoyée" },
    becomes: [],
    permission: "quotes.issue",
    createPage: "/create-technical-proposal",
    priced: false,
    payable: false,
    answerable: false,
    clientPage: true,
    footer: null,
    salesJournal: null,
    grandTotal: null,
    inWords: null,
    einvoiceTypeCode: null,
  },
  credit_note: {
    prefix: "AVOIR",
    label: "Avoir",
    plural: "Avoirs",
    title: "Facture d'avoir",
    article: "L'",
    feminine: true,
    statuses: { issued: "Émis", sent: "Envoyé" },
    becomes: [],
    permission: "credit-notes",
    createPage: null,
    priced: true,
    payable: false,
    answerable: false,
    // Its invoice's page lists it: it has none of its own.
    clientPage: false,
    footer: null,
    salesJournal: { sign: -1, corrects: true },
    grandTotal: { vat: "Total de l'avoir TTC", plain: "Total de l'avoir" },
    inWords: "Arrêté le présent avoir à la somme de",
    einvoiceTypeCode: "381",
  },
} as const satisfies Record<string, KindSpec>;

export type DocumentKind = keyof typeof DOCUMENT_KINDS;

type Kinds = typeof DOCUMENT_KINDS;

/** Every kind, in the register's order (its filter, its tests). */
export const DOCUMENT_KIND_NAMES = Object.keys(DOCUMENT_KINDS) as [DocumentKind, ...DocumentKind[]];

/** The kinds for which a property holds: `KindsWhere<"payable">` is "invoice". */
export type KindsWhere<P extends keyof KindSpec> = {
  [K in DocumentKind]: Kinds[K][P] extends true ? K : never;
}[DocumentKind];

/** The kinds written by a form of the studio, those with a create page (authoring). */
export type AuthoredKind = {
  [K in DocumentKind]: Kinds[K]["createPage"] extends string ? K : never;
}[DocumentKind];

/** The kinds with a page of their own for the client (ADR 027). */
export type ClientPageKind = KindsWhere<"clientPage">;

/** The registry's yes-or-no questions: « payable », « answerable », … */
export type KindFlag = {
  [P in keyof KindSpec]-?: KindSpec[P] extends boolean ? P : never;
}[keyof KindSpec];

/**
 * Whether a kind has one of the registry's properties, narrowing it: after
 * `kindIs(kind, "payable")`, `kind` is the payable kinds.
 */
export function kindIs<P extends KindFlag>(kind: DocumentKind, property: P): kind is KindsWhere<P> {
  return (DOCUMENT_KINDS[kind] as KindSpec)[property] === true;
}

/** Whether a kind is made from another: a quote's invoices, an invoice's credit notes. */
export function kindBecomes(kind: DocumentKind, made: DocumentKind): boolean {
  return (DOCUMENT_KINDS[kind].becomes as readonly string[]).includes(made);
}
