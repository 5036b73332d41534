import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, afterEach, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { document, outbox } from "#app/db/schema.ts";
import {
  handleDocumentAction as documentsAction,
  loadDocument,
} from "#app/features/register/route.server.ts";
import { handleIssue } from "#app/features/authoring/route.server.ts";
import type { IssueResponse } from "#app/features/documents/requests.ts";
import { type QuoteInvoiceForm } from "#app/features/documents/schemas.ts";
import { handleLedgerAction } from "#app/features/ledger/route.server.ts";
import { receiptPdf } from "#app/features/print/pdf.server.ts";
import { enqueueEmail } from "#app/features/mail/outbox.server.ts";
import { handleInboxAction, loadInbox } from "#app/features/leads/route.server.ts";
import { quoteForm } from "#tests/fixtures/quote-form.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import { signedIn } from "#tests/fixtures/signed-in.ts";

// The studio's route handlers, called as the routes call them: a real Request,
// the real database and a real staff session.

const SITE = "http://localhost:3000";
let staffCookie = "";
let visitorCookie = "";

beforeAll(async () => {
  // Staff here is the Gérant: every permission (permissions.ts).
  const ip = "192.0.2.30";
  staffCookie = await signedIn("gerant", {
    email: "studio@teranga-digital.sn",
    name: "Awa Ndiaye",
    ip,
  });
  visitorCookie = await signedIn("visitor", {
    email: "visiteur@example.sn",
    name: "Moussa Fall",
    ip,
  });
});

afterEach(() => emptyTables("document, document_event, document_sequence, outbox, rate_limit"));

function get(path: string, cookie = staffCookie) {
  return new Request(`${SITE}${path}`, { headers: { cookie, "x-real-ip": "192.0.2.31" } });
}

function post(
  path: string,
  body: BodyInit,
  {
    cookie = staffCookie,
    origin = SITE,
    type,
  }: { cookie?: string; origin?: string; type?: string } = {},
) {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: {
      origin,
      cookie,
      "x-real-ip": "192.0.2.31",
      ...(type ? { "content-type": type } : {}),
    },
    body,
  });
}

/** As app/routes/document.tsx: the ledger's intents first (an invoice's cancellation), then documents'. */
async function handleDocumentAction(request: Request, numero: string) {
  const drawings = { receipt: receiptPdf };
  return (await handleLedgerAction(request, numero, drawings)) ?? documentsAction(request, numero);
}

function formOf(values: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
}

function issueRequest(body: unknown, options: { cookie?: string; origin?: string } = {}) {
  return post("/documents/emettre", JSON.stringify(body), {
    ...options,
    type: "application/json",
  });
}

async function issued(kind: "quote" | "invoice", patch: Partial<QuoteInvoiceForm> = {}) {
  const response = await handleIssue(
    issueRequest({ kind, requestKey: randomUUID(), form: quoteForm(patch) }),
  );
  const body = (await response.json()) as IssueResponse;
  if (!body.ok) throw new Error(body.error);
  return body.number;
}

/** What a handler threw (a redirect or a data() refusal), or null. */
async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
    return null;
  } catch (error) {
    return error;
  }
}

function statusOf(answer: unknown): number {
  if (answer instanceof Response) return answer.status;
  return (answer as { init: ResponseInit | null }).init?.status ?? 200;
}

describe("POST /documents/emettre (handleIssue)", () => {
  it("numbers and records a quote, and answers what to print", async () => {
    const response = await handleIssue(
      issueRequest({ kind: "quote", requestKey: randomUUID(), form: quoteForm() }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const body = (await response.json()) as IssueResponse;
    if (!body.ok) throw new Error(body.error);
    expect(body.number).toMatch(/^DEVIS-\d{4}-\d{2}-\d{2}-\d{4}$/);
    expect(body.snapshot.number).toBe(body.number);
    const rows = await db().select().from(document).where(eq(document.number, body.number));
    expect(rows).toHaveLength(1);
  });

  it("the same request key issues one document, however often it is posted", async () => {
    const request = { kind: "invoice", requestKey: randomUUID(), form: quoteForm() };
    const first = (await (await handleIssue(issueRequest(request))).json()) as IssueResponse;
    const second = (await (await handleIssue(issueRequest(request))).json()) as IssueResponse;
    expect(first.ok && second.ok).toBe(true);
    expect(first.ok && second.ok && first.number === second.number).toBe(true);
    expect(await db().select().from(document)).toHaveLength(1);
  });

  it("refuses in French: another site, no staff session, unreadable JSON, an invalid form", async () => {
    const valid = { kind: "quote", requestKey: randomUUID(), form: quoteForm() };
    const foreign = await handleIssue(issueRequest(valid, { origin: "https://evil.example" }));
    expect(foreign.status).toBe(403);

    const visitor = await handleIssue(issueRequest(valid, { cookie: visitorCookie }));
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({
      ok: false,
      error: "Votre session a expiré\u00a0: reconnectez-vous, votre saisie est conservée.",
    });

    const garbage = await handleIssue(
      post("/documents/emettre", "{pas du json", { type: "application/json" }),
    );
    expect(garbage.status).toBe(400);
    expect(((await garbage.json()) as { error: string }).error).toBe(
      "Requête illisible\u00a0: rechargez la page et réessayez.",
    );

    const invalid = await handleIssue(
      issueRequest({
        kind: "invoice",
        requestKey: randomUUID(),
        form: quoteForm({ clientName: " " }),
      }),
    );
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: string }).error).toBe(
      "Le document n'a pas été émis\u00a0: Nom du client requis.",
    );
    expect(await db().select().from(document)).toHaveLength(0);
  });
});

