import { createHash, randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { clientLink, documentEvent, outbox } from "#app/db/schema.ts";
import type { SessionUser } from "#app/features/auth/roles.ts";
import { sendDocument } from "#app/features/sending/send.server.ts";
import { recordPayment } from "#app/features/ledger/ledger.server.ts";
import { clientLinkAnnex } from "#app/features/portal/annex.server.ts";
import { documentPdf } from "#app/features/print/pdf.server.ts";
import {
  ensureClientLink,
  replaceClientLink,
  resolveClientLink,
} from "#app/features/portal/link.server.ts";
import type { ClientPageView } from "#app/features/portal/types.ts";
import { loader as clientLoader } from "../../app/routes/client-document.tsx";
import { loader as pdfLoader } from "../../app/routes/client-document-pdf.ts";
import { action as documentAction, loader as documentLoader } from "../../app/routes/document.tsx";
import { loader as myDocumentsLoader } from "../../app/routes/mes-documents.tsx";
import { issueAs } from "#tests/fixtures/issuer.ts";
import { type Account, type Person, signIn } from "#tests/fixtures/signed-in.ts";

// The client link (ADR 027): its token, the page a token opens and nothing else,
// the views (not the staff's), « Nouveau lien » by permission, « Mes documents » by
// verified email only.

const SITE = "http://localhost:3000";
const cookies: Record<string, string> = {};
const people: Record<string, SessionUser> = {};

beforeAll(async () => {
  const accounts: [string, Person, Omit<Account, "ip">][] = [
    ["gerant", "gerant", { email: "gerant.portail@teranga-digital.sn", name: "Awa Ndiaye" }],
    [
      "commercial",
      "commercial",
      { email: "commercial.portail@teranga-digital.sn", name: "Ibou Sarr" },
    ],
    ["client", "client", { email: "Compta@KeurYaay.sn", name: "Fatou Diop" }],
    [
      "unverified",
      "client",
      { email: "contact@keuryaay.sn", name: "Pas Vérifié", verified: false },
    ],
    ["other", "client", { email: "direction@autre-client.sn", name: "Autre Client" }],
  ];
  for (const [key, as, account] of accounts) {
    ({ cookie: cookies[key], user: people[key] } = await signIn(as, {
      ...account,
      ip: "192.0.2.60",
    }));
  }
});

/** Whole francs, rounded half up: the firm's rule, written here apart from the app. */
const percent = (amount: number, rate: number) => Math.floor((amount * rate + 50) / 100);

const issue = (kind: "quote" | "invoice", clientEmail: string, price: number) =>
  issueAs(people.gerant!, kind, {
    clientEmail,
    prestations: [
      { designation: "Site vitrine", quantity: "1", unitPrice: String(price) },
      { designation: "Hébergement (mois)", quantity: "12", unitPrice: "5 000" },
    ],
    applyVat: true,
    vatPercentage: "18",
  });

function request(
  path: string,
  {
    cookie = "",
    ip = "192.0.2.61",
    method = "GET",
    body,
  }: {
    cookie?: string;
    ip?: string;
    method?: string;
    body?: FormData;
  } = {},
) {
  return new Request(`${SITE}${path}`, {
    method,
    headers: { cookie, "x-real-ip": ip, origin: SITE },
    body,
  });
}

function statusOf(thrown: unknown): number {
  if (thrown instanceof Response) return thrown.status;
  return (thrown as { init?: { status?: number } }).init?.status ?? 200;
}

async function openPage(token: string, options: Parameters<typeof request>[1] = {}) {
  try {
    const { view } = (await clientLoader({
      request: request(`/d/${token}`, options),
      params: { token },
      context: {},
    } as never)) as { view: ClientPageView };
    return { status: 200, view };
  } catch (thrown) {
    return { status: statusOf(thrown), view: null };
  }
}

describe("the link", () => {
  it("is 256 bits of HMAC, stored only as its hash beside the nonce; the same until replaced", async () => {
    const doc = await issue("quote", "contact@keuryaay.sn", 100_000);
    const first = await ensureClientLink(doc.id);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.url).toBe(`${SITE}/d/${first.token}`);
    expect((await ensureClientLink(doc.id)).token).toBe(first.token);
    const rows = await db().select().from(clientLink).where(eq(clientLink.documentId, doc.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.nonce.length).toBe(16);
    expect(
      Buffer.from(rows[0]!.tokenHash).equals(createHash("sha256").update(first.token).digest()),
    ).toBe(true);
    // The database holds no token in clear.
    expect(JSON.stringify(rows)).not.toContain(first.token);
    expect((await resolveClientLink(first.token))?.documentId).toBe(doc.id);

    const second = await replaceClientLink(doc.id);
    expect(second.token).not.toBe(first.token);
    expect(await resolveClientLink(first.token)).toBeNull();
    expect((await resolveClientLink(second.token))?.documentId).toBe(doc.id);
    expect((await ensureClientLink(doc.id)).token).toBe(second.token);
  });

  it("a malformed, unknown, changed or revoked token opens nothing: 404", async () => {
    const doc = await issue("quote", "contact@keuryaay.sn", 100_000);
    const { token } = await ensureClientLink(doc.id);
    const changed = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const t of [changed, "abc", `${token}x`, doc.id, doc.number, "A".repeat(43)]) {
      expect((await openPage(t)).status, t).toBe(404);
    }
    expect((await openPage(token)).status).toBe(200);
    await replaceClientLink(doc.id);
    expect((await openPage(token)).status).toBe(404);
  });
});

