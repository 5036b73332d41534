import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "#app/db/db.server.ts";
import type * as Permissions from "#app/features/auth/permissions.ts";
import type { StaffRole } from "#app/features/auth/permissions.ts";
import type { IssueResponse } from "#app/features/documents/requests.ts";
import { quoteForm } from "#tests/fixtures/quote-form.ts";
import { loader as createInvoiceLoader } from "../../app/routes/create-invoice.tsx";
import { action as issueAction } from "../../app/routes/documents-emettre.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import { signedIn } from "#tests/fixtures/signed-in.ts";

// « Facture acquittée » needs the payments permission beside invoices.issue. No role
// of the table has the one without the other today; here Facturation loses
// « payments », as a firm's new role could: the box is not offered and the server
// refuses it, while the same role still issues unpaid invoices.

vi.mock("#app/features/auth/permissions.ts", async (importOriginal) => {
  const real = await importOriginal<typeof Permissions>();
  return {
    ...real,
    can: (role: StaffRole | null | undefined, permission: string) =>
      !(role === "facturation" && permission === "payments") && real.can(role, permission as never),
  };
});

const SITE = "http://localhost:3000";
const cookies: Partial<Record<StaffRole, string>> = {};

beforeAll(async () => {
  cookies.facturation = await signedIn("facturation", {
    email: "facturation.acquittee@teranga-digital.sn",
    name: "Membre Facturation",
    ip: "192.0.2.95",
  });
  cookies.gerant = await signedIn("gerant", {
    email: "gerant.acquittee@teranga-digital.sn",
    name: "Membre Gérant",
    ip: "192.0.2.96",
  });
});

afterEach(() =>
  emptyTables(
    "document, document_event, document_sequence, payment, rate_limit, client, client_link, client_document",
  ),
);

function issue(role: StaffRole, paidAtIssue: boolean) {
  const today = new Date().toISOString().slice(0, 10);
  const request = new Request(`${SITE}/documents/emettre`, {
    method: "POST",
    headers: {
      origin: SITE,
      cookie: cookies[role]!,
      "x-real-ip": "192.0.2.97",
      "content-type": "application/json",
    },
    body: JSON.stringify({
      kind: "invoice",
      requestKey: randomUUID(),
      form: quoteForm({ paidAtIssue, paidOn: today, paidMethod: "especes" }),
    }),
  });
  return issueAction({ request, params: {}, context: {} } as never);
}

async function canPay(role: StaffRole) {
  const request = new Request(`${SITE}/create-invoice`, {
    headers: { cookie: cookies[role]!, "x-real-ip": "192.0.2.97" },
  });
  const data = await createInvoiceLoader({ request, params: {}, context: {} } as never);
  return data.canPay;
}

describe("« Facture acquittée » and the payments permission", () => {
  it("a role that issues invoices but records no payment: not offered, refused in French, nothing issued", async () => {
    expect(await canPay("facturation")).toBe(false);
    const refused = await issue("facturation", true);
    expect(refused.status).toBe(403);
    expect((await refused.json()) as IssueResponse).toEqual({
      ok: false,
      error:
        "Votre rôle ne permet pas d'enregistrer un paiement\u00a0: la facture n'a pas été émise. Décochez «\u00a0Facture acquittée\u00a0» ou demandez au gérant.",
    });
    const { rows } = await db().execute<{ n: number }>(
      sql`select (select count(*) from document) + (select count(*) from payment) as n`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
    // The same role still issues the invoice unpaid.
    const unpaid = (await (await issue("facturation", false)).json()) as IssueResponse;
    expect(unpaid.ok && unpaid.paidOn).toBeNull();
  });

  it("a role with both: offered, and the invoice is issued paid", async () => {
    expect(await canPay("gerant")).toBe(true);
    const paid = (await (await issue("gerant", true)).json()) as IssueResponse;
    expect(paid.ok && paid.paidOn).toBe(new Date().toISOString().slice(0, 10));
  });
});
