import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import {
  catalogueItem,
  client,
  clientDocument,
  clientLead,
  contactMessage,
  document,
} from "#app/db/schema.ts";
import { archiveItem, seedCatalogue } from "#app/features/catalogue/catalogue.server.ts";
import { catalogueSuggestions, loadCatalogue } from "#app/features/catalogue/route.server.ts";
import {
  getClient,
  listClients,
  mergeClients,
  suggestClients,
  syncClients,
  updateClient,
} from "#app/features/clients/clients.server.ts";
import {
  clientSuggestions,
  handleClientAction,
  handleNewClient,
  loadClients,
} from "#app/features/clients/route.server.ts";
import { getSnapshot } from "#app/features/documents/register.server.ts";
import type { QuoteInvoiceForm } from "#app/features/documents/schemas.ts";
import { NINEA_FORMAT_MESSAGE } from "#app/features/clients/schemas.ts";
import type { QuoteInvoiceSnapshot } from "#app/features/documents/snapshot.ts";
import { recordPayment } from "#app/features/ledger/ledger.server.ts";
import { action as issueAction } from "#app/routes/documents-emettre.ts";
import { quoteForm } from "#tests/fixtures/quote-form.ts";
import { issueAs, issuer, storeIssuer } from "#tests/fixtures/issuer.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import { signedIn } from "#tests/fixtures/signed-in.ts";

// The client book and the catalogue (ADR 031) on the real database: PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set.

const SITE = "http://localhost:3000";
const STAFF = issuer("clients");
const cookies: Record<string, string> = {};

beforeAll(async () => {
  await storeIssuer(STAFF);
  for (const role of ["gerant", "facturation", "commercial", "redaction"] as const) {
    const email = `${role}.clients@teranga-digital.sn`;
    cookies[role] = await signedIn(role, { email, ip: "192.0.2.50" });
  }
  cookies.visitor = await signedIn("visitor", {
    email: "visiteur.clients@example.sn",
    ip: "192.0.2.50",
  });
});

afterEach(() =>
  emptyTables(
    "client_document, client_lead, client, catalogue_item, document, document_event, document_sequence, payment, contact_message, outbox, rate_limit",
  ),
);

let minute = 0;
async function issue(kind: "quote" | "invoice", patch: Partial<QuoteInvoiceForm> = {}) {
  // A distinct minute each: every number is the first of its series.
  const at = new Date(Date.UTC(2026, 10, 26, 8, minute++));
  return (await issueAs(STAFF, kind, patch, at)).number;
}

const clientOf = async (number: string) => {
  const [row] = await db()
    .select({ clientId: clientDocument.clientId })
    .from(clientDocument)
    .innerJoin(document, eq(document.id, clientDocument.documentId))
    .where(eq(document.number, number));
  return row?.clientId;
};

function get(path: string, cookie: string) {
  return new Request(`${SITE}${path}`, { headers: { cookie, "x-real-ip": "192.0.2.51" } });
}

function post(path: string, values: Record<string, string>, cookie = cookies.gerant!) {
  const body = new FormData();
  for (const [k, v] of Object.entries(values)) body.set(k, v);
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { origin: SITE, cookie, "x-real-ip": "192.0.2.51" },
    body,
  });
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    const answer = await promise;
    if (answer instanceof Response) return answer.status;
    return (answer as { init?: ResponseInit | null })?.init?.status ?? 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    return (error as { init?: ResponseInit | null }).init?.status ?? 500;
  }
}

