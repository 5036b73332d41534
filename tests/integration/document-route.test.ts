import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "#app/features/auth/roles.ts";
import { recordPayment } from "#app/features/ledger/ledger.server.ts";
import { ensureClientLink } from "#app/features/portal/link.server.ts";
import { renderPdf, setPdfWorkerIdleMs } from "#app/features/print/pdf/render.server.tsx";
import type * as PdfRendering from "#app/features/print/pdf/render.server.tsx";
import { loader as clientPdfLoader } from "../../app/routes/client-document-pdf.ts";
import { action, loader } from "../../app/routes/document.tsx";
import { loader as pdfLoader } from "../../app/routes/document-pdf.ts";
import { loader as whatsappLoader } from "../../app/routes/document-whatsapp.ts";
import { issueAs } from "#tests/fixtures/issuer.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import { signIn } from "#tests/fixtures/signed-in.ts";
import { routeAnswer } from "#tests/fixtures/route-answer.ts";
import { db } from "#app/db/db.server.ts";
import { onlinePayment, onlinePaymentCheck } from "#app/db/schema.ts";

// The PDF worker as it is, unless a test makes the next drawing fail.
vi.mock("#app/features/print/pdf/render.server.tsx", async (original) => {
  const actual = await original<typeof PdfRendering>();
  return { ...actual, renderPdf: vi.fn(actual.renderPdf) };
});

// A document's page draws its latest 50 history lines and payments; « Tout afficher »
// (?tout=1) the rest (ADR 025: an invoice may carry hundreds of payments).

const SITE = "http://localhost:3000";
let cookie = "";
let staff: SessionUser;

beforeAll(async () => {
  ({ cookie, user: staff } = await signIn("gerant", {
    email: "page@teranga-digital.sn",
    name: "Awa Ndiaye",
    ip: "192.0.2.40",
  }));
});

afterAll(() =>
  emptyTables("online_payment_check, online_payment, document, document_event, document_sequence"),
);

