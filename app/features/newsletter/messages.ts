import type { SubmissionResult } from "@conform-to/react";

// Apart from schemas.ts: the form and its island use these without bringing zod to the home page.

export const NEWSLETTER_SUCCESS = "Merci pour votre inscription à notre newsletter\u00a0!";

/** Said when the server could not be asked or could not store the address. */
export const NEWSLETTER_FAILURE = "Une erreur est survenue. Veuillez réessayer.";

/** The one message of a wrong address, the browser's check and the server's alike. */
export const INVALID_EMAIL = "Email invalide";

/** What POST /newsletter answers the form when JavaScript runs: Conform's result, and whether it subscribed. */
export type NewsletterAnswer = { ok: boolean; result: SubmissionResult<string[]> };