describe("POST /documents/emettre: extremes (ADR 019)", () => {
  async function refusal(body: unknown) {
    const response = await handleIssue(issueRequest(body));
    const answer = (await response.json()) as { ok: boolean; error: string };
    return { status: response.status, ...answer };
  }
  const NB = "\u00a0";

  /** Each form refused by « Générer » with its message (400), and no document stored. */
  async function expectEachRefused(kind: "quote" | "invoice", cases: [QuoteInvoiceForm, string][]) {
    for (const [form, message] of cases) {
      expect(await refusal({ kind, requestKey: randomUUID(), form })).toEqual({
        status: 400,
        ok: false,
        error: `Le document n'a pas été émis${NB}: ${message}.`,
      });
    }
    expect(await db().select().from(document)).toHaveLength(0);
  }

  it("half of a UTF-16 pair in any text is refused in French, nothing stored", async () => {
    const lone = "Awa\ud800";
    for (const form of [
      quoteForm({ clientName: lone }),
      quoteForm({ projectTitle: "\udc00" }),
      quoteForm({ prestations: [{ designation: lone, quantity: "1", unitPrice: "1000" }] }),
    ]) {
      expect(await refusal({ kind: "quote", requestKey: randomUUID(), form })).toEqual({
        status: 400,
        ok: false,
        error: `Le formulaire contient un caractère incomplet (la moitié d'un emoji ou d'un caractère spécial)${NB}: retirez-le et réessayez.`,
      });
    }
    expect(await db().select().from(document)).toHaveLength(0);
  });

  it("quantities, prices and rates past their maxima are refused, naming the field", async () => {
    const line = (quantity: string, unitPrice: string) =>
      quoteForm({ prestations: [{ designation: "Ligne", quantity, unitPrice }] });
    const cases: [QuoteInvoiceForm, string][] = [
      [line("9".repeat(500), "1"), `La quantité ne peut pas dépasser 1${NB}000${NB}000`],
      [line("9007199254740993", "1"), `La quantité ne peut pas dépasser 1${NB}000${NB}000`],
      [line("999999999", "999999999999"), `La quantité ne peut pas dépasser 1${NB}000${NB}000`],
      [
        line("1", "9".repeat(500)),
        `Le prix unitaire ne peut pas dépasser 10${NB}000${NB}000${NB}000${NB}FCFA`,
      ],
      [
        line("1000000", "10000000000"),
        `Le total du document ne peut pas dépasser 10${NB}000${NB}000${NB}000${NB}000${NB}FCFA`,
      ],
      [
        quoteForm({ applyVat: true, vatPercentage: "9".repeat(500) }),
        `La TVA doit être comprise entre 0 et 100${NB}%`,
      ],
      [
        quoteForm({ applyDiscount: true, discountPercentage: "9007199254740993" }),
        `La remise doit être comprise entre 0 et 100${NB}%`,
      ],
    ];
    await expectEachRefused("invoice", cases);
  });

  it("a rate typed with decimals is refused naming the field, never cut to a whole one", async () => {
    const cases: [QuoteInvoiceForm, string][] = [
      [
        quoteForm({ applyDiscount: true, discountPercentage: "12.5" }),
        "La remise doit être un pourcentage entier, sans décimale",
      ],
      [
        quoteForm({ applyVat: true, vatPercentage: "18,5" }),
        "La TVA doit être un pourcentage entier, sans décimale",
      ],
    ];
    await expectEachRefused("quote", cases);
  });
});

