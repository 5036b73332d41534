import { describe, expect, it } from "vitest";
import { contentHash, GENESIS, linkHash } from "./canonical.ts";
import { ChainCheck, type CheckedEntry } from "./verify.ts";

/** A straight chain of n entries, built here. */
function chain(n: number): CheckedEntry[] {
  const entries: CheckedEntry[] = [];
  let prev = GENESIS;
  for (let seq = 1; seq <= n; seq += 1) {
    const content = `document\nid="${seq}"`;
    const c = contentHash(content);
    const hash = linkHash(prev, c);
    entries.push({
      seq,
      kind: "document",
      subjectId: String(seq),
      contentHash: c,
      prevHash: prev,
      hash,
      content,
      label: `facture F-${seq}`,
    });
    prev = hash;
  }
  return entries;
}

function run(
  entries: CheckedEntry[],
  head?: { seq: number; hash: string },
  unchained: string[] = [],
) {
  const check = new ChainCheck();
  for (const e of entries) check.push(e);
  const last = entries.at(-1);
  return check.finish(head ?? { seq: last?.seq ?? 0, hash: last?.hash ?? GENESIS }, unchained);
}

describe("ChainCheck", () => {
  it("an intact chain: its count and head", () => {
    const entries = chain(5);
    expect(run(entries)).toEqual({
      ok: true,
      count: 5,
      head: entries[4]!.hash,
      problems: [],
      problemCount: 0,
    });
    expect(run([])).toMatchObject({ ok: true, count: 0, head: GENESIS });
  });

  it("names changed content, missing entries, a broken link, a forged hash, a gone row", () => {
    const changed = chain(4);
    changed[2]!.content += "x";
    expect(run(changed).problems).toEqual([
      {
        kind: "content",
        seq: 3,
        message:
          "Écriture n°\u00a03 (facture F-3)\u00a0: contenu modifié depuis son inscription au registre.",
      },
    ]);

    const missing = chain(5).filter((e) => e.seq !== 2 && e.seq !== 3);
    expect(run(missing).problems).toEqual([
      {
        kind: "missing",
        seq: 2,
        message:
          "Écritures n°\u00a02 à 3 manquantes\u00a0: supprimées du registre (la suivante, n°\u00a04, couvre facture F-4).",
      },
    ]);

    const swapped = chain(4);
    [swapped[1], swapped[2]] = [
      { ...swapped[2]!, seq: 2 },
      { ...swapped[1]!, seq: 3 },
    ];
    expect(run(swapped).problems[0]).toMatchObject({ kind: "link", seq: 2 });

    const forged = chain(3);
    forged[1]!.hash = "ab".repeat(32);
    expect(run(forged).problems.map((p) => [p.kind, p.seq])).toEqual([
      ["forged", 2],
      ["link", 3],
    ]);

    const gone = chain(2);
    gone[0]!.content = null;
    expect(run(gone).problems[0]).toMatchObject({ kind: "gone", seq: 1 });
  });

  it("a head ahead of the last entry: entries removed at the end", () => {
    const entries = chain(3);
    const report = run(entries.slice(0, 2), { seq: 3, hash: entries[2]!.hash });
    expect(report.problems).toEqual([
      {
        kind: "head",
        seq: 3,
        message:
          "Fin du registre\u00a0: la tête annonce 3 écritures, la dernière trouvée est la n°\u00a02\u00a0: écritures supprimées en fin de registre.",
      },
    ]);
  });

  it("rows without an entry, and an incremental check from an entry already verified", () => {
    expect(run(chain(1), undefined, ["La facture F-9"]).problems).toEqual([
      { kind: "unchained", seq: null, message: "La facture F-9 n'a pas d'écriture au registre." },
    ]);
    const entries = chain(6);
    const check = new ChainCheck({ seq: 4, hash: entries[3]!.hash });
    for (const e of entries.slice(4)) check.push(e);
    expect(check.finish({ seq: 6, hash: entries[5]!.hash }, [])).toMatchObject({
      ok: true,
      count: 2,
    });
  });
});
