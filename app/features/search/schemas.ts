import { z } from "#app/lib/zod.ts";

/**
 * A word shorter than this matches too much to be read, and no trigram of the indexes
 * (ADR 039) can find it: the whole table would be read. More than SEARCH_MAX is no search.
 */
export const SEARCH_MIN = 3;
export const SEARCH_MAX = 100;

export const SEARCH_TOO_SHORT = `Tapez un mot d'au moins ${SEARCH_MIN}\u00a0caractères pour lancer la recherche.`;
export const SEARCH_TOO_LONG = `Votre recherche est trop longue\u00a0: ${SEARCH_MAX}\u00a0caractères au plus.`;

/** `?q=` of /recherche and /recherche.json: what was typed, trimmed. */
export const SearchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_TOO_SHORT })
    .trim()
    .max(SEARCH_MAX, { error: SEARCH_TOO_LONG })
    .refine((q) => q.split(/\s+/).some((word) => word.length >= SEARCH_MIN), {
      error: SEARCH_TOO_SHORT,
    }),
});
