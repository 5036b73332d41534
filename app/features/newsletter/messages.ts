import type { SubmissionResult } from "@conform-to/react";

// Apart from schemas.ts: the form imports these without bringing zod to the home page.

export const NEWSLETTER_SUCCESS = "Merci pour votre inscription à notre newsletter\u00a0!";

/** What POST /newsletter answers the form when JavaScript runs: Conform's result, and whether it subscribed. */
export type NewsletterAnswer = { ok: boolean; result: SubmissionResult<string[]> };
