import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { notification, outbox } from "#app/db/schema.ts";
import type { SessionUser } from "#app/features/auth/roles.ts";
import { submitContact } from "#app/features/contact/contact.server.ts";
import { recordPayment } from "#app/features/ledger/ledger.server.ts";
import {
  latestFor,
  markAllRead,
  markRead,
  notify,
  setEmailKinds,
  unreadCount,
} from "#app/features/notifications/notifications.server.ts";
import { listen, poll } from "#app/features/notifications/stream.server.ts";
import { issueAs } from "#tests/fixtures/issuer.ts";
import { signIn } from "#tests/fixtures/signed-in.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";

// The studio's notifications (ADR 042): written with what they tell, each member told
// of what their role acts on and not of their own acts, read one by one or all at once,
// by email when asked, and streamed from the database to every listening page.

let gerant: SessionUser;
let facturation: SessionUser;
let commercial: SessionUser;
let redaction: SessionUser;

beforeAll(async () => {
  const who = async (role: Parameters<typeof signIn>[0], n: number) =>
    (
      await signIn(role, {
        email: `notif.${role}@teranga-digital.sn`,
        name: `Membre ${role}`,
        ip: `192.0.2.${60 + n}`,
      })
    ).user;
  gerant = await who("gerant", 1);
  facturation = await who("facturation", 2);
  commercial = await who("commercial", 3);
  redaction = await who("redaction", 4);
});

afterAll(() =>
  emptyTables(
    "notification_read, notification_member, notification, payment, document, document_event, document_sequence, contact_message, outbox",
  ),
);

const titles = async (member: SessionUser) =>
  (await latestFor(member)).map((n) => [n.title, n.read] as const);

describe("notifications", () => {
  it("a colleague's payment: told to who follows payments, not to its author nor to other roles", async () => {
    const { number } = await issueAs(gerant, "invoice", {
      prestations: [{ designation: "Site vitrine", quantity: "1", unitPrice: "500 000" }],
      applyVat: false,
    });
    const before = {
      gerant: await unreadCount(gerant),
      facturation: await unreadCount(facturation),
    };
    const paid = await recordPayment(
      number,
      {
        amount: 200_000,
        paidOn: "2026-11-02",
        method: "wave",
        reference: "W-1",
        requestKey: randomUUID(),
      },
      facturation,
    );
    expect(paid.ok).toBe(true);
    const title = `Paiement de 200\u00a0000\u00a0FCFA reçu — facture ${number}`;
    // The Gérant is told; Facturation recorded it; Commercial and Rédaction do not follow payments.
    expect(await unreadCount(gerant)).toBe(before.gerant + 1);
    expect(await titles(gerant)).toContainEqual([title, false]);
    expect(await unreadCount(facturation)).toBe(before.facturation);
    expect((await titles(facturation)).map(([t]) => t)).not.toContain(title);
    expect((await titles(commercial)).map(([t]) => t)).not.toContain(title);
    expect(await unreadCount(redaction)).toBe(0);
    const [mine] = (await latestFor(gerant)).filter((n) => n.title === title);
    expect(mine!.body).toBe("Boutique Keur Yaay · Wave · enregistré par Membre facturation");
    expect(mine!.href).toBe(`/documents/${number}`);
  });

  it("a contact request: told to the inbox's readers; one read, then all read", async () => {
    await submitContact(
      {
        name: "Khady Fall",
        email: "khady@example.sn",
        subject: "site-vitrine",
        message: "Un site pour notre restaurant.",
        projectReference: "",
      },
      null,
    );
    const title = "Nouvelle demande de Khady Fall";
    expect((await titles(commercial)).map(([t]) => t)).toContain(title);
    expect((await titles(facturation)).map(([t]) => t)).not.toContain(title);
    const unread = await unreadCount(commercial);
    const item = (await latestFor(commercial)).find((n) => n.title === title)!;
    expect(item.href).toBe("/demandes?a-traiter=1");
    await markRead(commercial.id, item.id, new Date());
    await markRead(commercial.id, item.id, new Date());
    expect(await unreadCount(commercial)).toBe(unread - 1);
    expect(await titles(commercial)).toContainEqual([title, true]);
    // « Tout marquer lu »: nothing left, and what comes next is unread again.
    await markAllRead(commercial.id, new Date());
    expect(await unreadCount(commercial)).toBe(0);
    await db().transaction((tx) =>
      notify(tx, {
        kind: "quote_refused",
        title: "Devis DEVIS-X refusé en ligne",
        href: "/documents/DEVIS-X",
        at: new Date(Date.now() + 1000),
      }),
    );
    expect(await unreadCount(commercial)).toBe(1);
  });

  it("by email to the members who asked, within their role, never to its author", async () => {
    await setEmailKinds(gerant.id, ["quote_accepted", "payment_received"]);
    await setEmailKinds(commercial.id, ["quote_accepted"]);
    // Rédaction asked for what its role is not told of: nothing goes.
    await setEmailKinds(redaction.id, ["quote_accepted"]);
    await db().transaction((tx) =>
      notify(tx, {
        kind: "quote_accepted",
        title: "Devis DEVIS-Y accepté en ligne",
        body: "Awa Diop (Keur Wax) · Boutique · 1 180 000 FCFA TTC",
        href: "/documents/DEVIS-Y",
        actorId: commercial.id,
        at: new Date(),
      }),
    );
    const mails = await db()
      .select({ to: outbox.to, subject: outbox.subject, kind: outbox.kind, text: outbox.text })
      .from(outbox)
      .where(eq(outbox.kind, "notification-quote_accepted"));
    expect(mails.map((m) => m.to)).toEqual([gerant.email]);
    expect(mails[0]!.subject).toBe("Devis DEVIS-Y accepté en ligne");
    expect(mails[0]!.text).toContain("/documents/DEVIS-Y");
  });

  it("the stream hands every new notification to the listening pages, from the database", async () => {
    const heard: string[] = [];
    const stop = listen(
      (row) => heard.push(row.title),
      () => {},
    );
    try {
      // The first read (where the stream starts), then a row written as another instance would.
      await poll();
      expect(heard).toEqual([]);
      await db().insert(notification).values({
        kind: "contact_request",
        title: "Nouvelle demande de Moussa Ba",
        href: "/demandes?a-traiter=1",
        createdAt: new Date(),
      });
      await expect.poll(() => heard, { timeout: 5_000 }).toContain("Nouvelle demande de Moussa Ba");
    } finally {
      stop();
    }
  });
});