describe("the client page", () => {
  it("shows the document as issued, its payments and « Reste à payer », and nothing of the staff", async () => {
    const doc = await issue("invoice", "contact@keuryaay.sn", 250_000);
    const ht = 250_000 + 12 * 5_000;
    const ttc = ht + percent(ht, 18);
    const paid = await recordPayment(
      doc.number,
      {
        amount: 100_000,
        paidOn: "2026-11-20",
        method: "wave",
        reference: "W-INTERNE-1",
        requestKey: randomUUID(),
      },
      people.gerant!,
    );
    expect(paid.ok).toBe(true);
    const { token } = await ensureClientLink(doc.id);
    // A staff step, absent from the client's history.
    await replaceClientLink(doc.id);
    await db()
      .insert(documentEvent)
      .values({ documentId: doc.id, kind: "link_renewed", byName: "Awa Ndiaye", details: {} });
    const fresh = await ensureClientLink(doc.id);
    expect(token).not.toBe(fresh.token);
    const { status, view } = await openPage(fresh.token);
    expect(status).toBe(200);
    expect(view!.totalTtc).toBe(ttc);
    expect(view!.paidTotal).toBe(100_000);
    expect(view!.balance).toBe(ttc - 100_000);
    expect(view!.payments).toEqual([{ amount: 100_000, paidOn: "2026-11-20", method: "Wave" }]);
    expect(view!.snapshot.kind).toBe("invoice");
    const text = JSON.stringify(view);
    // No staff name, no staff email, no payment reference typed by staff, no other token.
    expect(text).not.toMatch(/Awa Ndiaye|gerant\.portail|W-INTERNE|Nouveau lien/);
    expect(text).not.toContain(token);
    expect(view!.history.map((h) => h.text).join(" ")).toMatch(
      /^Consultée en ligne le .*Paiement de 100\u00a0000\u00a0FCFA reçu le 20\/11\/2026\. Émise le/,
    );
  });

  it("records the client's views (first, last, one history line a day), never the staff's", async () => {
    const doc = await issue("quote", "contact@keuryaay.sn", 100_000);
    const { token, id } = await ensureClientLink(doc.id);
    const viewed = () =>
      db()
        .select()
        .from(documentEvent)
        .where(sql`${documentEvent.documentId} = ${doc.id} and ${documentEvent.kind} = 'viewed'`);
    const linkRow = async () =>
      (await db().select().from(clientLink).where(eq(clientLink.id, id)))[0]!;

    expect((await openPage(token, { cookie: cookies.gerant })).status).toBe(200);
    expect((await linkRow()).firstViewedAt).toBeNull();
    expect(await viewed()).toHaveLength(0);

    expect((await openPage(token)).status).toBe(200);
    const first = (await linkRow()).firstViewedAt;
    expect(first).not.toBeNull();
    expect(await viewed()).toHaveLength(1);

    // A visitor's account is not staff: it counts.
    expect((await openPage(token, { cookie: cookies.other })).status).toBe(200);
    const row = await linkRow();
    expect(row.firstViewedAt).toEqual(first);
    expect(row.lastViewedAt!.getTime()).toBeGreaterThanOrEqual(first!.getTime());
    expect(await viewed()).toHaveLength(1);

    // The staff page says so.
    const page = (await documentLoader({
      request: request(`/documents/${doc.number}`, { cookie: cookies.gerant }),
      params: { numero: doc.number },
      context: {},
    } as never)) as { clientLink: { firstViewedAt: Date | null; url: string } };
    expect(page.clientLink.firstViewedAt).toEqual(first);
    expect(page.clientLink.url).toBe(`${SITE}/d/${token}`);
  });

  it("its PDF: the document's file for whoever holds the link, 404 for any other token", async () => {
    const doc = await issue("quote", "contact@keuryaay.sn", 100_000);
    const { token } = await ensureClientLink(doc.id);
    const response = (await pdfLoader({
      request: request(`/d/${token}/pdf`),
      params: { token },
      context: {},
    } as never)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("x-robots-tag")).toMatch(/noindex/);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    await expect(
      pdfLoader({
        request: request(`/d/${"B".repeat(43)}/pdf`),
        params: { token: "B".repeat(43) },
        context: {},
      } as never),
    ).rejects.toSatisfy((e) => statusOf(e) === 404);
  }, 30_000);

  it("limits unknown tokens by address, never a valid one: 130 wrong tokens, then the client from the same office", async () => {
    // Issue 29: every view counted, so 130 wrong tokens from an office behind one
    // NAT address locked its real client out for 10 minutes.
    const doc = await issue("quote", "contact@keuryaay.sn", 100_000);
    const { token } = await ensureClientLink(doc.id);
    const ip = "192.0.2.99";
    const wrong: number[] = [];
    let refusal: unknown;
    for (let i = 0; i < 130; i++) {
      const guess = randomBytes(32).toString("base64url");
      try {
        await clientLoader({
          request: request(`/d/${guess}`, { ip }),
          params: { token: guess },
          context: {},
        } as never);
        wrong.push(200);
      } catch (thrown) {
        wrong.push(statusOf(thrown));
        refusal = thrown;
      }
    }
    // The first 120 failures are 404s; past them, a French 429 that says when to retry.
    expect(wrong).toEqual([...Array(120).fill(404), ...Array(10).fill(429)]);
    const refused = refusal as { data: { message: string }; init: ResponseInit };
    expect(refused.data.message).toMatch(
      /^Trop de liens inconnus demandés depuis votre connexion\. Réessayez dans \d+\u00a0minutes?\.$/,
    );
    expect(new Headers(refused.init.headers).get("retry-after")).toMatch(/^\d+$/);
    // The real client, from the same address: its page and its PDF.
    expect((await openPage(token, { ip })).status).toBe(200);
    const pdf = (await pdfLoader({
      request: request(`/d/${token}/pdf`, { ip }),
      params: { token },
      context: {},
    } as never)) as Response;
    expect(pdf.status).toBe(200);
    // Reading a valid link is never limited (the old limit stopped at 120 views).
    const views: number[] = [];
    for (let i = 0; i < 121; i++) views.push((await openPage(token, { ip: "192.0.2.98" })).status);
    expect(views).toEqual(Array(121).fill(200));
  }, 120_000);
});