describe("backfill and matching", () => {
  it("makes one client per email or NINEA, once, however often it runs", async () => {
    const a1 = await issue("quote", {
      clientName: "Keur Yaay",
      clientEmail: "contact@keuryaay.sn",
    });
    const a2 = await issue("invoice", {
      clientName: "KEUR YAAY SARL",
      clientEmail: "Contact@KeurYaay.sn",
    });
    const b1 = await issue("invoice", {
      clientName: "Sahel Conseil",
      clientEmail: "dg@sahel.sn",
      clientNinea: "004 567 890 2G3",
    });
    const b2 = await issue("quote", {
      clientName: "Sahel Conseil SA",
      clientEmail: "compta@sahel.sn",
      clientNinea: "0045678902g3",
    });
    const c1 = await issue("quote", { clientName: "Keur Yaay", clientEmail: "autre@keuryaay.sn" });
    // Each issue linked its document; an upgrade from before the book had no links, nor
    // clients: the sync at start is their backfill.
    expect(await db().select().from(clientDocument)).toHaveLength(5);
    await db().delete(clientDocument);
    await db().delete(client);
    expect(await db().select().from(clientDocument)).toHaveLength(0);

    expect(await syncClients()).toBe(5);
    expect(await syncClients()).toBe(0);
    expect(await db().select().from(client)).toHaveLength(3);
    expect(await clientOf(a1)).toBe(await clientOf(a2));
    expect(await clientOf(b1)).toBe(await clientOf(b2));
    expect(await clientOf(c1)).not.toBe(await clientOf(a1));
    const [first] = await db()
      .select()
      .from(client)
      .where(eq(client.id, (await clientOf(a1))!));
    // The first document named it; its email is kept normalised.
    expect(first).toMatchObject({ name: "Keur Yaay", email: "contact@keuryaay.sn" });
  });

  it("links requests by email, not the spam, and a later document to the same client", async () => {
    await db()
      .insert(contactMessage)
      .values([
        {
          name: "Fatou Sow",
          email: "Fatou@Boutique.sn",
          subject: "site-vitrine",
          message: "Bonjour",
        },
        { name: "Robot", email: "spam@example.com", subject: "autre", message: "x", spam: true },
      ]);
    expect(await syncClients()).toBe(1);
    const number = await issue("quote", {
      clientName: "Boutique Fatou",
      clientEmail: "fatou@boutique.sn",
    });
    const [lead] = await db().select().from(clientLead);
    expect(await clientOf(number)).toBe(lead!.clientId);
    const rows = await db().select().from(client);
    expect(rows).toHaveLength(1);
    // The request made the client; the document filled in what it lacked.
    expect(rows[0]).toMatchObject({
      name: "Fatou Sow",
      contactName: "Fatou Sow",
      phone: "+221 77 123 45 67",
    });
  });

  it("links the document issued through POST /documents/emettre at once", async () => {
    const response = await issueAction({
      request: new Request(`${SITE}/documents/emettre`, {
        method: "POST",
        headers: {
          origin: SITE,
          cookie: cookies.facturation!,
          "x-real-ip": "192.0.2.52",
          "content-type": "application/json",
        },
        body: JSON.stringify({
          kind: "invoice",
          requestKey: randomUUID(),
          form: quoteForm({ clientName: "Dakar Motors", clientEmail: "achats@dakarmotors.sn" }),
        }),
      }),
    } as never);
    const body = (await response.json()) as { ok: boolean; number: string };
    expect(body.ok).toBe(true);
    const id = await clientOf(body.number);
    expect(id).toBeDefined();
    expect((await suggestClients("dakar"))[0]).toMatchObject({
      id,
      email: "achats@dakarmotors.sn",
    });
  });
});

describe("a client's page", () => {
  it("adds up what its invoices still owe, lists its payments", async () => {
    const patch = { clientName: "Keur Yaay", clientEmail: "contact@keuryaay.sn" };
    // 2 × 50 000 HT + 18 % VAT = 118 000 TTC; 1 × 20 000 + 18 % = 23 600 TTC.
    const inv1 = await issue("invoice", {
      ...patch,
      prestations: [{ designation: "Site", quantity: "2", unitPrice: "50 000" }],
    });
    await issue("invoice", {
      ...patch,
      prestations: [{ designation: "Logo", quantity: "1", unitPrice: "20 000" }],
    });
    await issue("quote", patch);
    const paid = await recordPayment(
      inv1,
      {
        amount: 18_000,
        paidOn: "2026-11-26",
        method: "wave",
        reference: "W-1",
        requestKey: randomUUID(),
      },
      STAFF,
    );
    expect(paid.ok).toBe(true);
    const id = (await clientOf(inv1))!;
    const page = (await getClient(id))!;
    const expected = 2 * 50_000 * 1.18 + 20_000 * 1.18 - 18_000;
    expect(page.due).toBe(expected);
    expect(page.documents).toHaveLength(3);
    expect(page.payments).toMatchObject([{ amount: 18_000, number: inv1, method: "wave" }]);
    const { clients } = await listClients({ q: "keur" });
    expect(clients).toMatchObject([{ id, documents: 3, due: expected }]);
  });
});

