import type { document } from "#app/db/schema.ts";

export type DocumentRow = typeof document.$inferInsert;

/**
 * A document's row as issuing leaves it, the first number of its minute's series:
 * for what writes rows straight into the table (the seed, the tests' ledger).
 */
export function issuedRow(
  kind: DocumentRow["kind"],
  number: string,
  issuedAt: Date,
  by: string,
  fields: Omit<DocumentRow, "kind" | "number" | "series" | "seq" | "issuedAt" | "issuedByName">,
): DocumentRow {
  return {
    kind,
    number,
    series: number,
    seq: 1,
    status: "issued",
    issuedAt,
    issuedByName: by,
    ...fields,
  };
}
