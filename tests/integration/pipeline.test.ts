import { asc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { document, opportunity, opportunityStage } from "#app/db/schema.ts";
import { acceptQuote, refuseQuote } from "#app/features/acceptance/acceptance.server.ts";
import { submitContact } from "#app/features/contact/contact.server.ts";
import { issueDeposit } from "#app/features/deposits/issue.server.ts";
import type { IssueResponse } from "#app/features/documents/requests.ts";
import { markAnswered } from "#app/features/leads/inbox.server.ts";
import { filterOf, type LeadAnswer, type MoveAnswer } from "#app/features/pipeline/board.ts";
import { loadCards } from "#app/features/pipeline/board.server.ts";
import { pipelineFigures } from "#app/features/pipeline/figures.server.ts";
import {
  moveTo,
  openOpportunity,
  opportunityOfContact,
} from "#app/features/pipeline/pipeline.server.ts";
import type { Stage } from "#app/features/pipeline/stages.ts";
import { handleBoardAction, loadBoard } from "#app/features/pipeline/route.server.ts";
import { documentPdf } from "#app/features/print/pdf.server.ts";
import { ensureClientLink } from "#app/features/portal/link.server.ts";
import { action as documentAction } from "#app/routes/document.tsx";
import { action as issueAction } from "#app/routes/documents-emettre.ts";
import { emptyRegister } from "#tests/fixtures/ledger-rows.ts";
import { quoteForm } from "#tests/fixtures/quote-form.ts";
import { signIn } from "#tests/fixtures/signed-in.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";

// The pipeline (issue 33 §4, ADR 048): a request is an opportunity that moves by itself
// in the transaction of the firm's act, and by hand without overwriting a colleague.

const SITE = "http://localhost:3000";
const SOURCE = { ip: "198.51.100.9", userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/131" };
let awa = "";
let moussa = "";
let awaId = "";
let gerant = "";

beforeAll(async () => {
  const a = await signIn("commercial", {
    email: "awa.pipeline@teranga-digital.sn",
    name: "Awa Ndiaye",
    ip: "192.0.2.140",
  });
  awa = a.cookie;
  awaId = a.user.id;
  gerant = (
    await signIn("gerant", {
      email: "gerant.pipeline@teranga-digital.sn",
      name: "Fatou Sarr",
      ip: "192.0.2.146",
    })
  ).cookie;
  moussa = (
    await signIn("commercial", {
      email: "moussa.pipeline@teranga-digital.sn",
      name: "Moussa Diop",
      ip: "192.0.2.141",
    })
  ).cookie;
});

afterEach(async () => {
  await emptyTables(
    "opportunity, opportunity_stage, contact_message, notification, outbox, attachment, rate_limit, client, client_link, client_document, quote_response",
  );
  await emptyRegister(db());
});

async function request(name = "Khady Fall", at = new Date()) {
  const sent = await submitContact(
    {
      name,
      email: `${name.split(" ")[0]!.toLowerCase()}@example.sn`,
      subject: "site-vitrine",
      message: "Un site pour notre restaurant.",
      projectReference: "",
    },
    null,
    { at },
  );
  return sent.id;
}

async function opportunityOf(contactId: string) {
  const id = await opportunityOfContact(db(), contactId);
  const [row] = await db().select().from(opportunity).where(eq(opportunity.id, id!));
  return row!;
}

const historyOf = (id: string) =>
  db()
    .select()
    .from(opportunityStage)
    .where(eq(opportunityStage.opportunityId, id))
    .orderBy(asc(opportunityStage.at), asc(opportunityStage.fromStage));

/** « Générer » as the studio posts it, from the request (« Préparer un devis »). */
async function issueFromLead(lead: string | undefined, cookie = awa) {
  // 2 × 300 000 + 1 × 75 000 = 675 000 HT; VAT 18 %: 121 500; TTC 796 500.
  const form = quoteForm({
    prestations: [
      { designation: "Site vitrine", quantity: "2", unitPrice: "300 000" },
      { designation: "Hébergement", quantity: "1", unitPrice: "75 000" },
    ],
    applyVat: true,
    vatPercentage: "18",
    validityDays: "30",
  });
  const request = new Request(`${SITE}/documents/emettre`, {
    method: "POST",
    headers: {
      origin: SITE,
      cookie,
      "x-real-ip": "192.0.2.142",
      "content-type": "application/json",
    },
    body: JSON.stringify({
      kind: "quote",
      requestKey: crypto.randomUUID(),
      form,
      ...(lead ? { lead } : {}),
    }),
  });
  const response = await issueAction({ request, params: {}, context: {} } as never);
  const body = (await response.json()) as IssueResponse;
  if (!body.ok) throw new Error(body.error);
  return body.number;
}
const TTC = 2 * 300_000 + 75_000 + ((2 * 300_000 + 75_000) * 18) / 100;

async function tokenOf(number: string) {
  const [row] = await db()
    .select({ id: document.id })
    .from(document)
    .where(eq(document.number, number));
  return (await ensureClientLink(row!.id)).token;
}

function post(values: Record<string, string>, cookie = awa, query = "") {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return new Request(`${SITE}/pipeline${query}`, {
    method: "POST",
    headers: { origin: SITE, cookie, "x-real-ip": "192.0.2.143" },
    body: form,
  });
}

const answerOf = <T>(answer: unknown) => answer as { data: T; init: ResponseInit | null };

describe("automatic moves, in the act's transaction", () => {
  it("a contact request is « Nouveau »; handled, « Contacté »; a spam is no opportunity", async () => {
    const at = new Date("2026-11-20T09:00:00Z");
    const id = await request("Khady Fall", at);
    const o = await opportunityOf(id);
    expect(o).toMatchObject({
      source: "contact",
      stage: "new",
      name: "Khady Fall",
      email: "khady@example.sn",
      subject: "Site Vitrine",
      amount: null,
      version: 1,
    });
    expect(o.createdAt).toEqual(at);

    const later = new Date("2026-11-21T10:00:00Z");
    expect(await markAnswered(id, "Awa Ndiaye", later)).toBe(true);
    const after = await opportunityOf(id);
    expect(after).toMatchObject({ stage: "contacted", version: 2 });
    expect((await historyOf(o.id)).map((h) => [h.fromStage, h.toStage, h.at, h.byId])).toEqual([
      [null, "new", at, null],
      ["new", "contacted", later, null],
    ]);

    const spam = await submitContact(
      {
        name: "Bot",
        email: "bot@example.com",
        subject: "autre",
        message: "x",
        projectReference: "",
      },
      null,
      { spam: true },
    );
    expect(await opportunityOfContact(db(), spam.id)).toBeNull();
  });

  it("a quote issued from the request is « Devis envoyé » with its TTC; accepted online, « Gagné »", async () => {
    const id = await request();
    const number = await issueFromLead(id);
    const sent = await opportunityOf(id);
    expect(sent).toMatchObject({ stage: "quote_sent", amount: TTC });
    expect(TTC).toBe(796_500);

    const token = await tokenOf(number);
    const accepted = await acceptQuote(
      token,
      { name: "Khady Fall", role: "Gérante", agree: "on", signature: "" },
      null,
      SOURCE,
      documentPdf,
    );
    expect(accepted?.ok).toBe(true);
    const won = await opportunityOf(id);
    expect(won).toMatchObject({ stage: "won", amount: TTC, lostReason: null });
    expect((await historyOf(won.id)).map((h) => h.toStage)).toEqual(["new", "quote_sent", "won"]);
  });

  it("refused online: « Perdu » with « Devis refusé en ligne » and the client's reason", async () => {
    const id = await request();
    const token = await tokenOf(await issueFromLead(id));
    expect((await refuseQuote(token, { name: "", reason: "Trop cher" }, SOURCE))?.ok).toBe(true);
    const lost = await opportunityOf(id);
    expect(lost).toMatchObject({
      stage: "lost",
      lostReason: "Devis refusé en ligne\u00a0: Trop cher",
    });
    const [last] = (await historyOf(lost.id)).slice(-1);
    expect(last).toMatchObject({
      toStage: "lost",
      reason: "Devis refusé en ligne\u00a0: Trop cher",
      byId: null,
    });
  });

  it("marked « Accepté » or « Refusé » in the studio: « Gagné », or « Perdu » saying so", async () => {
    const mark = async (number: string, intent: "accept" | "refuse") => {
      const form = new FormData();
      form.set("intent", intent);
      const response = (await documentAction({
        request: new Request(`${SITE}/documents/${number}`, {
          method: "POST",
          headers: { origin: SITE, cookie: awa, "x-real-ip": "192.0.2.144" },
          body: form,
        }),
        params: { numero: number },
        context: {},
      } as never)) as Response;
      expect(response.status).toBe(302);
    };
    const accepted = await request("Khady Fall");
    await mark(await issueFromLead(accepted), "accept");
    const won = await opportunityOf(accepted);
    expect(won).toMatchObject({ stage: "won", amount: TTC, lostReason: null });
    expect((await historyOf(won.id)).map((h) => h.toStage)).toEqual(["new", "quote_sent", "won"]);

    const refused = await request("Ousmane Sy");
    await mark(await issueFromLead(refused), "refuse");
    const lost = await opportunityOf(refused);
    expect(lost).toMatchObject({ stage: "lost", lostReason: "Devis marqué refusé dans le studio" });
    expect((await historyOf(lost.id)).slice(-1)[0]).toMatchObject({ toStage: "lost", byId: null });
  });

  it("a quote turned into its invoice is accepted by it: « Gagné »", async () => {
    const id = await request();
    const number = await issueFromLead(id);
    const response = await issueAction({
      request: new Request(`${SITE}/documents/emettre`, {
        method: "POST",
        headers: {
          origin: SITE,
          cookie: gerant,
          "x-real-ip": "192.0.2.145",
          "content-type": "application/json",
        },
        body: JSON.stringify({
          kind: "invoice",
          requestKey: crypto.randomUUID(),
          sourceQuote: number,
          form: quoteForm({
            prestations: [{ designation: "Site vitrine", quantity: "1", unitPrice: "675 000" }],
            applyVat: true,
            vatPercentage: "18",
          }),
        }),
      }),
      params: {},
      context: {},
    } as never);
    expect(((await response.json()) as IssueResponse).ok).toBe(true);
    const won = await opportunityOf(id);
    expect(won).toMatchObject({ stage: "won", amount: TTC });
    expect((await historyOf(won.id)).map((h) => h.toStage)).toEqual(["new", "quote_sent", "won"]);

    // A deposit invoice of 30 % accepts its quote too.
    const other = await request("Ousmane Sy");
    const quote = await issueFromLead(other);
    const deposit = await issueDeposit(
      quote,
      { mode: "percent", percent: "30" },
      crypto.randomUUID(),
      { id: awaId, name: "Awa Ndiaye" } as never,
    );
    expect(deposit.ok).toBe(true);
    expect(await opportunityOf(other)).toMatchObject({ stage: "won", amount: TTC });
  });

  it("a quote not prepared from a request moves nothing", async () => {
    const id = await request();
    await issueFromLead(undefined);
    expect(await opportunityOf(id)).toMatchObject({ stage: "new", amount: null, quoteId: null });
  });

  it("a move is undone with the act that failed (same transaction)", async () => {
    const id = await request();
    const o = await opportunityOf(id);
    await expect(
      db().transaction(async (tx) => {
        expect(await moveTo(tx, o.id, "meeting", { at: new Date() })).toBe(true);
        throw new Error("the act failed");
      }),
    ).rejects.toThrow("the act failed");
    expect(await opportunityOf(id)).toMatchObject({ stage: "new", version: 1 });
    expect(await historyOf(o.id)).toHaveLength(1);
  });
});

describe("the board, by hand", () => {
  it("two colleagues move the same card: the second is told and nothing is overwritten", async () => {
    const id = await request();
    const o = await opportunityOf(id);
    // Both open the board and see version 1.
    const seen = (
      await loadBoard(new Request(`${SITE}/pipeline`, { headers: { cookie: awa } }))
    ).columns.find((c) => c.stage === "new")!.cards[0]!;
    expect(seen).toMatchObject({ id: o.id, version: 1 });

    const first = await handleBoardAction(
      post({ intent: "move", id: o.id, version: "1", stage: "meeting", reason: "" }, awa),
    );
    expect(first).toBeInstanceOf(Response);
    expect((first as Response).status).toBe(302);

    const second = answerOf<MoveAnswer>(
      await handleBoardAction(
        post(
          {
            intent: "move",
            id: o.id,
            version: "1",
            stage: "lost",
            reason: "Parti chez un concurrent",
          },
          moussa,
        ),
      ),
    );
    expect(second.init?.status).toBe(409);
    expect(second.data.move).toMatchObject({
      conflict: true,
      message: "Une collègue a modifié cette opportunité entre-temps\u00a0: voici son état actuel.",
      typed: { stage: "lost", reason: "Parti chez un concurrent" },
      card: { id: o.id, stage: "meeting", version: 2 },
    });
    const now = await opportunityOf(id);
    expect(now).toMatchObject({ stage: "meeting", version: 2, lostReason: null });
    expect((await historyOf(o.id)).map((h) => [h.toStage, h.byId])).toEqual([
      ["new", null],
      ["meeting", awaId],
    ]);
  });

  it("« Perdu » needs a reason; with it, it is kept", async () => {
    const o = await opportunityOf(await request());
    const refused = answerOf<MoveAnswer>(
      await handleBoardAction(
        post({ intent: "move", id: o.id, version: "1", stage: "lost", reason: " " }),
      ),
    );
    expect(refused.init?.status).toBe(400);
    expect(refused.data.move.message).toBe(
      "Indiquez la raison de la perte (3 caractères au moins).",
    );
    expect(refused.data.move.conflict).toBe(false);
    await handleBoardAction(
      post({ intent: "move", id: o.id, version: "1", stage: "lost", reason: "Budget reporté" }),
    );
    expect(await opportunityOf(o.contactMessageId!)).toMatchObject({
      stage: "lost",
      lostReason: "Budget reporté",
    });
  });

  it("a lead typed by hand is « Nouveau » with its amount in whole francs; bad input is answered in French", async () => {
    const bad = answerOf<LeadAnswer>(
      await handleBoardAction(
        post({ intent: "create", name: "", email: "pas-un-mail", amount: "12,5" }),
      ),
    );
    expect(bad.init?.status).toBe(400);
    expect(bad.data.lead.errors).toEqual({
      name: "Indiquez le nom (2 caractères au moins)",
      email: "Adresse e-mail invalide",
      amount: "Montant invalide\u00a0: un nombre entier de francs, sans décimales.",
    });
    expect(bad.data.lead.values.amount).toBe("12,5");
    expect(await db().select().from(opportunity)).toHaveLength(0);

    const made = await handleBoardAction(
      post({
        intent: "create",
        name: "Ibrahima Sarr",
        email: "",
        phone: "77 123 45 67",
        company: "Sarr Logistique",
        subject: "Application de suivi",
        amount: "1 500 000",
      }),
    );
    expect((made as Response).status).toBe(302);
    const [row] = await db().select().from(opportunity);
    expect(row).toMatchObject({
      source: "manual",
      stage: "new",
      name: "Ibrahima Sarr",
      company: "Sarr Logistique",
      amount: 1_500_000,
      contactMessageId: null,
    });
    expect(await historyOf(row!.id)).toMatchObject([{ toStage: "new", byId: awaId }]);
  });
});

describe("the dashboard's figures", () => {
  const NOW = new Date("2026-11-30T12:00:00Z");
  const day = (iso: string) => new Date(`${iso}T09:00:00Z`);

  /** An opportunity and its moves, at the days given (automatic moves, as the acts make them). */
  async function story(name: string, created: string, moves: [Stage, string][]) {
    const id = await db().transaction((tx) =>
      openOpportunity(tx, { source: "manual", name, at: day(created) }),
    );
    for (const [to, at] of moves) {
      await db().transaction((tx) =>
        moveTo(tx, id, to, { at: day(at), reason: to === "lost" ? "Budget" : null }),
      );
    }
    return id;
  }

  it("conversion and median days per stage over 12 months, as computed by hand, each linked to its rows", async () => {
    const a = await story("A", "2026-01-10", [
      ["contacted", "2026-01-12"],
      ["quote_sent", "2026-01-15"],
      ["won", "2026-01-25"],
    ]);
    const b = await story("B", "2026-03-01", [
      ["contacted", "2026-03-05"],
      ["lost", "2026-03-06"],
    ]);
    await story("C", "2026-06-01", []);
    // Came before the twelve months: not a request of the period, but its stays that
    // ended in the period count (185 days « Contacté », 5 « Devis envoyé »).
    const d = await story("D", "2025-06-01", [
      ["contacted", "2025-06-03"],
      ["quote_sent", "2025-12-05"],
      ["won", "2025-12-10"],
    ]);

    const figures = await pipelineFigures(NOW);
    // 3 requests (A, B, C), 1 won (A): 1 ÷ 3 = 33 %.
    expect(figures.requests).toEqual({ count: 3, href: "/pipeline" });
    expect(figures.won).toEqual({ count: 1, href: "/pipeline?etape=won" });
    expect(figures.conversion).toBe(33);
    // Nouveau: A 2, B 4 → 3. Contacté: A 3, B 1, D 185 → 3. Devis envoyé: A 10, D 5 → 7.5.
    expect(figures.stages.map((s) => [s.stage, s.median, s.stays, s.href])).toEqual([
      ["new", 3, 2, "/pipeline?sejour=new"],
      ["contacted", 3, 3, "/pipeline?sejour=contacted"],
      ["meeting", null, 0, "/pipeline?sejour=meeting"],
      ["quote_sent", 7.5, 2, "/pipeline?sejour=quote_sent"],
    ]);

    // Each link opens the board on the rows it counts.
    const rows = async (href: string) =>
      (await loadCards(filterOf(new URL(href, SITE)), NOW)).map((c) => c.id).sort();
    expect(await rows(figures.won.href)).toEqual([a]);
    expect(await rows(figures.requests.href)).toHaveLength(3);
    expect(await rows("/pipeline?sejour=new")).toEqual([a, b].sort());
    expect(await rows("/pipeline?sejour=contacted")).toEqual([a, b, d].sort());
    expect(await rows("/pipeline?sejour=quote_sent")).toEqual([a, d].sort());
  });
});
