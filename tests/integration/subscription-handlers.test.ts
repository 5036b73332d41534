import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { catalogueItem, client, document, subscription } from "#app/db/schema.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import {
  handleCreateSubscription,
  handleSubscriptionAction,
  loadNewSubscription,
  loadSubscription,
  loadSubscriptions,
} from "#app/features/subscriptions/route.server.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import { signedIn } from "#tests/fixtures/signed-in.ts";
import { routeAnswer } from "#tests/fixtures/route-answer.ts";
import { storeClient } from "#tests/fixtures/client-book.ts";

// The subscriptions' pages as their routes call them: a real Request, real staff
// sessions of two roles, the real database.

const SITE = "http://localhost:3000";
let gerant = "";
let commercial = "";
let clientId = "";
let itemId = "";

beforeAll(async () => {
  const [name, ip] = ["Awa Ndiaye", "192.0.2.50"];
  gerant = await signedIn("gerant", { email: "gerant-abonnements@teranga-digital.sn", name, ip });
  commercial = await signedIn("commercial", {
    email: "commercial-abonnements@teranga-digital.sn",
    name,
    ip,
  });
  clientId = await storeClient();
  [{ id: itemId }] = (await db()
    .insert(catalogueItem)
    .values({ designation: "Maintenance site web", unitPrice: 30_000, unit: "mois" })
    .returning({ id: catalogueItem.id })) as [{ id: string }];
});

function get(path: string, cookie = gerant) {
  return new Request(`${SITE}${path}`, { headers: { cookie } });
}

function post(path: string, entries: [string, string][], cookie = gerant) {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { origin: SITE, cookie, "x-real-ip": "192.0.2.51" },
    body: form,
  });
}

const today = () => dakarDay(new Date());

describe("/abonnements", () => {
  it("a Commercial is refused every page and action (403, in French); a visitor is sent to the staff login", async () => {
    for (const call of [
      () => loadSubscriptions(get("/abonnements", commercial)),
      () => loadNewSubscription(get("/abonnements/nouveau", commercial)),
      () => handleCreateSubscription(post("/abonnements/nouveau", [], commercial)),
      () => loadSubscription(get("/abonnements/x", commercial), "x"),
      () => handleSubscriptionAction(post("/abonnements/x", [["intent", "stop"]], commercial), "x"),
    ]) {
      const a = await routeAnswer(call());
      expect(a.status).toBe(403);
      expect(a.data).toEqual({
        message: "Votre rôle ne donne pas accès à cette page. Demandez-le au gérant.",
      });
    }
    const anonymous = await routeAnswer(loadSubscriptions(get("/abonnements", "")));
    expect([anonymous.status, anonymous.location]).toEqual([302, "/simple-login"]);
  });

  it("« Nouvel abonnement » refuses bad input in French and stores nothing", async () => {
    const a = await routeAnswer(
      handleCreateSubscription(
        post("/abonnements/nouveau", [
          ["clientId", ""],
          ["period", "monthly"],
          ["startOn", "2020-01-01"],
          ["itemId", itemId],
          ["quantity", "2,5"],
        ]),
      ),
    );
    expect(a.status).toBe(400);
    expect((a.data as { errors: Record<string, string> }).errors).toEqual({
      clientId: "Choisissez un client",
      lines: "Quantité invalide (un nombre entier de 1 à 1\u00a0000)",
    });
    const past = await routeAnswer(
      handleCreateSubscription(
        post("/abonnements/nouveau", [
          ["clientId", clientId],
          ["period", "monthly"],
          ["startOn", "2020-01-01"],
          ["itemId", itemId],
          ["quantity", "1"],
        ]),
      ),
    );
    expect(past.status).toBe(400);
    expect((past.data as { errors: Record<string, string> }).errors).toEqual({
      startOn:
        "La date de début ne peut pas être passée\u00a0: choisissez aujourd'hui ou plus tard",
    });
    // A client card an invoice cannot be made from: said at once.
    const [{ id: noEmail }] = (await db()
      .insert(client)
      .values({ name: "Sans e-mail", phone: "+221 77 111 11 11", address: "Thiès" })
      .returning({ id: client.id })) as [{ id: string }];
    const incomplete = await routeAnswer(
      handleCreateSubscription(
        post("/abonnements/nouveau", [
          ["clientId", noEmail],
          ["period", "monthly"],
          ["startOn", today()],
          ["itemId", itemId],
          ["quantity", "1"],
        ]),
      ),
    );
    expect(incomplete.status).toBe(400);
    expect((incomplete.data as { errors: Record<string, string> }).errors).toEqual({
      clientId:
        "Fiche client incomplète (adresse e-mail manquante ou invalide)\u00a0: complétez-la dans le carnet de clients.",
    });
    expect(await db().select().from(subscription)).toHaveLength(0);
    expect(await db().select().from(document)).toHaveLength(0);
  });

  it("starting today: stored, its first invoice issued before the answer, then paused, resumed, stopped", async () => {
    const created = await routeAnswer(
      handleCreateSubscription(
        post("/abonnements/nouveau", [
          ["clientId", clientId],
          ["title", "Maintenance"],
          ["period", "monthly"],
          ["startOn", today()],
          ["itemId", itemId],
          ["quantity", "1"],
        ]),
      ),
    );
    expect(created.status).toBe(302);
    const id = /^\/abonnements\/([0-9a-f-]{36})$/.exec(created.location ?? "")![1]!;
    const invoices = await db().select().from(document).where(eq(document.kind, "invoice"));
    expect(invoices.map((d) => d.totalTtc)).toEqual([30_000 + 5_400]);
    const page = (await loadSubscription(get(`/abonnements/${id}`), id)).subscription;
    expect(page.periods.map((p) => p.number)).toEqual([invoices[0]!.number]);

    for (const [intent, status] of [
      ["pause", "paused"],
      ["resume", "active"],
      ["stop", "stopped"],
    ] as const) {
      const a = await routeAnswer(
        handleSubscriptionAction(post(`/abonnements/${id}`, [["intent", intent]]), id),
      );
      expect([a.status, a.location]).toEqual([302, `/abonnements/${id}`]);
      const [row] = await db().select().from(subscription).where(eq(subscription.id, id));
      expect(row!.status).toBe(status);
    }
    // Resumed the same day it was paused: its period was already issued, nothing twice.
    expect(await db().select().from(document)).toHaveLength(1);
    const unknown = await routeAnswer(
      loadSubscription(get("/abonnements/pas-un-uuid"), "pas-un-uuid"),
    );
    expect(unknown).toMatchObject({
      status: 404,
      data: { message: "Cet abonnement est introuvable." },
    });
    await emptyTables("subscription, subscription_period");
  });
});
