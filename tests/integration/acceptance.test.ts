import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { env, resetEnvForTests } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import { attachment, documentEvent, notification, outbox, quoteResponse } from "#app/db/schema.ts";
import {
  acceptanceAnnexOf,
  acceptQuote,
  loadAnswer,
  refuseQuote,
} from "#app/features/acceptance/acceptance.server.ts";
import { acceptAction, answerLoader, refuseAction } from "#app/features/acceptance/route.server.ts";
import { checkSignature } from "#app/features/acceptance/signature.server.ts";
import { documentPdf } from "#app/features/print/pdf.server.ts";
import { changeStatus } from "#app/features/documents/register.server.ts";
import { moveClock, now as serverNow } from "#app/features/platform/clock.server.ts";
import { ensureClientLink, replaceClientLink } from "#app/features/portal/link.server.ts";
import { documentRow, issueAs, issuer, storeIssuer } from "#tests/fixtures/issuer.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import { holdsFingerprint } from "#tests/fixtures/fingerprint.ts";

// « Bon pour accord » online (issue 22, ADR 028), on PGlite and PostgreSQL: the
// answer is taken once, never after expiry, also when two arrive at once.

const STAFF = issuer("acceptance");
const SITE = "http://localhost:3000";
const SOURCE = { ip: "198.51.100.7", userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/131" };
// 09:15 UTC is 09:15 in Dakar (UTC+0 all year).
const NOW = new Date("2026-11-26T09:15:00Z");

beforeAll(() => storeIssuer(STAFF));

afterEach(() =>
  emptyTables(
    "document, document_event, document_sequence, client_link, quote_response, outbox, attachment, rate_limit",
  ),
);

/**
 * 2 × 150 000 + 3 × 40 000 = 420 000 HT; VAT 18 % = 75 600; TTC 495 600.
 * Valid 30 days from its issue day.
 */
const TTC = 2 * 150_000 + 3 * 40_000 + ((2 * 150_000 + 3 * 40_000) * 18) / 100;

async function quote(issuedAt = NOW, kind: "quote" | "invoice" = "quote") {
  const issued = await issueAs(
    STAFF,
    kind,
    {
      prestations: [
        { designation: "Site vitrine", quantity: "2", unitPrice: "150 000" },
        { designation: "Formation", quantity: "3", unitPrice: "40 000" },
      ],
      applyVat: true,
      vatPercentage: "18",
      validityDays: "30",
      paymentTerms: "30",
    },
    issuedAt,
  );
  const link = await ensureClientLink(issued.id);
  return { ...issued, token: link.token, linkId: link.id };
}

/** Canonical JSON written here, apart from the app's: keys sorted at every depth. */
function sortedJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(sortedJson).join(",")}]`;
  if (v && typeof v === "object") {
    const keys = Object.keys(v).sort();
    return `{${keys
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${sortedJson((v as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(v);
}

const row = (id: string) => documentRow({ id });

function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "acceptance-"));
  writeFileSync(path.join(dir, "q.pdf"), bytes);
  return (
    execFileSync("pdftotext", [path.join(dir, "q.pdf"), "-"], {
      encoding: "utf8",
    })
      .replace(/[\u00a0\u202f]/g, " ")
      // In reading order, lines joined: the block's sentence reads whole however it wraps.
      .replace(/\s+/g, " ")
  );
}

const accept = (name = "Fatou Sow", role = "Directrice") => ({
  name,
  role,
  agree: "on" as const,
  signature: "",
});

async function signaturePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M20 150 C 120 20, 220 20, 320 150 S 520 280, 580 60" stroke="#0b1f3a" stroke-width="4" fill="none"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe("accepting a quote online", () => {
  it("records who, when, from where and the document's fingerprint; locks it; tells the firm and the client", async () => {
    const q = await quote();
    expect(q.snapshot.kind === "quote" && q.snapshot.totals.totalTTC).toBe(TTC);
    const png = await signaturePng();
    const done = await acceptQuote(q.token, accept(), png, SOURCE, documentPdf, NOW);
    expect(done?.ok).toBe(true);

    const doc = await row(q.id);
    expect(doc.status).toBe("accepted");
    const [answer] = await db().select().from(quoteResponse);
    const expected = createHash("sha256")
      .update(sortedJson({ number: doc.number, snapshot: doc.snapshot, totalTtc: TTC }))
      .digest("hex");
    expect(answer).toMatchObject({
      documentId: q.id,
      linkId: q.linkId,
      decision: "accepted",
      name: "Fatou Sow",
      role: "Directrice",
      ip: SOURCE.ip,
      userAgent: SOURCE.userAgent,
    });
    expect(answer!.at.toISOString()).toBe(NOW.toISOString());
    expect(answer!.documentSha256.toString("hex")).toBe(expected);
    expect(answer!.signature!.equals(png)).toBe(true);

    const events = await db()
      .select()
      .from(documentEvent)
      .where(eq(documentEvent.kind, "accepted"));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ byName: "Fatou Sow", details: { online: "1" } });

    const mails = await db().select().from(outbox).orderBy(outbox.createdAt);
    expect(mails.map((m) => [m.kind, m.to])).toEqual([
      ["quote-accepted-firm", env().MAIL_TO],
      ["quote-accepted-client", "contact@keuryaay.sn"],
    ]);
    expect(mails[0]!.text).toContain(`Devis ${doc.number} accepté en ligne`);
    expect(mails[0]!.text).toContain("198.51.100.7");
    expect(mails[0]!.text).toContain(expected);
    const [pdf] = await db()
      .select()
      .from(attachment)
      .where(eq(attachment.id, mails[1]!.attachmentIds[0]!));
    const text = pdfText(pdf!.bytes);
    expect(text).toContain("Accepté en ligne le 26 novembre 2026 à 09:15 (heure de Dakar)");
    expect(text).toContain("par Fatou Sow (Directrice)");
    // The fingerprint may wrap in the PDF: read without spaces and line breaks.
    expect(holdsFingerprint(text, expected)).toBe(true);
    expect(text).not.toContain("Date, signature et cachet du client");

    // What the print page, the PDF and the client's page draw afterwards.
    expect(await acceptanceAnnexOf(q.id)).toEqual({
      at: NOW.toISOString(),
      name: "Fatou Sow",
      role: "Directrice",
      fingerprint: expected,
      signature: `data:image/png;base64,${png.toString("base64")}`,
    });
  });

  it("takes no second answer: accepted again, refused, or « Marquer accepté » by staff", async () => {
    const q = await quote();
    expect((await acceptQuote(q.token, accept(), null, SOURCE, documentPdf, NOW))?.ok).toBe(true);
    const again = await acceptQuote(
      q.token,
      accept("Autre Personne"),
      null,
      SOURCE,
      documentPdf,
      NOW,
    );
    expect(again).toMatchObject({ ok: false, state: { open: false, reason: "accepted" } });
    const refused = await refuseQuote(q.token, { name: "", reason: "Trop cher" }, SOURCE, NOW);
    expect(refused).toMatchObject({ ok: false, state: { reason: "accepted" } });
    const staff = await changeStatus(q.number, "accept", STAFF);
    expect(staff).toEqual({ ok: false, message: "Ce devis est déjà accepté." });
    expect(await changeStatus(q.number, "refuse", STAFF)).toMatchObject({ ok: false });
    expect(await db().select().from(quoteResponse)).toHaveLength(1);
    expect((await row(q.id)).status).toBe("accepted");
    expect(await db().select().from(outbox)).toHaveLength(2);
  });

  it("lets staff mark a quote accepted on paper; the link then takes no answer", async () => {
    const q = await quote();
    expect(await changeStatus(q.number, "accept", STAFF)).toEqual({ ok: true, value: "accepted" });
    expect(await acceptQuote(q.token, accept(), null, SOURCE, documentPdf, NOW)).toMatchObject({
      ok: false,
      state: { reason: "accepted", acceptance: null },
    });
    expect(await db().select().from(quoteResponse)).toHaveLength(0);
  });

  it("takes exactly one of two answers sent at once", async () => {
    const q = await quote();
    const outcomes = await Promise.all([
      acceptQuote(q.token, accept("Fatou Sow"), null, SOURCE, documentPdf, NOW),
      acceptQuote(q.token, accept("Moussa Ba"), null, SOURCE, documentPdf, NOW),
      refuseQuote(q.token, { name: "Ibou Fall", reason: "" }, SOURCE, NOW),
    ]);
    expect(outcomes.filter((o) => o?.ok)).toHaveLength(1);
    const answers = await db().select().from(quoteResponse);
    expect(answers).toHaveLength(1);
    const events = await db()
      .select()
      .from(documentEvent)
      .where(sql`${documentEvent.kind} in ('accepted', 'refused')`);
    expect(events).toHaveLength(1);
    expect(events[0]!.byName).toBe(answers[0]!.name);
    expect((await row(q.id)).status).toBe(answers[0]!.decision);
    // Only the winner's emails: two for an acceptance, one for a refusal.
    expect(await db().select().from(outbox)).toHaveLength(
      answers[0]!.decision === "accepted" ? 2 : 1,
    );
  });

  it("takes no answer after the quote's last valid day (Dakar), but does on that day", async () => {
    // Issued 30 days before NOW: valid through NOW's day.
    const onTime = await quote(new Date("2026-10-27T10:00:00Z"));
    expect(onTime.snapshot.kind === "quote" && onTime.snapshot.validUntil).toBe("2026-11-26");
    const late = await quote(new Date("2026-10-26T10:00:00Z"));
    expect(late.snapshot.kind === "quote" && late.snapshot.validUntil).toBe("2026-11-25");

    const refused = await acceptQuote(late.token, accept(), null, SOURCE, documentPdf, NOW);
    expect(refused).toMatchObject({ ok: false, state: { open: false, reason: "expired" } });
    expect(await refuseQuote(late.token, { name: "", reason: "" }, SOURCE, NOW)).toMatchObject({
      ok: false,
    });
    expect((await row(late.id)).status).toBe("issued");

    expect((await acceptQuote(onTime.token, accept(), null, SOURCE, documentPdf, NOW))?.ok).toBe(
      true,
    );
    expect(await db().select().from(quoteResponse)).toHaveLength(1);
  });

  it("answers nothing to an unknown or replaced link, and nothing to accept on an invoice", async () => {
    const q = await quote();
    await replaceClientLink(q.id);
    expect(await loadAnswer(q.token, NOW)).toBeNull();
    expect(await acceptQuote(q.token, accept(), null, SOURCE, documentPdf, NOW)).toBeNull();
    expect(await loadAnswer("x".repeat(43), NOW)).toBeNull();
    const invoice = await quote(NOW, "invoice");
    expect(await loadAnswer(invoice.token, NOW)).toMatchObject({
      open: false,
      reason: "not-quote",
    });
    expect(
      await acceptQuote(invoice.token, accept(), null, SOURCE, documentPdf, NOW),
    ).toMatchObject({
      ok: false,
    });
    expect((await row(invoice.id)).status).toBe("issued");
  });
});

