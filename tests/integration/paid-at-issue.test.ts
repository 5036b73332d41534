import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { document, documentEvent, payment, user } from "#app/db/schema.ts";
import { loadDocument } from "#app/features/register/route.server.ts";
import { addDays, dakarDay } from "#app/features/documents/numbering.ts";
import { listDocuments } from "#app/features/documents/register.server.ts";
import type { IssueResponse } from "#app/features/documents/requests.ts";
import type { QuoteInvoiceForm } from "#app/features/documents/schemas.ts";
import { verifyRegister } from "#app/features/integrity/verify.server.ts";
import { loadLedger } from "#app/features/ledger/route.server.ts";
import { currentCompany } from "#app/features/settings/current.server.ts";
import { saveCompanySettings } from "#app/features/settings/save.server.ts";
import { emptyRegister } from "#tests/fixtures/ledger-rows.ts";
import { quoteForm } from "#tests/fixtures/quote-form.ts";
import { loader as createInvoiceLoader } from "../../app/routes/create-invoice.tsx";
import { action as issueAction } from "../../app/routes/documents-emettre.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import { signedIn } from "#tests/fixtures/signed-in.ts";

// « Facture acquittée » (ADR 020, amended): POST /documents/emettre as the route
// composes it (documents issue, the ledger pays the whole TTC in the same
// transaction), on the real database and a real staff session.

const SITE = "http://localhost:3000";
let cookie = "";

beforeAll(async () => {
  cookie = await signedIn("facturation", {
    email: "acquittee@teranga-digital.sn",
    name: "Awa Ndiaye",
    ip: "192.0.2.90",
  });
});

// The chain starts empty (PostgreSQL's database outlives other files, which truncate documents).
beforeEach(() => emptyRegister(db()));

afterEach(async () => {
  await emptyTables("outbox, attachment, rate_limit, client, client_link, client_document");
  await emptyRegister(db());
});

// 3 × 125 000 + 1 × 47 500 = 422 500 HT; 10 % off: 42 250, 380 250; 18 % VAT: 68 445.
const TTC = 380_250 + 68_445;
const LINES: QuoteInvoiceForm["prestations"] = [
  { designation: "Boutique en ligne", quantity: "3", unitPrice: "125 000" },
  { designation: "Hébergement, un an", quantity: "1", unitPrice: "47 500" },
];

/** Today in Dakar (UTC+0), as the server's clock reads it. */
const today = () => dakarDay(new Date());

function acquitted(patch: Partial<QuoteInvoiceForm> = {}): QuoteInvoiceForm {
  return quoteForm({
    prestations: LINES,
    applyDiscount: true,
    discountPercentage: "10",
    paidAtIssue: true,
    paidOn: addDays(today(), -2),
    paidMethod: "wave",
    ...patch,
  });
}

async function post(body: unknown) {
  const request = new Request(`${SITE}/documents/emettre`, {
    method: "POST",
    headers: {
      origin: SITE,
      cookie,
      "x-real-ip": "192.0.2.91",
      "content-type": "application/json",
    },
    body: JSON.stringify(body),
  });
  const response = await issueAction({ request, params: {}, context: {} } as never);
  return { status: response.status, body: (await response.json()) as IssueResponse };
}

async function counts() {
  const { rows } = await db().execute<{ documents: number; payments: number; events: number }>(
    sql`select (select count(*)::int from document) as documents,
      (select count(*)::int from payment) as payments,
      (select count(*)::int from document_event) as events`,
  );
  return rows[0]!;
}

