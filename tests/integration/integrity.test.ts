import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { verifyRegister } from "#app/features/integrity/verify.server.ts";
import {
  cancelPayment,
  emptyRegister,
  insertDocument,
  insertPayment,
} from "#tests/fixtures/ledger-rows.ts";
import { issueAs, issuer, storeIssuer } from "#tests/fixtures/issuer.ts";

const STAFF = issuer("integrity");

beforeAll(() => storeIssuer(STAFF));

beforeEach(() => emptyRegister(db()));

type Entry = {
  seq: number;
  kind: string;
  subject: string;
  content: string;
  prev: string;
  hash: string;
};

async function entries(): Promise<Entry[]> {
  const { rows } = await db().execute<Record<string, string>>(sql`
    select seq::text as seq, kind, subject_id::text as subject, encode(content_hash, 'hex') as content,
      encode(prev_hash, 'hex') as prev, encode(hash, 'hex') as hash
    from register_entry order by register_entry.seq`);
  return rows.map((r) => ({ ...r, seq: Number(r.seq) }) as Entry);
}

const sha256 = (...parts: Buffer[]) => {
  const h = createHash("sha256");
  for (const p of parts) h.update(p);
  return h.digest("hex");
};

/** A ledger with every kind of entry: quote, invoice, proposal, credit note, payments, a cancellation. */
async function ledger() {
  const quote = await issueAs(STAFF, "quote");
  const invoice = await issueAs(STAFF, "invoice");
  const proposal = await insertDocument(db(), { kind: "proposal", totalTtc: null });
  const credit = await insertDocument(db(), {
    kind: "credit_note",
    totalTtc: 5_000,
    sourceId: invoice.id,
  });
  // A reference as people type them: quotes, a line break, an emoji, a control character.
  const first = await insertPayment(db(), invoice.id, 10_000, 'Wave « 77 123 »\n"réf" 😀 \u0001');
  const second = await insertPayment(db(), invoice.id, 3_500);
  await cancelPayment(db(), second, "Saisi deux fois\u00a0: doublon");
  return { quote, invoice, proposal, credit, first, second };
}