it("an invoice with 60 payments: the latest 50 of each list, the rest behind « Tout afficher »", async () => {
  const { number } = await issueAs(staff, "invoice", {
    prestations: [{ designation: "Maintenance", quantity: "1", unitPrice: "600 000" }],
    applyVat: false,
  });
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
      staff,
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

describe("a PDF that cannot be drawn", () => {
  // Starting the PDF worker (react-pdf, the fonts, the print pages compiled on the fly) takes
  // tens of seconds on a loaded machine: done once before, kept running for the test.
  beforeAll(async () => {
    setPdfWorkerIdleMs(10 * 60_000);
    const { number } = await issueAs(staff, "invoice", {
      prestations: [{ designation: "Mise en route", quantity: "1", unitPrice: "1 000" }],
    });
    const warm = (await pdfLoader({
      request: new Request(`${SITE}/documents/${number}/pdf`, { headers: { cookie } }),
      params: { numero: number },
      context: {},
    } as never)) as Response;
    expect(warm.headers.get("content-type")).toBe("application/pdf");
  });
  afterAll(() => setPdfWorkerIdleMs());

  it("answers a French page, on the register and on the client's link", async () => {
    const { number, id } = await issueAs(staff, "invoice", {
      prestations: [{ designation: "Audit", quantity: "1", unitPrice: "125 000" }],
    });
    const { token } = await ensureClientLink(id);
    const downloads = [
      {
        back: `/documents/${number}`,
        get: () =>
          pdfLoader({
            request: new Request(`${SITE}/documents/${number}/pdf`, { headers: { cookie } }),
            params: { numero: number },
            context: {},
          } as never),
      },
      {
        back: `/d/${token}`,
        get: () =>
          clientPdfLoader({
            request: new Request(`${SITE}/d/${token}/pdf`, {
              headers: { "x-real-ip": "192.0.2.41" },
            }),
            params: { token },
            context: {},
          } as never),
      },
    ];
    for (const { back, get } of downloads) {
      // What the worker's idle stop did to a request (« PDF worker stopped »), or any drawing error.
      vi.mocked(renderPdf).mockRejectedValueOnce(new Error("PDF worker stopped"));
      // Thrown (the client's route) or returned (the register's): the same answer.
      const answer = await get().catch((thrown: unknown) => thrown);
      expect(answer).toBeInstanceOf(Response);
      const failed = answer as Response;
      expect(failed.status).toBe(500);
      expect(failed.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(failed.headers.get("cache-control")).toContain("no-store");
      const html = await failed.text();
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain("Le PDF n&#39;a pas pu être préparé");
      expect(html).toContain(`href="${back}"`);
      expect(html).not.toMatch(/Unexpected|Server Error/);
      // The next download draws the file.
      const pdf = (await get()) as Response;
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    }
  });
});

it("« Marquer comme vérifié »: a payment to check leaves « À vérifier », kept on the card with who; only for payments", async () => {
  const { number, id } = await issueAs(staff, "invoice", {
    prestations: [{ designation: "Boutique en ligne", quantity: "1", unitPrice: "300 000" }],
    applyVat: false,
  });
  const [op] = await db()
    .insert(onlinePayment)
    .values({ documentId: id, provider: "wave", amount: 300_000, status: "refused" })
    .returning({ id: onlinePayment.id });
  const [check] = await db()
    .insert(onlinePaymentCheck)
    .values({
      onlinePaymentId: op!.id,
      documentId: id,
      provider: "wave",
      eventId: "EV_CHECK_ROUTE",
      cause: "notification",
      amount: "290000",
      currency: "XOF",
      reason: "Le montant annoncé n'est pas celui demandé.",
    })
    .returning({ id: onlinePaymentCheck.id });
  const post = (who: string, checkId: string) =>
    routeAnswer(
      action({
        request: new Request(`${SITE}/documents/${number}?verifie`, {
          method: "POST",
          headers: {
            cookie: who,
            origin: SITE,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams({ check: checkId }),
        }),
        params: { numero: number },
        context: {},
      } as never),
    );
  const page = () =>
    loader({
      request: new Request(`${SITE}/documents/${number}`, { headers: { cookie } }),
      params: { numero: number },
      context: {},
    } as never);
  expect((await page()).paymentChecks).toMatchObject([{ id: check!.id, handledAt: null }]);

  // A Commercial cannot act on payments: 403, nothing changes.
  const { cookie: commercial } = await signIn("commercial", {
    email: "commercial.check@teranga-digital.sn",
    ip: "192.0.2.42",
  });
  expect((await post(commercial, check!.id)).status).toBe(403);
  // An unknown check: a French toast, nothing changes.
  const unknown = await post(cookie, randomUUID());
  expect(unknown.status).toBe(302);
  expect((await page()).paymentChecks[0]!.handledAt).toBeNull();

  const done = await post(cookie, check!.id);
  expect(done.status).toBe(302);
  expect(done.location).toBe(`/documents/${number}`);
  const [after] = (await page()).paymentChecks;
  expect(after).toMatchObject({ id: check!.id, handledByName: "Awa Ndiaye" });
  expect(after!.handledAt).not.toBeNull();
});

it("« Envoyer par WhatsApp »: recorded, then WhatsApp's chat with the number in full and the message; a fixed line refused in French", async () => {
  const { number } = await issueAs(staff, "quote", {
    clientName: "Awa Diop",
    clientPhone: "77 123 45 67",
    projectTitle: "Boutique en ligne",
    prestations: [{ designation: "Boutique", quantity: "1", unitPrice: "1 000 000" }],
    applyVat: true,
    vatPercentage: "18",
  });
  const post = (who: string, numero = number) =>
    routeAnswer(
      action({
        request: new Request(`${SITE}/documents/${numero}?whatsapp`, {
          method: "POST",
          headers: {
            cookie: who,
            origin: SITE,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams({}),
        }),
        params: { numero },
        context: {},
      } as never),
    );
  const page = (numero = number) =>
    loader({
      request: new Request(`${SITE}/documents/${numero}`, { headers: { cookie } }),
      params: { numero },
      context: {},
    } as never);
  expect((await page()).whatsapp).toEqual({ to: "+221 77 123 45 67" });

  // Rédaction sends nothing: 403, nothing recorded.
  const { cookie: redaction } = await signIn("redaction", {
    email: "redaction.whatsapp@teranga-digital.sn",
    ip: "192.0.2.43",
  });
  expect((await post(redaction)).status).toBe(403);

  const sent = await post(cookie);
  expect(sent.status).toBe(303);
  // Our own page first: the CSP's form-action 'self' stops a form's answer landing on wa.me.
  expect(sent.location).toBe(`/documents/${number}/whatsapp`);
  const chatPage = (who: string) =>
    whatsappLoader({
      request: new Request(`${SITE}/documents/${number}/whatsapp`, { headers: { cookie: who } }),
      params: { numero: number },
      context: {},
    } as never);
  expect((await routeAnswer(chatPage(redaction))).status).toBe(403);
  const html = await (await chatPage(cookie)).text();
  const refresh = /<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(html)?.[1];
  expect(refresh).toBeTruthy();
  // The attribute's text, as a browser reads it.
  const chat = new URL(refresh!.replaceAll("&#39;", "'").replaceAll("&amp;", "&"));
  expect(html).toContain(`<a href="${refresh}" rel="noreferrer">Ouvrir WhatsApp</a>`);
  expect(`${chat.origin}${chat.pathname}`).toBe("https://wa.me/221771234567");
  const text = chat.searchParams.get("text")!;
  // 1 000 000 HT + 18 % = 1 180 000 TTC, computed here.
  expect(text).toContain(`Bonjour Awa Diop, voici notre devis ${number}`);
  expect(text).toContain("1\u00a0180\u00a0000\u00a0FCFA TTC");
  expect(text).toMatch(/https?:\/\/[^ ]+\/d\/[A-Za-z0-9_-]{20,}/);
  const after = await page();
  expect(after.doc.status).toBe("sent");
  expect(after.doc.events[0]).toMatchObject({
    kind: "sent",
    byName: "Awa Ndiaye",
    details: { to: "+221 77 123 45 67", channel: "whatsapp" },
  });

  // A fixed line: the page says why, the post refuses it and records nothing.
  const fixed = await issueAs(staff, "invoice", { clientPhone: "33 869 12 34" });
  expect((await page(fixed.number)).whatsapp).toEqual({
    refusal:
      "Le +221 33 869 12 34 est un fixe\u00a0: WhatsApp demande un numéro de mobile (70, 75, 76, 77 ou 78).",
  });
  const refused = await post(cookie, fixed.number);
  expect(refused.status).toBe(302);
  expect(refused.location).toBe(`/documents/${fixed.number}`);
  expect((await page(fixed.number)).doc.events.map((e) => e.kind)).toEqual(["issued"]);
});
