import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { DOCUMENT_KIND_NAMES, DOCUMENT_KINDS } from "#app/features/documents/kinds.ts";
import { REGISTER_COLUMNS } from "#app/features/documents/register-types.ts";
import { defaultSendMessage, sendSubject } from "#app/features/sending/send-message.ts";
import { byKind } from "#app/features/documents/snapshot.ts";
import { SNAPSHOT_OF } from "#tests/fixtures/snapshots.ts";
import { renderDocument } from "./render.ts";
import { drawPdf } from "./pdf/draw.server.tsx";

// The registry covers every kind (ADR 036): each kind of kinds.ts prints, draws its
// PDF, has its mail and fills the register's columns. The tables behind them are typed
// by every kind (ByKind), so a new kind does not compile until each has its entry;
// this test then shows each entry at work.

const assets = { fontUrl: "/fonts/inter.woff2", baseUrl: "http://localhost/" };
const dir = mkdtempSync(path.join(tmpdir(), "kinds-"));
const text = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[\s\u00a0\u202f]+/g, " ");

describe("every kind of the registry", () => {
  test("the tables of kinds hold the registry's kinds, no more", () => {
    expect(Object.keys(SNAPSHOT_OF)).toEqual(DOCUMENT_KIND_NAMES);
    expect(Object.keys(REGISTER_COLUMNS).sort()).toEqual([...DOCUMENT_KIND_NAMES].sort());
  });

  test.each(DOCUMENT_KIND_NAMES)("%s: its print page, its mail, its register columns", (kind) => {
    const snap = SNAPSHOT_OF[kind]();
    const spec = DOCUMENT_KINDS[kind];
    expect(snap.kind).toBe(kind);
    const page = text(renderDocument(snap, assets).html);
    expect(page).toContain(spec.title);
    expect(page).toContain(snap.number);
    expect(sendSubject(snap)).toBe(`${spec.title} ${snap.number} — ${snap.company.name}`);
    expect(defaultSendMessage(snap)).toContain(`n°\u00a0${snap.number}`);
    const columns = byKind(REGISTER_COLUMNS, snap);
    expect(columns.party).not.toBe("");
    // Money in the register's columns exactly for the priced kinds.
    expect(columns.totalTtc !== null).toBe(spec.priced);
    if (spec.priced) expect(page).toContain(spec.inWords!);
  });

  test.each(DOCUMENT_KIND_NAMES)(
    "%s: its PDF, read back",
    async (kind) => {
      const snap = SNAPSHOT_OF[kind]();
      const file = path.join(dir, `${kind}.pdf`);
      writeFileSync(file, await drawPdf(snap));
      // A long title breaks over two lines: read as one text.
      const read = execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" }).replace(
        /[\s\u00a0\u202f]+/g,
        " ",
      );
      expect(read).toContain(snap.number);
      // The title as the masthead sets it, in capitals.
      expect(read).toContain(DOCUMENT_KINDS[kind].title.toUpperCase());
    },
    60_000,
  );
});
