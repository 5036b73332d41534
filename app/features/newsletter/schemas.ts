import type { SubmissionResult } from "@conform-to/react";
import { z } from "#app/lib/zod.ts";

/** docs/product.md §5 Newsletter. */
export const NewsletterSchema = z.object({
  email: z
    .string({ error: "Email invalide" })
    .trim()
    .toLowerCase()
    .max(254, "Email invalide")
    .pipe(z.email({ error: "Email invalide" })),
});

export const NEWSLETTER_SUCCESS = "Merci pour votre inscription à notre newsletter\u00a0!";

/** What POST /newsletter answers the form when JavaScript runs: Conform's result, and whether it subscribed. */
export type NewsletterAnswer = { ok: boolean; result: SubmissionResult<string[]> };
