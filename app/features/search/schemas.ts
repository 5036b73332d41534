import { z } from "#app/lib/zod.ts";

/** Fewer characters find too much to be read; more are not a search. */
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;

export const SEARCH_TOO_SHORT = `Tapez au moins ${SEARCH_MIN}\u00a0caractères pour lancer la recherche.`;
export const SEARCH_TOO_LONG = `Votre recherche est trop longue\u00a0: ${SEARCH_MAX}\u00a0caractères au plus.`;

/** `?q=` of /recherche and /recherche.json: what was typed, trimmed. */
export const SearchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_TOO_SHORT })
    .trim()
    .min(SEARCH_MIN, { error: SEARCH_TOO_SHORT })
    .max(SEARCH_MAX, { error: SEARCH_TOO_LONG }),
});