describe("« Nouveau lien »", () => {
  function renew(number: string, cookie: string) {
    const form = new FormData();
    form.set("intent", "client-link");
    return documentAction({
      request: request(`/documents/${number}?lien`, { cookie, method: "POST", body: form }),
      params: { numero: number },
      context: {},
    } as never).catch((e: unknown) => e);
  }

  it("needs the right to issue the kind; kills the old link at once, with a staff history line", async () => {
    const invoice = await issue("invoice", "contact@keuryaay.sn", 100_000);
    const { token } = await ensureClientLink(invoice.id);
    // A commercial issues quotes, not invoices.
    expect(statusOf(await renew(invoice.number, cookies.commercial!))).toBe(403);
    expect(await resolveClientLink(token)).not.toBeNull();

    const done = await renew(invoice.number, cookies.gerant!);
    expect(statusOf(done)).toBe(302);
    expect(await resolveClientLink(token)).toBeNull();
    expect((await openPage(token)).status).toBe(404);
    const renewed = await db()
      .select()
      .from(documentEvent)
      .where(
        sql`${documentEvent.documentId} = ${invoice.id} and ${documentEvent.kind} = 'link_renewed'`,
      );
    expect(renewed.map((e) => e.byName)).toEqual(["Awa Ndiaye"]);

    // …and a commercial may renew a quote's.
    const quote = await issue("quote", "contact@keuryaay.sn", 100_000);
    const q = await ensureClientLink(quote.id);
    expect(statusOf(await renew(quote.number, cookies.commercial!))).toBe(302);
    expect(await resolveClientLink(q.token)).toBeNull();
  });
});

