import { DOCUMENT_KIND_NAMES } from "#app/features/documents/kinds.ts";
import { STATUS_FILTERS, type DisplayStatus } from "#app/features/documents/status.ts";
import { z } from "#app/lib/zod.ts";

const day = z.iso.date({ error: "Date invalide" });

/** The register's filters from the address bar; anything unreadable is ignored. */
export const RegisterQuerySchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  type: z.enum(DOCUMENT_KIND_NAMES).optional().catch(undefined),
  statut: z
    .enum(STATUS_FILTERS.map(([status]) => status) as [DisplayStatus, ...DisplayStatus[]])
    .optional()
    .catch(undefined),
  du: day.optional().catch(undefined),
  au: day.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  // The dashboard's links (ADR 025): one client, cashed in a period, still owed, late by days.
  client: z.string().trim().min(1).max(200).optional().catch(undefined),
  encaisse_du: day.optional().catch(undefined),
  encaisse_au: day.optional().catch(undefined),
  solde: z.literal("du").optional().catch(undefined),
  retard: z
    .string()
    .regex(/^\d{1,5}-(\d{1,5})?$/)
    .optional()
    .catch(undefined),
});

/** `retard=31-60` (late by 31 to 60 days), `retard=91-` (by 91 days or more). */
export function lateRange(
  retard: string | undefined,
): { min: number; max: number | null } | undefined {
  const m = retard ? /^(\d+)-(\d+)?$/.exec(retard) : null;
  if (!m) return undefined;
  const min = Number(m[1]);
  const max = m[2] === undefined ? null : Number(m[2]);
  return max !== null && max < min ? undefined : { min, max };
}
