import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import {
  catalogueItem,
  client,
  clientDocument,
  clientProject,
  document,
  timeEntry,
} from "#app/db/schema.ts";
import { issueBalance, issueDeposit } from "#app/features/deposits/issue.server.ts";
import type { IssueResponse } from "#app/features/documents/requests.ts";
import { issueCreditNote } from "#app/features/ledger/ledger.server.ts";
import { billingPrefill } from "#app/features/project-billing/billing.server.ts";
import { issueDue } from "#app/features/subscriptions/issue.server.ts";
import { createSubscription } from "#app/features/subscriptions/subscriptions.server.ts";
import { action as issueAction } from "#app/routes/documents-emettre.ts";
import { storeClient } from "#tests/fixtures/client-book.ts";
import { issueAs, issuer, storeIssuer, valueOf } from "#tests/fixtures/issuer.ts";
import { depositQuote } from "#tests/fixtures/quote-form.ts";
import { signIn } from "#tests/fixtures/signed-in.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";

// Issue 34: every issuing path links its document to its client in its own transaction
// (ADR 031), on PGlite and PostgreSQL. No test here runs the client book's sync: the
// link is there right after the issue, or nowhere.

const SITE = "http://localhost:3000";
const STAFF = issuer("client-links");
const key = () => randomUUID();
const NOW = new Date("2026-11-26T09:15:00Z");

let gerantCookie = "";
let gerantId = "";

beforeAll(async () => {
  await storeIssuer(STAFF);
  const gerant = await signIn("gerant", {
    email: "awa.liens@teranga-digital.sn",
    name: "Awa Ndiaye",
    ip: "192.0.2.180",
  });
  gerantCookie = gerant.cookie;
  gerantId = gerant.user.id;
});

afterEach(() =>
  emptyTables(
    "client_document, client, catalogue_item, subscription_period, subscription, time_entry, project_document, client_project, document, document_event, document_sequence, payment, outbox",
  ),
);

/** The client a document is linked to, read straight from the link table. */
async function clientOf(number: string): Promise<string | undefined> {
  const [row] = await db()
    .select({ clientId: clientDocument.clientId })
    .from(clientDocument)
    .innerJoin(document, eq(document.id, clientDocument.documentId))
    .where(eq(document.number, number));
  return row?.clientId;
}

const clients = () => db().select().from(client).orderBy(asc(client.createdAt));