describe("editing a client", () => {
  it("changes what the form suggests, never an issued document", async () => {
    const number = await issue("invoice", {
      clientName: "Keur Yaay",
      clientEmail: "contact@keuryaay.sn",
    });
    const id = (await clientOf(number))!;
    const before = (await getSnapshot(number)) as QuoteInvoiceSnapshot;
    const edited = await updateClient(id, {
      name: "Keur Yaay SARL",
      contactName: "Awa Diop",
      email: "compta@keuryaay.sn",
      phone: "+221 33 800 00 00",
      address: "Plateau, Dakar",
      ninea: "0045678902G3",
      rccm: "SN-DKR-2020-B-1234",
      notes: "",
    });
    expect(edited.ok).toBe(true);
    const after = (await getSnapshot(number)) as QuoteInvoiceSnapshot;
    expect(after).toEqual(before);
    expect(after.client).toMatchObject({ name: "Keur Yaay", email: "contact@keuryaay.sn" });
    expect(await suggestClients("keur")).toMatchObject([
      {
        id,
        name: "Keur Yaay SARL",
        email: "compta@keuryaay.sn",
        address: "Plateau, Dakar",
        ninea: "0045678902G3",
      },
    ]);
    // Matching reads the card as it is now: the email it no longer has names a new client.
    const again = await issue("quote", { clientName: "KY", clientEmail: "contact@keuryaay.sn" });
    expect(await clientOf(again)).not.toBe(id);
  });

  it("refuses an email another client has, in French, through the route", async () => {
    const a = await issue("quote", { clientName: "A", clientEmail: "a@exemple.sn" });
    await issue("quote", { clientName: "B", clientEmail: "b@exemple.sn" });
    const id = (await clientOf(a))!;
    const answer = (await handleClientAction(
      post(`/clients/${id}`, { intent: "edit", name: "A", email: "B@exemple.sn" }),
      id,
    )) as { data: { result: { error: Record<string, string[]> } }; init: ResponseInit };
    expect(answer.init.status).toBe(409);
    expect(answer.data.result.error[""]![0]).toMatch(/déjà cet email ou ce NINEA/);
    const bad = (await handleNewClient(post("/clients/nouveau", { name: "", email: "x" }))) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(bad.data.result.error).toMatchObject({
      name: ["Nom du client requis"],
      email: ["Email invalide"],
    });
  });
});

describe("the client's preference (ADR 045)", () => {
  it("is e-mail by default, and the form stores WhatsApp or both; anything else is refused in French", async () => {
    const a = await issue("quote", { clientName: "Pref", clientEmail: "pref@exemple.sn" });
    const id = (await clientOf(a))!;
    const preference = async () =>
      (await db().select().from(client).where(eq(client.id, id)))[0]!.contactPreference;
    expect(await preference()).toBe("email");
    const edit = (value: string) =>
      handleClientAction(
        post(`/clients/${id}`, {
          intent: "edit",
          name: "Pref",
          email: "pref@exemple.sn",
          phone: "77 123 45 67",
          contactPreference: value,
        }),
        id,
      );
    await edit("whatsapp");
    expect(await preference()).toBe("whatsapp");
    await edit("both");
    expect(await preference()).toBe("both");
    const bad = (await edit("sms")) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(bad.data.result.error.contactPreference).toEqual([
      "Choisissez e-mail, WhatsApp ou les deux",
    ]);
    expect(await preference()).toBe("both");
  });
});

describe("the client's language and currency (issue 35 §6)", () => {
  it("are French and XOF by default; the form stores English and EUR, the suggestions carry them; anything else is refused in French", async () => {
    const made = (await handleNewClient(
      post("/clients/nouveau", {
        name: "Agence Lumière Paris",
        email: "compta@lumiere.fr",
        address: "12 rue de Rivoli, 75001 Paris",
        language: "en",
        currency: "EUR",
      }),
    )) as Response;
    expect(made.status).toBe(302);
    const [row] = await db().select().from(client).where(eq(client.email, "compta@lumiere.fr"));
    expect(row).toMatchObject({ language: "en", currency: "EUR" });
    const suggested = (await (
      await clientSuggestions(get("/clients/suggestions?q=lumi", cookies.commercial!))
    ).json()) as { suggestions: unknown[] };
    expect(suggested.suggestions).toMatchObject([
      { name: "Agence Lumière Paris", language: "en", currency: "EUR" },
    ]);
    await handleNewClient(post("/clients/nouveau", { name: "Boutique Dakar" }));
    const [local] = await db().select().from(client).where(eq(client.name, "Boutique Dakar"));
    expect(local).toMatchObject({ language: "fr", currency: "XOF" });
    const bad = (await handleClientAction(
      post(`/clients/${row!.id}`, {
        intent: "edit",
        name: "Agence Lumière Paris",
        language: "de",
        currency: "GBP",
      }),
      row!.id,
    )) as { data: { result: { error: Record<string, string[]> } } };
    expect(bad.data.result.error).toMatchObject({
      language: ["Langue\u00a0: choisissez français ou anglais"],
      currency: ["Devise\u00a0: choisissez XOF, EUR ou USD"],
    });
    await handleClientAction(
      post(`/clients/${row!.id}`, {
        intent: "edit",
        name: "Agence Lumière Paris",
        language: "en",
        currency: "USD",
      }),
      row!.id,
    );
    const [after] = await db().select().from(client).where(eq(client.id, row!.id));
    expect(after).toMatchObject({ language: "en", currency: "USD" });
  });
});

