import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { document } from "#app/db/schema.ts";
import {
  handleBillingAction,
  isBillingAction,
  loadQuoteBilling,
} from "#app/features/deposits/route.server.ts";
import { getDocument } from "#app/features/documents/register.server.ts";
import { issueAs } from "#tests/fixtures/issuer.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import { signedIn, signIn } from "#tests/fixtures/signed-in.ts";
import type { SessionUser } from "#app/features/auth/roles.ts";
import { routeAnswer } from "#tests/fixtures/route-answer.ts";

// « Facture d'acompte » and « Facture de solde » as the document route calls them: a
// real Request, a real staff session, the real database.

const SITE = "http://localhost:3000";
let staffCookie = "";
let visitorCookie = "";
let staff: SessionUser;

beforeAll(async () => {
  // Staff here is the Gérant: every permission (permissions.ts).
  const [name, ip] = ["Awa Ndiaye", "192.0.2.40"];
  ({ cookie: staffCookie, user: staff } = await signIn("gerant", {
    email: "acomptes@teranga-digital.sn",
    name,
    ip,
  }));
  visitorCookie = await signedIn("visitor", { email: "visiteur-acomptes@example.sn", name, ip });
});

afterEach(() => emptyTables("document, document_event, document_sequence, rate_limit"));

function post(
  number: string,
  what: string,
  values: Record<string, string>,
  { cookie = staffCookie, origin = SITE } = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return new Request(`${SITE}/documents/${number}?facturation=${what}`, {
    method: "POST",
    headers: { origin, cookie, "x-real-ip": "192.0.2.41" },
    body: form,
  });
}

const quote = async () => (await issueAs(staff, "quote")).number;

const answer = (promise: Promise<unknown>) =>
  routeAnswer<{ intent: string; result: { error?: Record<string, string[]> } }>(promise);

describe("POST /documents/:numero?facturation", () => {
  it("only a post with ?facturation comes here", () => {
    expect(isBillingAction(post("DEVIS-1", "acompte", {}))).toBe(true);
    expect(isBillingAction(new Request(`${SITE}/documents/DEVIS-1`, { method: "POST" }))).toBe(
      false,
    );
  });

  it("a deposit of 30 %, then the balance: each opens the new invoice", async () => {
    const q = await quote();
    // 2,5 × 10 000 = 25 000 HT, 18 % = 4 500, 29 500 TTC; 30 % = 8 850.
    const deposit = await answer(
      handleBillingAction(
        post(q, "acompte", {
          intent: "deposit",
          requestKey: randomUUID(),
          mode: "percent",
          value: "30",
        }),
        q,
      ),
    );
    expect(deposit.status).toBe(302);
    expect(deposit.location).toMatch(/^\/documents\/FACT-[\d-]+$/);
    const number = decodeURIComponent(deposit.location!.split("/").pop()!);
    expect((await getDocument(number))!.totalTtc).toBe(8_850);

    const view = (await getDocument(q))!;
    const billing = await loadQuoteBilling(view);
    expect(billing).toMatchObject({ canConvert: false, deposited: 8_850, remaining: 20_650 });
    expect(billing!.balance).toEqual({ ht: 17_500, vat: 3_150, ttc: 20_650 });

    const balance = await answer(
      handleBillingAction(
        post(q, "solde", { intent: "balance", requestKey: billing!.keys.balance }),
        q,
      ),
    );
    expect(balance.status).toBe(302);
    const balanceNumber = decodeURIComponent(balance.location!.split("/").pop()!);
    expect((await getDocument(balanceNumber))!.totalTtc).toBe(20_650);
    expect(await loadQuoteBilling((await getDocument(q))!)).toMatchObject({
      invoiced: true,
      balance: null,
    });
  });

  it("says in French what is wrong, in the form that was sent", async () => {
    const q = await quote();
    const invalid = await answer(
      handleBillingAction(
        post(q, "acompte", {
          intent: "deposit",
          requestKey: randomUUID(),
          mode: "percent",
          value: "150",
        }),
        q,
      ),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.data).toMatchObject({
      intent: "deposit",
      result: { error: { value: ["Le pourcentage ne peut pas dépasser 100\u00a0%"] } },
    });
    const above = await answer(
      handleBillingAction(
        post(q, "acompte", {
          intent: "deposit",
          requestKey: randomUUID(),
          mode: "amount",
          value: "29 501",
        }),
        q,
      ),
    );
    expect(above.status).toBe(409);
    expect(above.data!.result.error![""]).toEqual([
      "L'acompte dépasse ce qui reste à facturer sur le devis (29\u00a0500\u00a0FCFA).",
    ]);
    const noDeposit = await answer(
      handleBillingAction(post(q, "solde", { intent: "balance", requestKey: randomUUID() }), q),
    );
    expect(noDeposit.status).toBe(409);
    expect(noDeposit.data).toMatchObject({ intent: "balance" });
    const count = await db().select().from(document).where(eq(document.kind, "invoice"));
    expect(count).toHaveLength(0);
  });

  it("an EUR quote: a deposit typed in euros with its cents, its card in euros (ADR 055)", async () => {
    const q = (
      await issueAs(staff, "quote", {
        currency: "EUR",
        language: "en",
        applyVat: false,
        prestations: [{ designation: "Website", quantity: "1", unitPrice: "1 234,56" }],
      })
    ).number;
    const deposit = await answer(
      handleBillingAction(
        post(q, "acompte", {
          intent: "deposit",
          requestKey: randomUUID(),
          currency: "EUR",
          mode: "amount",
          value: "370,37",
        }),
        q,
      ),
    );
    expect(deposit.status).toBe(302);
    const number = decodeURIComponent(deposit.location!.split("/").pop()!);
    const invoice = (await getDocument(number))!;
    // 370,37 € × 655,957 = 242 946,79… → 242 947 francs in the register; cents in its snapshot.
    expect(invoice.totalTtc).toBe(242_947);
    expect(invoice.snapshot).toMatchObject({ currency: "EUR", totals: { totalTTC: 37_037 } });
    // The quote's card counts its euros: 1 234,56 − 370,37 = 864,19 € left.
    const billing = await loadQuoteBilling((await getDocument(q))!);
    expect(billing).toMatchObject({
      currency: "EUR",
      quoteTtc: 123_456,
      deposited: 37_037,
      remaining: 86_419,
      balance: { ttc: 86_419 },
    });
    expect(billing!.invoices).toMatchObject([{ number, ttc: 37_037 }]);
  });

  it("refuses another site and anyone but staff", async () => {
    const q = await quote();
    const values = { intent: "deposit", requestKey: randomUUID(), mode: "percent", value: "30" };
    const foreign = await answer(
      handleBillingAction(post(q, "acompte", values, { origin: "https://ailleurs.example" }), q),
    );
    expect(foreign.status).toBe(403);
    const visitor = await answer(
      handleBillingAction(post(q, "acompte", values, { cookie: visitorCookie }), q),
    );
    expect(visitor.status).toBe(302);
    expect(visitor.location).not.toMatch(/FACT-/);
    const count = await db().select().from(document).where(eq(document.kind, "invoice"));
    expect(count).toHaveLength(0);
  });
});