describe("the chain", () => {
  it("chains every document, payment and cancellation in one straight line, and verifies", async () => {
    const l = await ledger();
    const chain = await entries();
    expect(chain.map((e) => [e.seq, e.kind, e.subject])).toEqual([
      [1, "document", l.quote.id],
      [2, "document", l.invoice.id],
      [3, "document", l.proposal.id],
      [4, "document", l.credit.id],
      [5, "payment", l.first],
      [6, "payment", l.second],
      [7, "payment_cancellation", l.second],
    ]);
    // Each link recomputed here: SHA-256(previous hash ‖ content hash), from 32 zero bytes.
    let prev = "00".repeat(32);
    for (const e of chain) {
      expect(e.prev).toBe(prev);
      expect(e.hash).toBe(sha256(Buffer.from(prev, "hex"), Buffer.from(e.content, "hex")));
      prev = e.hash;
    }
    const head = (
      await db().execute<{ seq: string; hash: string }>(
        sql`select seq::text as seq, encode(hash, 'hex') as hash from register_head`,
      )
    ).rows[0]!;
    expect(head).toEqual({ seq: "7", hash: prev });

    const report = await verifyRegister(db());
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ ok: true, count: 7, head: prev });
    // Read two entries at a time, the verdict is the same.
    expect(await verifyRegister(db(), { batch: 2 })).toEqual(report);
  });

  it("a document's content hash is the SHA-256 of its canonical text, as ADR 023 writes it", async () => {
    const doc = await insertDocument(db(), { kind: "credit_note", totalTtc: 5_000 });
    const { rows } = await db().execute<{ snapshot: string }>(
      sql`select snapshot::text as snapshot from document where id = ${doc.id}`,
    );
    // The instant is the fixture's, to the microsecond, in UTC.
    const issued = (
      await db().execute<{ at: string }>(
        sql`select to_char(issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at from document where id = ${doc.id}`,
      )
    ).rows[0]!.at;
    expect(issued).toBe("2026-11-26T09:00:" + issued.slice(17, 19) + ".000000Z");
    const text = [
      "document",
      `id="${doc.id}"`,
      `kind="credit_note"`,
      `number="${doc.number}"`,
      `issued_at="${issued}"`,
    ];
    text.push("total_ttc=5000", "source_id=null", `snapshot=${rows[0]!.snapshot}`);
    const [entry] = await entries();
    expect(entry!.content).toBe(sha256(Buffer.from(text.join("\n"), "utf8")));
  });

  it("is appended in the writer's transaction: a rolled-back document leaves no entry", async () => {
    await issueAs(STAFF, "invoice");
    await expect(
      db().transaction(async (tx) => {
        await insertDocument(tx as never);
        throw new Error("abandon");
      }),
    ).rejects.toThrow("abandon");
    expect((await entries()).map((e) => e.seq)).toEqual([1]);
    expect((await verifyRegister(db())).ok).toBe(true);
  });

  it("an entry cannot be changed or deleted by the application", async () => {
    await issueAs(STAFF, "invoice");
    await expect(db().execute(sql`delete from register_entry`)).rejects.toThrow();
    await expect(
      db().execute(sql`update register_entry set kind = 'payment' where seq = 1`),
    ).rejects.toThrow();
  });

  it("twenty documents issued at once from the pool make one straight chain", async () => {
    await Promise.all(Array.from({ length: 20 }, () => issueAs(STAFF, "invoice")));
    const chain = await entries();
    expect(chain.map((e) => e.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await verifyRegister(db())).toMatchObject({ ok: true, count: 20 });
  });

  it.runIf(process.env.TEST_DB === "postgres")(
    "two connections writing at once keep one straight chain (PostgreSQL)",
    async () => {
      const invoice = await insertDocument(db());
      const clients = [0, 1].map(
        () => new pg.Client({ connectionString: process.env.DATABASE_URL }),
      );
      await Promise.all(clients.map((c) => c.connect()));
      try {
        // Both transactions are open and have written before either commits.
        for (const c of clients) await c.query("begin");
        await clients[0]!.query(
          `insert into payment (document_id, amount, paid_on, method, recorded_at, recorded_by_name)
           values ($1, 1000, '2026-11-26', 'especes', now(), 'Awa')`,
          [invoice.id],
        );
        await clients[1]!.query(
          `insert into payment (document_id, amount, paid_on, method, recorded_at, recorded_by_name)
           values ($1, 2000, '2026-11-26', 'wave', now(), 'Moussa')`,
          [invoice.id],
        );
        await Promise.all(clients.map((c) => c.query("commit")));
        // Then many more, racing.
        await Promise.all(
          clients.map(async (c, i) => {
            for (let n = 0; n < 15; n += 1) {
              await c.query("begin");
              await c.query(
                `insert into payment (document_id, amount, paid_on, method, recorded_at, recorded_by_name)
                 values ($1, $2, '2026-11-26', 'virement', now(), 'Awa')`,
                [invoice.id, 100 + i],
              );
              await c.query("commit");
            }
          }),
        );
      } finally {
        await Promise.all(clients.map((c) => c.end()));
      }
      const chain = await entries();
      expect(chain.map((e) => e.seq)).toEqual(Array.from({ length: 33 }, (_, i) => i + 1));
      for (let i = 1; i < chain.length; i += 1) expect(chain[i]!.prev).toBe(chain[i - 1]!.hash);
      expect(await verifyRegister(db())).toMatchObject({ ok: true, count: 33 });
    },
  );
});

/** Runs SQL as an attacker with database access: the table's protective triggers off. */
async function asAttacker(table: string, trigger: string, statement: ReturnType<typeof sql>) {
  await db().transaction(async (tx) => {
    await tx.execute(sql.raw(`alter table "${table}" disable trigger "${trigger}"`));
    await tx.execute(statement);
    await tx.execute(sql.raw(`alter table "${table}" enable trigger "${trigger}"`));
  });
}