describe("refusing a quote online", () => {
  it("records the reason, writes a `refused` event by the client's name and tells the firm", async () => {
    const q = await quote();
    const done = await refuseQuote(
      q.token,
      { name: "", reason: "Le budget est reporté à l'an prochain." },
      SOURCE,
      NOW,
    );
    expect(done?.ok).toBe(true);
    expect((await row(q.id)).status).toBe("refused");
    const [event] = await db()
      .select()
      .from(documentEvent)
      .where(eq(documentEvent.kind, "refused"));
    // No name given: the client's name on the quote.
    expect(event).toMatchObject({
      byName: "Boutique Keur Yaay",
      details: { online: "1", reason: "Le budget est reporté à l'an prochain." },
    });
    const mails = await db().select().from(outbox);
    expect(mails.map((m) => [m.kind, m.to])).toEqual([["quote-refused-firm", env().MAIL_TO]]);
    expect(mails[0]!.text).toContain("Le budget est reporté à l'an prochain.");
    expect(await acceptQuote(q.token, accept(), null, SOURCE, documentPdf, NOW)).toMatchObject({
      ok: false,
      state: { reason: "refused" },
    });
  });
});

describe("the signature", () => {
  it("keeps a real PNG and refuses a file that only starts like one", async () => {
    const png = await signaturePng();
    expect(await checkSignature(`data:image/png;base64,${png.toString("base64")}`)).toEqual({
      ok: true,
      png,
    });
    // A real header, then garbage where the image data should be.
    const fake = Buffer.concat([png.subarray(0, 33), Buffer.alloc(200, 7)]);
    expect(await checkSignature(`data:image/png;base64,${fake.toString("base64")}`)).toMatchObject({
      ok: false,
    });
    expect(await checkSignature("")).toEqual({ ok: true, png: null });
  });
});