describe("the client's country (ADR 064)", () => {
  it("is Senegal by default; abroad the form keeps its own tax number, the suggestions and a document's client carry it", async () => {
    const made = (await handleNewClient(
      post("/clients/nouveau", {
        name: "Studio Rivoli",
        email: "compta@studio-rivoli.fr",
        country: "FR",
        ninea: "FR 40 303265045",
      }),
    )) as Response;
    expect(made.status).toBe(302);
    const [row] = await db().select().from(client).where(eq(client.name, "Studio Rivoli"));
    expect(row).toMatchObject({ country: "FR", ninea: "FR 40 303265045" });
    const suggested = (await (
      await clientSuggestions(get("/clients/suggestions?q=rivoli", cookies.commercial!))
    ).json()) as { suggestions: unknown[] };
    expect(suggested.suggestions).toMatchObject([{ name: "Studio Rivoli", country: "FR" }]);
    // In Senegal the same number is no NINEA; a country off the list is refused.
    const bad = (await handleClientAction(
      post(`/clients/${row!.id}`, {
        intent: "edit",
        name: "Studio Rivoli",
        country: "SN",
        ninea: "FR 40 303265045",
      }),
      row!.id,
    )) as { data: { result: { error: Record<string, string[]> } } };
    expect(bad.data.result.error).toMatchObject({ ninea: [NINEA_FORMAT_MESSAGE] });
    const off = (await handleClientAction(
      post(`/clients/${row!.id}`, { intent: "edit", name: "Studio Rivoli", country: "XX" }),
      row!.id,
    )) as { data: { result: { error: Record<string, string[]> } } };
    expect(off.data.result.error).toMatchObject({
      country: ["Pays\u00a0: choisissez-le dans la liste"],
    });
    const [kept] = await db().select().from(client).where(eq(client.id, row!.id));
    expect(kept).toMatchObject({ country: "FR", ninea: "FR 40 303265045" });

    await handleNewClient(post("/clients/nouveau", { name: "Boutique Médina" }));
    const [local] = await db().select().from(client).where(eq(client.name, "Boutique Médina"));
    expect(local!.country).toBe("SN");

    // A document for a client the book does not know yet, in Belgium: the client its issue
    // makes is there.
    await issue("invoice", {
      clientName: "Atelier Bruxelles",
      clientEmail: "hello@atelier.be",
      clientCountry: "BE",
    });
    const [made2] = await db().select().from(client).where(eq(client.email, "hello@atelier.be"));
    expect(made2!.country).toBe("BE");
  });
});

describe("merging", () => {
  it("moves documents and requests to the client kept, hides the other, which leads there", async () => {
    const a = await issue("invoice", {
      clientName: "Keur Yaay",
      clientEmail: "contact@keuryaay.sn",
    });
    const b = await issue("quote", {
      clientName: "Keur Yaay (boutique)",
      clientEmail: "boutique@keuryaay.sn",
      clientNinea: "004 567 890 2G3",
    });
    await db().insert(contactMessage).values({
      name: "Keur Yaay",
      email: "boutique@keuryaay.sn",
      subject: "site-vitrine",
      message: "Bonjour",
    });
    // The request (stored here without the contact route's linkLeads) joins by the sync.
    await syncClients({ documents: false });
    const kept = (await clientOf(a))!;
    const other = (await clientOf(b))!;
    expect(kept).not.toBe(other);

    const answer = await handleClientAction(
      post(`/clients/${kept}`, { intent: "merge", other }),
      kept,
    );
    expect((answer as Response).status).toBe(302);
    expect(await clientOf(b)).toBe(kept);
    const [lead] = await db().select().from(clientLead);
    expect(lead!.clientId).toBe(kept);
    const [hidden] = await db().select().from(client).where(eq(client.id, other));
    expect(hidden!.mergedInto).toBe(kept);
    const { clients } = await listClients({});
    expect(clients.map((c) => c.id)).toEqual([kept]);
    // Its blanks were filled from the other: the NINEA.
    expect(clients[0]).toMatchObject({ name: "Keur Yaay", ninea: "004 567 890 2G3" });
    // A later document with the merged client's email joins the one kept.
    const c = await issue("invoice", { clientName: "KY", clientEmail: "boutique@keuryaay.sn" });
    expect(await clientOf(c)).toBe(kept);
    // Merged twice, or with itself: refused.
    expect(await mergeClients(kept, other)).toMatchObject({ ok: false });
    expect(await mergeClients(kept, kept)).toMatchObject({ ok: false });
    // The merged client's page leads to the kept one.
    const to = await statusOf(
      import("#app/features/clients/route.server.ts").then((m) =>
        m.loadClient(get(`/clients/${other}`, cookies.gerant!), other),
      ),
    );
    expect(to).toBe(302);
  });
});

