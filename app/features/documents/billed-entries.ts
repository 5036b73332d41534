import { z } from "#app/lib/zod.ts";

/** The most entries one invoice bills (« Facturer » a project, ADR 056). */
export const MAX_BILLED_ENTRIES = 1000;

/**
 * The entries an invoice made by « Facturer » bills (ADR 056): marked with it in the issuing
 * transaction, or the issue is refused. Documents knows only their shape. Its own module: the
 * draft reads it without the requests' schemas.
 */
export const BilledEntriesSchema = z.object({
  projectId: z.uuid("Projet invalide"),
  timeEntryIds: z.array(z.uuid("Entrée de temps invalide")).max(MAX_BILLED_ENTRIES),
  expenseIds: z.array(z.uuid("Dépense invalide")).max(MAX_BILLED_ENTRIES),
});
export type BilledEntries = z.infer<typeof BilledEntriesSchema>;
