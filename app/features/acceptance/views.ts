import type { AcceptanceAnnex } from "#app/features/documents/acceptance-annex.ts";
import type { ClosedReason } from "./closed.ts";
import type { FieldErrors } from "./schemas.ts";

// What the answer pages receive from their loader and action (route.server.ts).

/** What the pages show of a quote: no snapshot, no staff data. */
export type QuoteSummary = {
  number: string;
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