describe("tampering is caught and named", () => {
  it("a document's snapshot changed", async () => {
    const l = await ledger();
    await asAttacker(
      "document",
      "document_keep_issued",
      sql`update document set snapshot = jsonb_set(snapshot, '{clientName}', '"Autre client"') where id = ${l.invoice.id}`,
    );
    const report = await verifyRegister(db());
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      {
        kind: "content",
        seq: 2,
        message: `Écriture n°\u00a02 (facture ${l.invoice.number})\u00a0: contenu modifié depuis son inscription au registre.`,
      },
    ]);
  });

  it("a payment's amount changed", async () => {
    const l = await ledger();
    await asAttacker(
      "payment",
      "payment_keep_recorded",
      sql`update payment set amount = 1000 where id = ${l.first}`,
    );
    const report = await verifyRegister(db());
    expect(report.ok).toBe(false);
    expect(report.problems[0]).toMatchObject({ kind: "content", seq: 5 });
    // The payment named as it reads now: its amount (whatever the spaces between thousands) and invoice.
    expect(report.problems[0]!.message).toMatch(
      new RegExp(
        `^Écriture n°\u00a05 \\(paiement de 1\\s000\\sFCFA sur ${l.invoice.number}\\)\u00a0: contenu modifié depuis son inscription au registre\\.$`,
      ),
    );
    expect(report.problemCount).toBe(1);
  });

  it("a cancellation's reason changed", async () => {
    const l = await ledger();
    await asAttacker(
      "payment",
      "payment_keep_recorded",
      sql`update payment set cancel_reason = 'autre motif' where id = ${l.second}`,
    );
    const report = await verifyRegister(db());
    expect(report.problems.map((p) => [p.kind, p.seq])).toEqual([["content", 7]]);
    expect(report.problems[0]!.message).toContain("annulation du paiement de 3");
  });

  it("a chain entry deleted", async () => {
    const l = await ledger();
    await asAttacker(
      "register_entry",
      "register_entry_keep",
      sql`delete from register_entry where seq = 3`,
    );
    const report = await verifyRegister(db());
    expect(await verifyRegister(db(), { batch: 2 })).toEqual(report);
    expect(report.ok).toBe(false);
    expect(report.problems[0]).toEqual({
      kind: "missing",
      seq: 3,
      message: `Écriture n°\u00a03 manquante\u00a0: supprimée du registre (la suivante, n°\u00a04, couvre avoir ${l.credit.number}).`,
    });
    expect(report.problems.at(-1)).toMatchObject({
      kind: "unchained",
      message: `La proposition technique ${l.proposal.number} n'a pas d'écriture au registre.`,
    });
  });

  it("the last entries deleted (the head still counts them)", async () => {
    await ledger();
    await asAttacker(
      "register_entry",
      "register_entry_keep",
      sql`delete from register_entry where seq >= 6`,
    );
    const report = await verifyRegister(db());
    expect(report.problems[0]).toMatchObject({ kind: "head", seq: 6 });
    expect(report.problems[0]!.message).toContain("la tête annonce 7 écritures");
  });

  it("two entries swapped", async () => {
    await ledger();
    await asAttacker(
      "register_entry",
      "register_entry_keep",
      sql`update register_entry set seq = -seq where seq in (2, 3)`,
    );
    await asAttacker(
      "register_entry",
      "register_entry_keep",
      sql`update register_entry set seq = case seq when -2 then 3 else 2 end where seq < 0`,
    );
    const report = await verifyRegister(db());
    expect(report.problems[0]).toMatchObject({ kind: "link", seq: 2 });
    expect(report.problems[0]!.message).toMatch(
      /^Écriture n°\u00a02 \(proposition technique PROP-.*lien rompu/,
    );
  });

  it("an entry rewritten to match a forged snapshot breaks the next link", async () => {
    const l = await ledger();
    await asAttacker(
      "document",
      "document_keep_issued",
      sql`update document set total_ttc = 1 where id = ${l.invoice.id}`,
    );
    // The attacker rehashes entry 2 to fit, but cannot rewrite what follows without rewriting the head.
    await asAttacker(
      "register_entry",
      "register_entry_keep",
      sql`update register_entry e set content_hash = sha256(convert_to(register_document_content(d), 'UTF8')),
            hash = sha256(e.prev_hash || sha256(convert_to(register_document_content(d), 'UTF8')))
          from document d where e.seq = 2 and d.id = e.subject_id`,
    );
    const report = await verifyRegister(db());
    expect(report.problems[0]).toMatchObject({ kind: "link", seq: 3 });
  });

  it("a document deleted", async () => {
    const l = await ledger();
    await asAttacker(
      "document",
      "document_keep_issued",
      sql`delete from document where id = ${l.proposal.id}`,
    );
    const report = await verifyRegister(db());
    expect(report.problems[0]).toEqual({
      kind: "gone",
      seq: 3,
      message: `Écriture n°\u00a03\u00a0: le document qu'elle couvre (${l.proposal.id}) a disparu de la base.`,
    });
  });
});

