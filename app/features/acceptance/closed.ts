import type { Language } from "#app/lib/currency.ts";
import { ANSWER_WORDS } from "./answer-words.ts";

/** Why a quote's answer pages take no answer. */
export type ClosedReason = "not-quote" | "accepted" | "refused" | "expired" | "closed";

/** The page's title and its explanation, in the quote's language (French by default). */
export function closedMessage(
  reason: ClosedReason,
  quote: { number: string; validUntil: string | null } | null,
  language: Language = "fr",
): { title: string; text: string } {
  return ANSWER_WORDS[language].closed(reason, quote);
}
