import type { SubmissionResult } from "@conform-to/react";

/** What the contact form shows after a refused submission (server's answer, with or without JavaScript). */
export type ContactAnswer = {
  result: SubmissionResult<string[]>;
  /** The file that was chosen and was fine; without JavaScript the browser has dropped it. */
  fileToAttachAgain?: string;
};

/** What `/contact/envoi` (the upload with a progress bar) answers in JSON. */
export type ContactUploadAnswer = { ok: true; location: string } | ({ ok: false } & ContactAnswer);