describe("the pages' loader and actions", () => {
  const post = (url: string, body: Record<string, string>, origin = SITE) =>
    new Request(url, {
      method: "POST",
      headers: {
        origin,
        "x-real-ip": SOURCE.ip,
        "user-agent": SOURCE.userAgent,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(body).toString(),
    });

  it("shows the form, refuses bad input in French, accepts and redirects", async () => {
    const q = await quote(new Date());
    const url = `${SITE}/d/${q.token}/accepter`;
    const page = await answerLoader(
      new Request(url, { headers: { "x-real-ip": SOURCE.ip } }),
      q.token,
      "accept",
    );
    expect(page.state).toMatchObject({
      open: true,
      quote: { number: q.number, total: "495\u00a0600\u00a0FCFA" },
    });
    expect(page.script).toMatch(/^\/d\/signature\.js\?v=/);

    const missing = (await acceptAction(
      post(url, { name: "" }),
      q.token,
      documentPdf,
    )) as unknown as {
      data: { errors: Record<string, string> };
      init: { status: number };
    };
    expect(missing.init.status).toBe(400);
    expect(missing.data.errors.name).toBe("Indiquez vos nom et prénom.");
    expect(missing.data.errors.agree).toContain("Cochez la case");

    const badSignature = (await acceptAction(
      post(url, { name: "Fatou Sow", agree: "on", signature: "data:image/png;base64,AAAA" }),
      q.token,
      documentPdf,
    )) as unknown as { data: { errors: Record<string, string> }; init: { status: number } };
    expect(badSignature.init.status).toBe(400);
    expect(badSignature.data.errors.signature).toContain("n'a pas pu être lue");

    const other = (await acceptAction(
      post(url, { name: "Fatou Sow", agree: "on" }, "https://ailleurs.example"),
      q.token,
      documentPdf,
    )) as unknown as { data: { formError: string }; init: { status: number } };
    expect(other.init.status).toBe(403);
    expect((await row(q.id)).status).toBe("issued");

    const ok = (await acceptAction(
      post(url, { name: "Fatou Sow", agree: "on" }),
      q.token,
      documentPdf,
    )) as Response;
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe(`/d/${q.token}/accepter?merci`);
    expect((await row(q.id)).status).toBe("accepted");

    const after = await answerLoader(new Request(`${url}?merci`), q.token, "accept");
    expect(after).toMatchObject({
      done: true,
      script: null,
      state: { open: false, reason: "accepted" },
    });
  });

  it("an English EUR quote is approved in English and for its euros, not its francs (ADR 055)", async () => {
    // 1 × 1 000,00 + 3 × 78,19 = 1 234,57 € HT; VAT 18 % = 222,2226 → 222,22 €: 1 456,79 €.
    const issued = await issueAs(STAFF, "quote", {
      language: "en",
      currency: "EUR",
      prestations: [
        { designation: "Website design", quantity: "1", unitPrice: "1 000" },
        { designation: "Photography (per day)", quantity: "3", unitPrice: "78,19" },
      ],
      applyVat: true,
      vatPercentage: "18",
      validityDays: "30",
    });
    const { token } = await ensureClientLink(issued.id);
    // Its register's total is the francs (145 679 × 6,559 57 = 955 591,8… → 955 592).
    expect((await row(issued.id)).totalTtc).toBe(955_592);
    const url = `${SITE}/d/${token}/accepter`;
    const page = await answerLoader(new Request(url), token, "accept");
    expect(page.language).toBe("en");
    expect(page.state).toMatchObject({
      open: true,
      quote: { number: issued.number, total: "€1,456.79" },
    });

    const missing = (await acceptAction(
      post(url, { name: "" }),
      token,
      documentPdf,
    )) as unknown as {
      data: { errors: Record<string, string> };
    };
    expect(missing.data.errors).toEqual({
      name: "Please give your full name.",
      agree: "Tick the box « I accept quotation… » to give your approval.",
    });

    const ok = (await acceptAction(
      post(url, { name: "Claire Martin", role: "Managing director", agree: "on" }),
      token,
      documentPdf,
    )) as Response;
    expect(ok.status).toBe(303);
    const after = await answerLoader(new Request(`${url}?merci`), token, "accept");
    expect(after.state).toMatchObject({
      open: false,
      reason: "accepted",
      title: "Quotation already accepted",
      text: `Quotation no. ${issued.number} has already been accepted: it cannot be accepted or declined again.`,
    });
    // The accepted quote's PDF, sent to the client, carries the approval in English.
    const [mail] = await db().select().from(outbox).where(eq(outbox.kind, "quote-accepted-client"));
    const [pdf] = await db()
      .select()
      .from(attachment)
      .where(eq(attachment.id, mail!.attachmentIds[0]!));
    const text = pdfText(pdf!.bytes);
    expect(text).toMatch(
      /Approved Approved online on \d{1,2} [A-Z][a-z]+ 20\d\d at \d\d:\d\d \(Dakar time\) by Claire Martin \(Managing director\), SHA-256 fingerprint/,
    );
    expect(text).not.toMatch(/Bon pour accord|Accepté en ligne|FCFA/);
    // The firm's own e-mail and notification are French, and give the euros the client
    // approved beside the francs of the register.
    const [firm] = await db().select().from(outbox).where(eq(outbox.kind, "quote-accepted-firm"));
    expect(firm!.text.replace(/[\s\u00a0\u202f]+/g, " ")).toContain(
      "d'un montant de 1 456,79 € (955 592 FCFA) TTC",
    );
    // (Earlier tests' notifications stay: their quotes may have had the same number.)
    const bell = (await db().select().from(notification)).find((n) =>
      n.body.startsWith("Claire Martin ("),
    );
    expect(bell!.body.replace(/[\s\u00a0\u202f]+/g, " ")).toContain(
      "1 456,79 € (955 592 FCFA) TTC",
    );
  });

  it("refuses control characters and too many requests from one address, in French", async () => {
    const q = await quote(new Date());
    const url = `${SITE}/d/${q.token}/accepter`;
    const control = (await acceptAction(
      post(url, { name: "Fatou\u0007Sow", agree: "on" }),
      q.token,
      documentPdf,
    )) as unknown as { data: { formError: string }; init: { status: number } };
    expect(control.init.status).toBe(400);
    expect(control.data.formError).toContain("caractères invisibles");
    // Issue 29: a valid link's page is never refused by the limit (only unknown
    // tokens count, ADR 027): more views than the old limit of 60 …
    const ip = "203.0.113.77";
    const view = () =>
      answerLoader(new Request(url, { headers: { "x-real-ip": ip } }), q.token, "accept");
    for (let i = 0; i < 61; i++) expect((await view()).state.open).toBe(true);
    // … while its answers are (here without a name): 60 posts per 10 minutes and
    // address (RATE_LIMIT_FACTOR 1 here), then a French refusal.
    const answer = () =>
      acceptAction(
        new Request(url, {
          method: "POST",
          headers: {
            origin: SITE,
            "x-real-ip": ip,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams({ name: "" }).toString(),
        }),
        q.token,
        documentPdf,
      ) as unknown as Promise<{ init: { status: number }; data: { formError?: string } }>;
    for (let i = 0; i < 60; i++) expect((await answer()).init.status).toBe(400);
    const refused = await answer();
    expect(refused.init.status).toBe(429);
    expect(refused.data.formError).toMatch(
      /^Trop de requêtes depuis votre connexion\. Réessayez dans \d+\u00a0minutes?\.$/,
    );
    expect((await row(q.id)).status).toBe("issued");
  });

  it("read the server's clock (the test clock here): past the validity the quote is expired, and an answer is stamped with the clock", async () => {
    process.env.TEST_CLOCK = "1";
    resetEnvForTests();
    const DAY = 86_400_000;
    try {
      // Issued today, valid 30 days; the server's clock then reads 40 days later.
      const q = await quote(new Date());
      moveClock(new Date(Date.now() + 40 * DAY));
      const url = `${SITE}/d/${q.token}/accepter`;
      const page = await answerLoader(new Request(url), q.token, "accept");
      expect(page.state).toMatchObject({ open: false, reason: "expired" });
      const late = (await acceptAction(
        post(url, { name: "Fatou Sow", agree: "on" }),
        q.token,
        documentPdf,
      )) as unknown as { data: { closed: { reason: string } }; init: { status: number } };
      expect(late.init.status).toBe(409);
      expect(late.data.closed.reason).toBe("expired");
      const lateRefusal = (await refuseAction(
        post(`${SITE}/d/${q.token}/refuser`, { reason: "Trop tard" }),
        q.token,
      )) as unknown as { data: { closed: { reason: string } }; init: { status: number } };
      expect(lateRefusal.init.status).toBe(409);
      expect((await row(q.id)).status).toBe("issued");
      expect(await db().select().from(quoteResponse)).toHaveLength(0);

      // Quotes issued on the clock's day: accepted and refused, stamped with the clock.
      const clockDay = serverNow();
      const accepted = await quote(clockDay);
      const refused = await quote(clockDay);
      expect(
        (
          (await acceptAction(
            post(`${SITE}/d/${accepted.token}/accepter`, { name: "Fatou Sow", agree: "on" }),
            accepted.token,
            documentPdf,
          )) as Response
        ).status,
      ).toBe(303);
      expect(
        (
          (await refuseAction(
            post(`${SITE}/d/${refused.token}/refuser`, { reason: "Budget reporté" }),
            refused.token,
          )) as Response
        ).status,
      ).toBe(303);
      const answers = await db().select().from(quoteResponse);
      const events = await db()
        .select()
        .from(documentEvent)
        .where(sql`${documentEvent.kind} in ('accepted', 'refused')`);
      // Within a minute of the clock, 40 days from the real date.
      for (const at of [...answers.map((a) => a.at), ...events.map((e) => e.at)]) {
        expect(Math.abs(at.getTime() - serverNow().getTime())).toBeLessThan(60_000);
      }
      expect(answers).toHaveLength(2);
      expect(events).toHaveLength(2);
    } finally {
      moveClock(new Date());
      delete process.env.TEST_CLOCK;
      resetEnvForTests();
    }
  });

  it("answers 404 to an unknown token, GET and POST", async () => {
    const token = "A".repeat(43);
    await expect(
      answerLoader(new Request(`${SITE}/d/${token}/refuser`), token, "refuse"),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      refuseAction(post(`${SITE}/d/${token}/refuser`, { reason: "" }), token),
    ).rejects.toMatchObject({ status: 404 });
  });
});