describe("« Envoyer au client »", () => {
  it("the email carries the live link, whatever the message says", async () => {
    const doc = await issue("quote", "contact@keuryaay.sn", 100_000);
    const sent = await sendDocument(
      doc.number,
      { to: "contact@keuryaay.sn", subject: "Votre devis", message: "Bonjour,\n\nLe voici." },
      people.gerant!,
      new Date(),
      documentPdf,
      (id) => clientLinkAnnex(id),
    );
    expect(sent.ok).toBe(true);
    const { url } = await ensureClientLink(doc.id);
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.to, "contact@keuryaay.sn"))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(mail!.text).toContain(url);
    expect(mail!.html).toContain(`href="${url}"`);
  }, 30_000);
});

describe("« Mes documents »", () => {
  async function mine(cookie: string) {
    return (await myDocumentsLoader({
      request: request("/mes-documents", { cookie }),
      params: {},
      context: {},
    } as never)) as {
      signedIn: boolean;
      verified?: boolean;
      documents?: { number: string; href: string }[];
    };
  }

  it("lists the quotes and invoices of the verified email only, and nothing of another client", async () => {
    const a = await issue("quote", "compta@keuryaay.sn", 100_000);
    const b = await issue("invoice", "COMPTA@keuryaay.sn", 200_000);
    const other = await issue("invoice", "direction@autre-client.sn", 300_000);

    const page = await mine(cookies.client!);
    expect(page.verified).toBe(true);
    const numbers = page.documents!.map((d) => d.number);
    expect(numbers).toEqual(expect.arrayContaining([a.number, b.number]));
    expect(numbers).not.toContain(other.number);
    // Each line's link opens that document, through its live token.
    for (const d of page.documents!) {
      const token = d.href.replace("/d/", "");
      const { view } = await openPage(token);
      expect(view!.number).toBe(d.number);
    }

    const theirs = await mine(cookies.other!);
    expect(theirs.documents!.map((d) => d.number)).toEqual([other.number]);

    // Unverified: nothing, even for an address that holds documents.
    expect(await mine(cookies.unverified!)).toMatchObject({ signedIn: true, verified: false });
    // Signed out: nothing.
    expect(await mine("")).toEqual({ signedIn: false });
  });
});