describe("« Facture acquittée »", () => {
  it("issues the invoice and, in the same transaction, one payment of exactly its TTC, chained", async () => {
    const paidOn = addDays(today(), -2);
    const answer = await post({ kind: "invoice", requestKey: randomUUID(), form: acquitted() });
    expect(answer.status).toBe(200);
    if (!answer.body.ok) throw new Error(answer.body.error);
    // The print window draws the stamp from this answer: the payment's day.
    expect(answer.body.paidOn).toBe(paidOn);

    const [doc] = await db().select().from(document).where(eq(document.number, answer.body.number));
    expect(doc).toMatchObject({ totalTtc: TTC, paidTotal: TTC, status: "paid", paidOn });
    const payments = await db().select().from(payment).where(eq(payment.documentId, doc!.id));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amount: TTC,
      paidOn,
      method: "wave",
      reference: "",
      recordedByName: "Awa Ndiaye",
      recordedAt: doc!.issuedAt,
      cancelledAt: null,
    });
    const events = await db()
      .select()
      .from(documentEvent)
      .where(eq(documentEvent.documentId, doc!.id));
    expect(events.map((e) => e.kind).sort()).toEqual(["issued", "payment"]);
    expect(events.find((e) => e.kind === "payment")?.details).toMatchObject({
      amount: String(TTC),
      paidOn,
      method: "Wave",
    });

    // Both are links of the hash chain, and the chain holds (ADR 023).
    const { rows: entries } = await db().execute<{ kind: string }>(
      sql`select kind from register_entry where subject_id in (${doc!.id}, ${payments[0]!.id}) order by seq`,
    );
    expect(entries.map((e) => e.kind)).toEqual(["document", "payment"]);
    expect((await verifyRegister(db())).ok).toBe(true);

    // The register and the document's page say « Payée », as for an invoice paid later.
    const listed = await listDocuments({ kind: "invoice", status: "paid" });
    expect(listed.rows.map((r) => [r.number, r.status, r.paidOn])).toEqual([
      [answer.body.number, "paid", paidOn],
    ]);
    const page = await loadDocument(
      new Request(`${SITE}/documents/${answer.body.number}`, {
        headers: { cookie, "x-real-ip": "192.0.2.91" },
      }),
      answer.body.number,
    );
    expect(page).toMatchObject({ doc: { status: "paid", paidOn } });
  });

  it("the same click sent twice, one after the other or at once, issues and pays once", async () => {
    const body = { kind: "invoice", requestKey: randomUUID(), form: acquitted() };
    const first = await post(body);
    const again = await post(body);
    expect(again.body).toEqual(first.body);
    const twin = { ...body, requestKey: randomUUID() };
    const [a, b] = await Promise.all([post(twin), post(twin)]);
    expect(a.body.ok && b.body.ok && a.body.number === b.body.number).toBe(true);
    expect(await counts()).toMatchObject({ documents: 2, payments: 2 });
    const { rows } = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from payment group by document_id having count(*) <> 1`,
    );
    expect(rows).toEqual([]);
  });

  it("if recording the payment fails, no invoice is issued: nothing stays, not even its number", async () => {
    await db().execute(sql`create or replace function test_payment_fails() returns trigger
      language plpgsql as $$ begin raise exception 'paiement refusé par le test'; end $$`);
    await db().execute(sql`create trigger test_payment_fails before insert on payment
      for each row execute function test_payment_fails()`);
    try {
      const failed = await post({ kind: "invoice", requestKey: randomUUID(), form: acquitted() });
      expect(failed).toEqual({
        status: 422,
        body: {
          ok: false,
          error:
            "La facture n'a pas été émise\u00a0: son paiement n'a pas pu être enregistré. Réessayez.",
        },
      });
      expect(await counts()).toEqual({ documents: 0, payments: 0, events: 0 });
      const { rows } = await db().execute<{ n: number }>(
        sql`select count(*)::int as n from document_sequence`,
      );
      expect(rows[0]!.n).toBe(0);
    } finally {
      await db().execute(sql`drop trigger test_payment_fails on payment`);
      await db().execute(sql`drop function test_payment_fails()`);
    }
    // The same click once the payment can be recorded: issued and paid.
    const retried = await post({ kind: "invoice", requestKey: randomUUID(), form: acquitted() });
    expect(retried.body.ok).toBe(true);
    expect(await counts()).toMatchObject({ documents: 1, payments: 1 });
  });

  it("the day: not in the future, not more than a year back; the method from the list; in French", async () => {
    const refused = async (patch: Partial<QuoteInvoiceForm>) => {
      const answer = await post({
        kind: "invoice",
        requestKey: randomUUID(),
        form: acquitted(patch),
      });
      expect(answer.status).toBe(400);
      return answer.body.ok ? "" : answer.body.error;
    };
    expect(await refused({ paidOn: addDays(today(), 2) })).toBe(
      "La facture n'a pas été émise\u00a0: Date du paiement\u00a0: elle ne peut pas être dans le futur.",
    );
    expect(await refused({ paidOn: addDays(today(), -400) })).toMatch(
      /^La facture n'a pas été émise\u00a0: Date du paiement\u00a0: au plus un an avant la facture \(le \d\d\/\d\d\/\d{4} au plus tôt\)\.$/,
    );
    // The method is the form's own rule: refused by its schema, like any field.
    expect(await refused({ paidMethod: "bitcoin" })).toBe(
      "Le document n'a pas été émis\u00a0: Moyen de paiement\u00a0: choisissez-en un dans la liste.",
    );
    expect(await counts()).toEqual({ documents: 0, payments: 0, events: 0 });
    // Today itself is the default, and taken.
    const ok = await post({
      kind: "invoice",
      requestKey: randomUUID(),
      form: acquitted({ paidOn: today() }),
    });
    expect(ok.body.ok && ok.body.paidOn).toBe(today());
  });

  it("unticked, an invoice is issued unpaid; a quote is never paid, whatever it sends", async () => {
    const unpaid = await post({
      kind: "invoice",
      requestKey: randomUUID(),
      form: acquitted({ paidAtIssue: false }),
    });
    expect(unpaid.body.ok && unpaid.body.paidOn).toBeNull();
    const quote = await post({ kind: "quote", requestKey: randomUUID(), form: acquitted() });
    expect(quote.body.ok && quote.body.paidOn).toBeNull();
    expect(await counts()).toMatchObject({ documents: 2, payments: 0 });
    const statuses = await db().select({ status: document.status }).from(document);
    expect(statuses.map((s) => s.status)).toEqual(["issued", "issued"]);
  });

  it("the firm's usual method (settings) is where the box and « Enregistrer un paiement » start", async () => {
    const defaults = async () => {
      const request = new Request(`${SITE}/create-invoice`, {
        headers: { cookie, "x-real-ip": "192.0.2.91" },
      });
      return (await createInvoiceLoader({ request, params: {}, context: {} } as never)).defaults;
    };
    // A fresh install: « Virement », and today, by the server's clock in Dakar.
    expect(await defaults()).toMatchObject({ paidOn: today(), paidMethod: "virement" });
    const settings = structuredClone(currentCompany());
    const { timeZone: _zone, ...stored } = settings;
    const [me] = await db()
      .select()
      .from(user)
      .where(eq(user.email, "acquittee@teranga-digital.sn"));
    const by = { id: me!.id, name: me!.name };
    await saveCompanySettings(
      { ...stored, documents: { ...stored.documents, paymentMethod: "orange_money" } },
      by,
    );
    try {
      expect((await defaults()).paidMethod).toBe("orange_money");
      const issued = await post({ kind: "invoice", requestKey: randomUUID(), form: quoteForm() });
      if (!issued.body.ok) throw new Error(issued.body.error);
      const [doc] = await db()
        .select()
        .from(document)
        .where(eq(document.number, issued.body.number));
      expect((await loadLedger(doc!)).usualMethod).toBe("orange_money");
    } finally {
      await saveCompanySettings(stored, by);
    }
  });
});
