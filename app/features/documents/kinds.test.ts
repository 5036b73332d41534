import { describe, expect, expectTypeOf, test } from "vitest";
import { document } from "#app/db/schema.ts";
import { PERMISSIONS } from "#app/features/auth/permissions.ts";
import {
  DOCUMENT_KIND_NAMES,
  DOCUMENT_KINDS,
  kindBecomes,
  kindIs,
  type DocumentKind,
  type KindFlag,
} from "./kinds.ts";
import type { DocumentSnapshot } from "./snapshot.ts";
import type { DisplayStatus } from "./status.ts";

// The registry of document kinds (ADR 036): one entry per kind, and every other list of
// kinds is this one's. The layers' own tables (print page, PDF, client page, staff
// page) check that they cover every kind beside their code.

const STATUSES: DisplayStatus[] = [
  "issued",
  "sent",
  "accepted",
  "refused",
  "partial",
  "paid",
  "cancelled",
  "expired",
  "overdue",
];

describe("the document kinds", () => {
  test("are the database's kinds and the snapshots' kinds, the same four", () => {
    // Typed: the column's union and the snapshots' union are the registry's keys.
    expectTypeOf<(typeof document.$inferSelect)["kind"]>().toEqualTypeOf<DocumentKind>();
    expectTypeOf<DocumentSnapshot["kind"]>().toEqualTypeOf<DocumentKind>();
    expect([...document.kind.enumValues].sort()).toEqual([...DOCUMENT_KIND_NAMES].sort());
    expect(DOCUMENT_KIND_NAMES).toEqual(["quote", "invoice", "proposal", "credit_note"]);
  });

  test.each(DOCUMENT_KIND_NAMES)("%s: every field filled, its words French", (kind) => {
    const spec = DOCUMENT_KINDS[kind];
    expect(spec.prefix).toMatch(/^[A-Z][A-Z-]*[A-Z]$/);
    for (const text of [spec.label, spec.plural, spec.title]) expect(text).toMatch(/^[A-ZÉ]/);
    expect(["Le ", "La ", "L'"]).toContain(spec.article);
    expect(PERMISSIONS).toContain(spec.permission);
    // It shows at least « émis » and « envoyé », and only statuses the register knows.
    expect(Object.keys(spec.statuses).slice(0, 2)).toEqual(["issued", "sent"]);
    for (const status of Object.keys(spec.statuses)) expect(STATUSES).toContain(status);
    for (const made of spec.becomes) expect(DOCUMENT_KIND_NAMES).toContain(made);
    // Totals, their last row and the amount in words go together.
    expect(spec.grandTotal !== null).toBe(spec.priced);
    expect(spec.inWords !== null).toBe(spec.priced);
    if (spec.createPage !== null) expect(spec.createPage).toMatch(/^\/create-/);
  });

  test("no two kinds share a prefix, a label or a filter", () => {
    for (const field of ["prefix", "label", "plural", "title"] as const) {
      const values = DOCUMENT_KIND_NAMES.map((k) => DOCUMENT_KINDS[k][field]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  test("what each kind is, as the rest of the code asks it", () => {
    const where = (property: KindFlag) => DOCUMENT_KIND_NAMES.filter((k) => kindIs(k, property));
    expect(where("payable")).toEqual(["invoice"]);
    expect(where("answerable")).toEqual(["quote"]);
    expect(where("priced")).toEqual(["quote", "invoice", "credit_note"]);
    expect(where("clientPage")).toEqual(["quote", "invoice", "proposal"]);
    // « Émise », « Consultée »: as « la facture (d'avoir) », « la proposition ».
    expect(where("feminine")).toEqual(["invoice", "proposal", "credit_note"]);
    // What becomes an invoice (a quote: converted, deposit, balance) and a credit note.
    expect(DOCUMENT_KIND_NAMES.filter((k) => kindBecomes(k, "invoice"))).toEqual(["quote"]);
    expect(DOCUMENT_KIND_NAMES.filter((k) => kindBecomes(k, "credit_note"))).toEqual(["invoice"]);
  });
});