describe("a document issued is linked to its client at once", () => {
  it("a quote makes its client; an invoice with the same NINEA, another email, reuses it", async () => {
    const quote = await issueAs(
      STAFF,
      "quote",
      { clientName: "Sahel Conseil", clientEmail: "DG@Sahel.sn", clientNinea: "004 567 890 2G3" },
      NOW,
    );
    const made = await clientOf(quote.number);
    expect(made).toBeDefined();
    expect(await clients()).toMatchObject([
      { id: made, name: "Sahel Conseil", email: "dg@sahel.sn", ninea: "004 567 890 2G3" },
    ]);
    const invoice = await issueAs(
      STAFF,
      "invoice",
      {
        clientName: "Sahel Conseil SA",
        clientEmail: "compta@sahel.sn",
        clientNinea: "0045678902g3",
      },
      new Date("2026-11-26T09:16:00Z"),
    );
    expect(await clientOf(invoice.number)).toBe(made);
    // Another firm (another email, no NINEA) is a new client.
    const other = await issueAs(
      STAFF,
      "quote",
      { clientName: "Dakar Motors", clientEmail: "achats@dakarmotors.sn", clientNinea: "" },
      new Date("2026-11-26T09:17:00Z"),
    );
    const second = await clientOf(other.number);
    expect(second).toBeDefined();
    expect(second).not.toBe(made);
    expect(await clients()).toHaveLength(2);
  });

  it("a deposit and the balance invoice join the quote's client, found by its email", async () => {
    const known = await storeClient({ name: "Keur Yaay", email: "contact@keuryaay.sn" });
    const quote = await issueAs(
      STAFF,
      "quote",
      { ...depositQuote(), clientName: "Keur Yaay SARL", clientEmail: "Contact@KeurYaay.sn" },
      NOW,
    );
    const deposit = valueOf(
      await issueDeposit(quote.number, { mode: "percent", percent: "30" }, key(), STAFF, NOW),
    );
    expect(await clientOf(deposit.number)).toBe(known);
    const balance = valueOf(
      await issueBalance(quote.number, key(), STAFF, new Date("2026-12-20T11:02:00Z")),
    );
    expect(await clientOf(balance.number)).toBe(known);
    expect(await clientOf(quote.number)).toBe(known);
    expect(await clients()).toHaveLength(1);
  });

  it("a credit note joins its invoice's client", async () => {
    const invoice = await issueAs(
      STAFF,
      "invoice",
      { clientName: "Boutique Fatou", clientEmail: "fatou@boutique.sn" },
      NOW,
    );
    const own = await clientOf(invoice.number);
    expect(own).toBeDefined();
    const note = valueOf(
      await issueCreditNote(
        invoice.number,
        { mode: "amount", amount: 5_000, lines: [], reason: "Geste commercial", requestKey: key() },
        STAFF,
        { now: new Date("2026-11-27T10:00:00Z") },
      ),
    );
    expect(await clientOf(note.number)).toBe(own);
    expect(await clients()).toHaveLength(1);
  });

  it("a subscription's invoice, issued by the server, joins the subscription's client", async () => {
    const known = await storeClient();
    const [item] = await db()
      .insert(catalogueItem)
      .values({ designation: "Maintenance site web", unitPrice: 30_000, unit: "mois", vatRate: 18 })
      .returning({ id: catalogueItem.id });
    const created = await createSubscription(
      {
        clientId: known,
        title: "Maintenance",
        period: "monthly",
        startOn: "2026-12-01",
        autoSend: false,
        lines: [{ itemId: item!.id, quantity: 1 }],
      },
      STAFF,
      new Date("2026-12-01T12:00:00Z"),
    );
    if (!created.ok) throw new Error(created.message);
    const issued = await issueDue(new Date("2026-12-01T12:00:00Z"));
    expect(issued).toHaveLength(1);
    expect(await clientOf(issued[0]!.number)).toBe(known);
    expect(await clients()).toHaveLength(1);
  });

  it("a project's « Facturer » invoice joins the project's client", async () => {
    const known = await storeClient({ name: "Keur Wax SARL", email: "compta@keurwax.sn" });
    const [p] = await db()
      .insert(clientProject)
      .values({
        name: "Boutique Keur Wax",
        clientId: known,
        startsOn: "2026-11-01",
        hourlyRate: 15_000,
      })
      .returning();
    const [t] = await db()
      .insert(timeEntry)
      .values({
        userId: gerantId,
        projectId: p!.id,
        day: "2026-11-02",
        minutes: 90,
        task: "Développement",
      })
      .returning({ id: timeEntry.id });
    const q = new URLSearchParams({ projet: p!.id, regroupement: "prestation", majoration: "0" });
    q.append("temps", t!.id);
    const found = await billingPrefill(new URL(`${SITE}/create-invoice?${q}`));
    if (!found || "error" in found) throw new Error(found?.error ?? "rien");
    const response = await issueAction({
      request: new Request(`${SITE}/documents/emettre`, {
        method: "POST",
        headers: {
          origin: SITE,
          cookie: gerantCookie,
          "x-real-ip": "192.0.2.181",
          "content-type": "application/json",
        },
        body: JSON.stringify({
          kind: "invoice",
          requestKey: key(),
          form: found.prefill.form,
          billing: found.prefill.billing,
        }),
      }),
      params: {},
      context: {},
    } as never);
    const body = (await response.json()) as IssueResponse;
    if (!body.ok) throw new Error(body.error);
    expect(await clientOf(body.number)).toBe(known);
    expect(await clients()).toHaveLength(1);
  });
});
