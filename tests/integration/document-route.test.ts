import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { user } from "#app/db/schema.ts";
import { auth } from "#app/features/auth/auth.server.ts";
import type { SessionUser } from "#app/features/auth/roles.ts";
import { issueDocument } from "#app/features/documents/register.server.ts";
import { recordPayment } from "#app/features/ledger/ledger.server.ts";
import { quoteForm } from "#tests/fixtures/quote-form.ts";
import { loader } from "../../app/routes/document.tsx";

// A document's page draws its latest 50 history lines and payments; « Tout afficher »
// (?tout=1) the rest (ADR 025: an invoice may carry hundreds of payments).

const SITE = "http://localhost:3000";
const EMAIL = "page@teranga-digital.sn";
const PASSWORD = "motdepasse-de-la-page";
let cookie = "";

beforeAll(async () => {
  await auth().api.signUpEmail({
    body: { name: "Awa Ndiaye", email: EMAIL, password: PASSWORD },
    headers: new Headers({ origin: SITE, "x-real-ip": "192.0.2.40" }),
  });
  await db()
    .update(user)
    .set({ role: "staff", staffRole: "gerant", emailVerified: true })
    .where(eq(user.email, EMAIL));
  const result = await auth().api.signInEmail({
    body: { email: EMAIL, password: PASSWORD },
    headers: new Headers({ origin: SITE, "x-real-ip": "192.0.2.40" }),
    returnHeaders: true,
  });
  cookie = result.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});

afterAll(async () => {
  await db().execute(sql`truncate table document, document_event, document_sequence cascade`);
});

it("an invoice with 60 payments: the latest 50 of each list, the rest behind « Tout afficher »", async () => {
  const [staff] = await db().select().from(user).where(eq(user.email, EMAIL));
  const by: SessionUser = {
    id: staff!.id,
    name: staff!.name,
    email: EMAIL,
    username: null,
    role: "staff",
    staffRole: "gerant",
  };
  const issued = await issueDocument(
    {
      kind: "invoice",
      requestKey: randomUUID(),
      form: quoteForm({
        prestations: [{ designation: "Maintenance", quantity: "1", unitPrice: "600 000" }],
        applyVat: false,
      }),
    },
    by,
  );
  if (!issued.ok) throw new Error(issued.message);
  const number = issued.value.number;
  for (let i = 0; i < 60; i++) {
    const paid = await recordPayment(
      number,
      {
        amount: 1_000,
        paidOn: "2026-11-01",
        method: "wave",
        reference: `W-${i}`,
        requestKey: randomUUID(),
      },
      by,
    );
    if (!paid.ok) throw new Error(paid.message);
  }
  const page = async (query: string) =>
    loader({
      request: new Request(`${SITE}/documents/${number}${query}`, { headers: { cookie } }),
      params: { numero: number },
      context: {},
    } as never);

  const first = await page("");
  expect(first.ledger.payments).toHaveLength(50);
  // The latest ones: references W-10 … W-59.
  expect(first.ledger.payments[0]!.reference).toBe("W-10");
  expect(first.olderPayments).toBe(10);
  // 1 « issued » + 60 « payment » events, the newest first.
  expect(first.doc.events).toHaveLength(50);
  expect(first.olderEvents).toBe(11);

  const all = await page("?tout=1");
  expect(all.ledger.payments).toHaveLength(60);
  expect(all.olderPayments).toBe(0);
  expect(all.doc.events).toHaveLength(61);
  expect(all.olderEvents).toBe(0);
});