describe("/documents/:numero (loadDocument, handleDocumentAction)", () => {
  it("the loader gives the document, today and the prepared mail; staff only; 404 when unknown", async () => {
    const number = await issued("quote");
    const loaded = await loadDocument(get(`/documents/${number}`), number);
    expect(loaded.doc.number).toBe(number);
    expect(loaded.doc.issuedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(loaded.send.to).toBe("contact@keuryaay.sn");
    expect(loaded.send.subject).toContain(number);

    const visitor = await thrown(loadDocument(get(`/documents/${number}`, visitorCookie), number));
    expect(statusOf(visitor)).toBe(302);
    expect((visitor as Response).headers.get("Location")).toBe("/simple-login");

    const missing = await thrown(loadDocument(get("/documents/DEVIS-1999-01-01-0000"), "x"));
    expect(statusOf(missing)).toBe(404);
  });

  it("marks a quote accepted and comes back to the document with a toast", async () => {
    const number = await issued("quote");
    const answer = await handleDocumentAction(
      post(`/documents/${number}`, formOf({ intent: "accept" })),
      number,
    );
    expect(statusOf(answer)).toBe(302);
    expect((answer as Response).headers.get("Location")).toBe(`/documents/${number}`);
    expect((answer as Response).headers.get("Set-Cookie")).toContain("td.toast=");
    const [row] = await db().select().from(document).where(eq(document.number, number));
    expect(row!.status).toBe("accepted");
  });

  it("an invalid change answers its messages under its intent; nothing changes", async () => {
    const number = await issued("invoice");
    const answer = await handleDocumentAction(
      post(
        `/documents/${number}`,
        formOf({ intent: "cancel", requestKey: randomUUID(), reason: "x" }),
      ),
      number,
    );
    expect(statusOf(answer)).toBe(400);
    expect((answer as { data: unknown }).data).toMatchObject({
      intent: "cancel",
      result: {
        status: "error",
        error: { reason: ["Indiquez le motif de l'annulation (3 caractères au moins)"] },
      },
    });
    const [row] = await db().select().from(document).where(eq(document.number, number));
    expect(row!.status).not.toBe("cancelled");
  });

  it("a cancelled invoice is not sent: the refusal is the form's, with 409", async () => {
    const number = await issued("invoice");
    const cancelled = await handleDocumentAction(
      post(
        `/documents/${number}`,
        formOf({ intent: "cancel", requestKey: randomUUID(), reason: "Erreur de client" }),
      ),
      number,
    );
    expect(statusOf(cancelled)).toBe(302);
    const answer = await handleDocumentAction(
      post(
        `/documents/${number}`,
        formOf({ intent: "send", to: "awa@example.sn", subject: "Facture", message: "Bonjour" }),
      ),
      number,
    );
    expect(statusOf(answer)).toBe(409);
    expect((answer as { data: unknown }).data).toMatchObject({
      intent: "send",
      result: {
        error: { "": ["Une facture annulée ne s'envoie plus au client."] },
        // What was typed stays in the form.
        initialValue: { to: "awa@example.sn", subject: "Facture", message: "Bonjour" },
      },
    });
    expect(await db().select().from(outbox)).toHaveLength(0);
  });

  it("another site's post is refused before anything is read", async () => {
    const number = await issued("quote");
    const answer = await handleDocumentAction(
      post(`/documents/${number}`, formOf({ intent: "accept" }), {
        origin: "https://evil.example",
      }),
      number,
    );
    expect(statusOf(answer)).toBe(403);
    // No intent was read: the page says it above its cards.
    expect((answer as { data: unknown }).data).toMatchObject({
      intent: "",
      result: { error: { "": [expect.stringMatching(/site/)] } },
    });
    const [row] = await db().select().from(document).where(eq(document.number, number));
    expect(row!.status).not.toBe("accepted");
  });
});

describe("/demandes (loadInbox, handleInboxAction)", () => {
  it("the loader gives the first page; a page past the end goes to the last one", async () => {
    const inbox = await loadInbox(get("/demandes"));
    expect(inbox).toMatchObject({ page: 1, pageCount: 1, spam: false });
    const past = await thrown(loadInbox(get("/demandes?indesirables=1&page=9")));
    expect(statusOf(past)).toBe(302);
    expect((past as Response).headers.get("Location")).toBe("/demandes?indesirables=1");
    const visitor = await thrown(loadInbox(get("/demandes", visitorCookie)));
    expect((visitor as Response).headers.get("Location")).toBe("/simple-login");
  });

  it("« Renvoyer » puts a failed e-mail back in the queue; an unknown one is said so", async () => {
    const id = await enqueueEmail({
      kind: "contact",
      to: "contact@teranga-digital.sn",
      subject: "Demande",
      html: "<p>Bonjour</p>",
      text: "Bonjour",
    });
    await db().update(outbox).set({ status: "failed", attempts: 5 }).where(eq(outbox.id, id));
    const answer = await handleInboxAction(
      post("/demandes?page=2", formOf({ intent: "retry", id })),
    );
    expect(statusOf(answer)).toBe(302);
    expect(answer.headers.get("Location")).toBe("/demandes?page=2");
    const [row] = await db().select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: "pending", attempts: 0 });

    const unknown = await handleInboxAction(
      post("/demandes", formOf({ intent: "retry", id: randomUUID() })),
    );
    expect(unknown.headers.get("Location")).toBe("/demandes");
    expect(unknown.headers.get("Set-Cookie")).toContain("td.toast=");
  });

  it("a visitor's post never reaches the queue", async () => {
    const answer = await thrown(
      handleInboxAction(
        post("/demandes", formOf({ intent: "retry", id: randomUUID() }), {
          cookie: visitorCookie,
        }),
      ),
    );
    expect(statusOf(answer)).toBe(302);
    expect((answer as Response).headers.get("Location")).toBe("/simple-login");
  });
});
