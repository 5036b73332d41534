import type { PathErrors } from "#app/lib/form-errors.ts";

/** What the contact form shows after a refused submission (server's answer, with or without JavaScript). */
export type ContactActionData = {
  errors?: PathErrors;
  formError?: string;
  values?: Record<string, string>;
  /** The file that was chosen and was fine; without JavaScript the browser has dropped it. */
  fileToAttachAgain?: string;
};
