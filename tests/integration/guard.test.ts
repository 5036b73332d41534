import { afterEach, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { contactMessage, outbox } from "#app/db/schema.ts";
import { auth } from "#app/features/auth/auth.server.ts";
import { handleContact } from "#app/features/contact/route.server.ts";
import type { ContactAnswer } from "#app/features/contact/types.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { limitMessage, retryIn } from "#app/features/guard/limits.server.ts";
import { formErrorOf as formErrorOfResult } from "#app/lib/submission.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import { signedIn } from "#tests/fixtures/signed-in.ts";

const SITE = "http://localhost:3000";

afterEach(() => emptyTables("contact_message, attachment, outbox, rate_limit, user"));

function post(
  path: string,
  body: BodyInit | null,
  headers: Record<string, string> = {},
  init: RequestInit = {},
) {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { origin: SITE, "x-real-ip": "192.0.2.10", ...headers },
    body,
    ...init,
  });
}

const VALID = {
  name: "Awa Diop",
  email: "awa@example.sn",
  subject: "site-vitrine",
  message: "Bonjour, nous voulons un site pour notre restaurant à Dakar.",
};

function contactForm(values: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...VALID, ...values })) form.set(k, v);
  return form;
}

/** What the action answered: a Response (redirect, refusal) or data() with its status. */
function statusOf(answer: unknown): number {
  if (answer instanceof Response) return answer.status;
  return (answer as { init: ResponseInit | null }).init?.status ?? 200;
}
/** The form's own error in the Conform result the action answered. */
function formErrorOf(answer: unknown): string | null {
  return formErrorOfResult((answer as { data?: ContactAnswer }).data?.result);
}

const stored = () => db().select().from(contactMessage);

describe("lead forms never lose a lead", () => {
  it("a honeypot hit is stored as « indésirable », not mailed, and the visitor sees the success", async () => {
    const answer = await handleContact(post("/contact", contactForm({ site_web: "https://x" })));
    expect(statusOf(answer)).toBe(302);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ spam: true, emailId: null, email: "awa@example.sn" });
    expect(await db().select().from(outbox)).toHaveLength(0);
  });

  it("the same form (same key) posted twice is stored once, and both posts succeed", async () => {
    const first = await handleContact(post("/contact", contactForm({ cle: "cle-unique-1" })));
    const second = await handleContact(post("/contact", contactForm({ cle: "cle-unique-1" })));
    expect([statusOf(first), statusOf(second)]).toEqual([302, 302]);
    expect(await stored()).toHaveLength(1);
    // One email to the firm and one acknowledgement to the sender, not two of each.
    const kinds = (await db().select().from(outbox)).map((m) => m.kind).sort();
    expect(kinds).toEqual(["contact", "contact-ack"]);
    // Another form (another key) is another request.
    await handleContact(post("/contact", contactForm({ cle: "cle-unique-2" })));
    expect(await stored()).toHaveLength(2);
  });

  it("the same key with another message (back, then written again) is a new request", async () => {
    // A browser without JavaScript gives the page back, with its key, after « Précédent ».
    const first = await handleContact(post("/contact", contactForm({ cle: "cle-retour" })));
    const other = contactForm({
      cle: "cle-retour",
      name: "Moussa Ndiaye",
      message: "Finalement, il nous faut aussi une boutique en ligne pour nos tissus.",
    });
    const second = await handleContact(post("/contact", other));
    expect([statusOf(first), statusOf(second)]).toEqual([302, 302]);
    const rows = await stored();
    expect(rows.map((r) => r.name).sort()).toEqual(["Awa Diop", "Moussa Ndiaye"]);
    // Each is mailed to the firm.
    const kinds = (await db().select().from(outbox)).map((m) => m.kind).sort();
    expect(kinds).toEqual(["contact", "contact", "contact-ack", "contact-ack"]);
    // The second one sent again as it was is still stored once.
    await handleContact(post("/contact", other));
    expect(await stored()).toHaveLength(2);
  });

  it("ten invalid submissions do not block the eleventh valid one", async () => {
    for (let i = 0; i < 10; i++) {
      const answer = await handleContact(post("/contact", contactForm({ message: "court" })));
      expect(statusOf(answer)).toBe(400);
    }
    const answer = await handleContact(post("/contact", contactForm()));
    expect(statusOf(answer)).toBe(302);
    expect(await stored()).toHaveLength(1);
  });

  it("the limit counts stored requests, and its message gives the firm's email and phone", async () => {
    for (let i = 0; i < 10; i++) {
      expect(statusOf(await handleContact(post("/contact", contactForm({ cle: `k${i}` }))))).toBe(
        302,
      );
    }
    const refused = await handleContact(post("/contact", contactForm({ cle: "k10" })));
    expect(statusOf(refused)).toBe(429);
    expect(formErrorOf(refused)).toMatch(
      /^Trop de messages envoyés depuis votre connexion\. Réessayez dans 60\u00a0minutes\. Vous pouvez aussi nous écrire à contact@teranga-digital\.sn ou nous appeler au \+221\u00a033\u00a0824\u00a057\u00a010\.$/,
    );
    expect(await stored()).toHaveLength(10);
  });

  it("a NUL byte in the message is refused in French, nothing stored, no 5xx", async () => {
    const answer = await handleContact(
      post("/contact", contactForm({ message: "Bonjour\u0000 le monde entier" })),
    );
    expect(statusOf(answer)).toBe(400);
    expect(formErrorOf(answer)).toMatch(/caractères de contrôle/);
    expect(await stored()).toHaveLength(0);
  });
});