describe("the register page's line", () => {
  it("leaves the site's requests their turn: a query asked while it runs is answered before it ends", async () => {
    // PGlite runs in this thread and settles its queries as microtasks: a loop of queries
    // that never lets the event loop turn answers no request until it ends (the first
    // /documents after a start on 10 000 documents waited the whole verification and
    // passed the stream's timeout).
    await ledger();
    const order: string[] = [];
    const asked = new Promise<void>((resolve) => {
      setImmediate(() => {
        void db()
          .execute(sql`select 1`)
          .then(() => {
            order.push("request");
            resolve();
          });
      });
    });
    // Verified again and again: longer than the loop may go without turning.
    let report = await verifyRegister(db(), { batch: 1 });
    for (let i = 0; i < 30; i++) report = await verifyRegister(db(), { batch: 1 });
    order.push("verification");
    await asked;
    expect(report.ok).toBe(true);
    expect(order).toEqual(["request", "verification"]);
  });

  it("in the background, waits for the requests being answered: they never queue behind it", async () => {
    const { FULL_EVERY_MS, integrityRefresh, registerIntegrity } =
      await import("#app/features/integrity/status.server.ts");
    const { requestBegun } = await import("#app/lib/requests-in-flight.server.ts");
    await ledger();
    const t0 = 2_000_000;
    expect(await registerIntegrity(db(), t0)).toMatchObject({ state: "intact", count: 7 });
    // A request is being answered when the periodic full verification starts.
    const order: string[] = [];
    const ended = requestBegun();
    await registerIntegrity(db(), t0 + FULL_EVERY_MS);
    const refresh = integrityRefresh(db())!.then(() => order.push("verification"));
    for (let i = 0; i < 5; i++) {
      await db().execute(sql`select 1`);
      order.push(`request ${i}`);
    }
    ended();
    await refresh;
    expect(order).toEqual([0, 1, 2, 3, 4].map((i) => `request ${i}`).concat("verification"));
  });

  it("verifies once, then follows new entries, and names a break at the next full verification", async () => {
    const { FULL_EVERY_MS, integrityRefresh, registerIntegrity } =
      await import("#app/features/integrity/status.server.ts");
    const l = await ledger();
    // Its own connection: the cache is per database handle.
    const t0 = 1_000_000;
    const first = await registerIntegrity(db(), t0);
    expect(first).toMatchObject({ state: "intact", count: 7 });

    // A new entry: only it is verified, and counted.
    await insertPayment(db(), l.invoice.id, 1_000);
    expect(await registerIntegrity(db(), t0 + 1)).toMatchObject({ state: "intact", count: 8 });

    // A row changed behind the application's back...
    await asAttacker(
      "payment",
      "payment_keep_recorded",
      sql`update payment set amount = 999 where id = ${l.first}`,
    );
    // ...is named once the periodic full verification has run.
    await registerIntegrity(db(), t0 + FULL_EVERY_MS);
    await integrityRefresh(db());
    const broken = await registerIntegrity(db(), t0 + FULL_EVERY_MS + 1);
    expect(broken).toMatchObject({ state: "broken", count: 8, more: 0 });
    expect(broken.state === "broken" && broken.message).toMatch(
      /^Écriture n°\u00a05 \(paiement de 999\u00a0FCFA sur FACT-/,
    );
  });
});