describe("the catalogue", () => {
  it("is filled from the site's offers once, and an archived item stays archived", async () => {
    expect(await seedCatalogue()).toBe(4);
    expect(await seedCatalogue()).toBe(0);
    const rows = await db().select().from(catalogueItem);
    const byTitle = Object.fromEntries(
      rows.map((r) => [r.designation, [r.unitPrice, r.unit, r.vatRate]]),
    );
    expect(byTitle).toEqual({
      "Maintenance Site Web": [30_000, "mois", 18],
      "Community Management Starter": [100_000, "mois", 18],
      "Community Management Pro": [200_000, "mois", 18],
      "Community Management Premium": [300_000, "mois", 18],
    });
    const maintenance = rows.find((r) => r.designation === "Maintenance Site Web")!;
    await archiveItem(maintenance.id, true);
    expect(await seedCatalogue()).toBe(0);
    const suggested = await (
      await catalogueSuggestions(get("/catalogue/suggestions?q=maint", cookies.commercial!))
    ).json();
    expect(suggested).toEqual({ suggestions: [] });
    const cm = await (
      await catalogueSuggestions(
        get("/catalogue/suggestions?q=community%20pro", cookies.commercial!),
      )
    ).json();
    expect(cm.suggestions).toMatchObject([
      {
        designation: "Community Management Pro",
        unitPrice: 200_000,
        unit: "mois",
        vatRate: 18,
        line: "Community Management Pro (par mois)",
      },
    ]);
  });

  it("takes a new item with its price in whole francs, and refuses a decimal price in French", async () => {
    const { handleCatalogueAction } = await import("#app/features/catalogue/route.server.ts");
    const ok = await handleCatalogueAction(
      post("/catalogue", {
        intent: "create",
        designation: "Journée de formation",
        unitPrice: "150 000",
        unit: "jour",
        vatRate: "18",
      }),
    );
    expect((ok as Response).status).toBe(302);
    const [row] = await db().select().from(catalogueItem);
    expect(row).toMatchObject({
      designation: "Journée de formation",
      unitPrice: 150_000,
      unit: "jour",
    });
    const bad = (await handleCatalogueAction(
      post("/catalogue", {
        intent: "create",
        designation: "X",
        unitPrice: "12,5",
        unit: "jour",
        vatRate: "118",
      }),
    )) as { data: { result: { error: Record<string, string[]> } } };
    expect(bad.data.result.error).toMatchObject({
      unitPrice: ["Prix unitaire en francs entiers, sans décimale"],
      vatRate: ["TVA en pourcentage entier, de 0 à 100"],
    });
  });
});

describe("permissions", () => {
  it("opens the book to clients, the catalogue to its editors, suggestions to issuers", async () => {
    const expectStatus = async (
      call: (cookie: string) => Promise<unknown>,
      expected: Record<string, number>,
    ) => {
      for (const [role, status] of Object.entries(expected)) {
        expect([role, await statusOf(call(cookies[role]!))]).toEqual([role, status]);
      }
    };
    await expectStatus((c) => loadClients(get("/clients", c)), {
      gerant: 200,
      facturation: 200,
      commercial: 200,
      redaction: 403,
      visitor: 302,
    });
    await expectStatus((c) => handleNewClient(post("/clients/nouveau", { name: "Nouveau" }, c)), {
      redaction: 403,
      visitor: 302,
      commercial: 302,
    });
    await expectStatus((c) => clientSuggestions(get("/clients/suggestions?q=no", c)), {
      gerant: 200,
      facturation: 200,
      commercial: 200,
      redaction: 403,
      visitor: 302,
    });
    await expectStatus((c) => loadCatalogue(get("/catalogue", c)), {
      gerant: 200,
      facturation: 200,
      commercial: 403,
      redaction: 403,
      visitor: 302,
    });
    await expectStatus((c) => catalogueSuggestions(get("/catalogue/suggestions?q=site", c)), {
      commercial: 200,
      redaction: 403,
    });
  });
});