describe("the guard", () => {
  it("refuses a POST from another site, or with no origin at all, in French", async () => {
    for (const headers of [{ origin: "https://evil.example" }, { origin: "" }]) {
      const result = await guardForm(post("/contact", contactForm(), headers));
      expect(result).toEqual({
        ok: false,
        refusal: { status: 403, message: "Requête refusée\u00a0: elle ne vient pas de ce site." },
      });
    }
  });

  it("counts the bytes of a chunked body and stops at the cap, in well under a second", async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(97);
    // 50 MB announced by nothing: no Content-Length, only chunks.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 50 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const started = performance.now();
    const result = await guardForm(
      post("/login", body, { "content-type": "application/x-www-form-urlencoded" }, {
        duplex: "half",
      } as RequestInit),
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.refusal.status).toBe(413);
    // It stopped reading soon after the cap (64 KiB), not at the end.
    expect(sent).toBeLessThan(1024 * 1024);
  });

  it("refuses JSON posted to a form, in French", async () => {
    const result = await guardForm(
      post("/contact", JSON.stringify(VALID), { "content-type": "application/json" }),
    );
    expect(!result.ok && result.refusal).toEqual({
      status: 400,
      message: "Le formulaire n'a pas pu être lu. Veuillez réessayer.",
    });
  });

  it("writes « Réessayez dans N minutes » once, with the right plural", () => {
    expect(retryIn(30)).toBe("Réessayez dans 1\u00a0minute.");
    expect(retryIn(61)).toBe("Réessayez dans 2\u00a0minutes.");
    expect(limitMessage("login", 600)).toBe(
      "Échec de la connexion\u00a0: trop de tentatives. Réessayez dans 10\u00a0minutes.",
    );
  });
});

describe("a new password has 8 characters, whatever the door", () => {
  async function signedInVisitor() {
    const headers = { origin: SITE, "x-real-ip": "192.0.2.20", "user-agent": "vitest" };
    const cookie = await signedIn("visitor", {
      email: "bineta@example.sn",
      name: "Bineta Sow",
      password: "motdepasse123",
      ip: headers["x-real-ip"],
      userAgent: headers["user-agent"],
    });
    return { cookie, headers };
  }

  it("POST /api/auth/change-password refuses a 6-character new password", async () => {
    const { cookie, headers } = await signedInVisitor();
    const response = await auth().handler(
      post(
        "/api/auth/change-password",
        JSON.stringify({ currentPassword: "motdepasse123", newPassword: "abcdef" }),
        { ...headers, cookie, "content-type": "application/json" },
      ),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      "Le nouveau mot de passe doit contenir au moins 8 caractères.",
    );
    // The old password still works.
    const again = await auth().api.signInEmail({
      body: { email: "bineta@example.sn", password: "motdepasse123" },
      headers: new Headers(headers),
    });
    expect(again.user.email).toBe("bineta@example.sn");
  });

  it("POST /api/auth/reset-password refuses a 6-character new password", async () => {
    const response = await auth().handler(
      post("/api/auth/reset-password", JSON.stringify({ newPassword: "abcdef", token: "x" }), {
        "content-type": "application/json",
      }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      "Le nouveau mot de passe doit contenir au moins 8 caractères.",
    );
  });
});
