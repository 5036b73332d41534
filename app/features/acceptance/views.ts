import type { AcceptanceAnnex } from "#app/features/documents/acceptance-annex.ts";
import type { Language } from "#app/lib/currency.ts";
import type { ClosedReason } from "./closed.ts";
import type { FieldErrors } from "./schemas.ts";

// What the answer pages receive from their loader and action (route.server.ts).

/** What the pages show of a quote: no snapshot, no staff data. */
export type QuoteSummary = {
  number: string;
  /** Its TTC in its currency and language (« 1 456,79 € » is not « 955 592 FCFA »). */
  total: string;
  project: string;
  clientName: string;
  validUntil: string | null;
};

export type AnswerView =
  | { open: true; quote: QuoteSummary }
  | {
      open: false;
      reason: ClosedReason;
      title: string;
      text: string;
      quote: QuoteSummary | null;
      acceptance: AcceptanceAnnex | null;
    };

export type AnswerPageData = {
  token: string;
  /** The quote's language (ADR 055): the page's words; French when no quote is known. */
  language: Language;
  state: AnswerView;
  /** Just answered (after the redirect): the page thanks the client. */
  done: boolean;
  /** The signature pad's script, when the form is shown. */
  script: string | null;
};

export type AnswerActionData = {
  /** The form's own refusal (too large, other site, too many tries…). */
  formError?: string;
  errors?: FieldErrors;
  values?: Record<string, string>;
  /** The quote was answered or expired meanwhile: the page says so instead of the form. */
  closed?: AnswerView;
};
