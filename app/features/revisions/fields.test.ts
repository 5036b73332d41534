import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { article, project } from "#app/db/schema.ts";
import { REVISION_FIELDS, REVISION_KINDS, snapshotOf } from "./fields.ts";

// One list per kind says what a revision keeps: the snapshot, « Restaurer » and the
// comparison read it, so a field added to the editor is added here once.
const TABLES = { article, project };

describe("the fields a revision keeps", () => {
  it.each(REVISION_KINDS)("%s: columns of its table, each once, labelled in French", (kind) => {
    const columns = Object.keys(getTableColumns(TABLES[kind]));
    const fields = REVISION_FIELDS[kind].map((f) => f.field);
    expect(new Set(fields).size).toBe(fields.length);
    for (const field of fields) expect(columns).toContain(field);
    for (const { label } of REVISION_FIELDS[kind]) expect(label).toMatch(/^\p{Lu}/u);
  });

  it("a snapshot is those fields of the row, nothing more (not its status, date or HTML)", () => {
    const row = {
      id: "x",
      status: "published",
      html: "<p>Un.</p>",
      title: "Un titre",
      slug: "un-titre",
      body: "Un.",
      featured: false,
    };
    const snapshot = snapshotOf("article", row);
    expect(Object.keys(snapshot).sort()).toEqual(
      REVISION_FIELDS.article.map((f) => f.field).sort(),
    );
    expect(snapshot).toMatchObject({
      title: "Un titre",
      slug: "un-titre",
      body: "Un.",
      featured: false,
    });
    expect(snapshot).not.toHaveProperty("html");
    expect(snapshot).not.toHaveProperty("status");
  });
});
