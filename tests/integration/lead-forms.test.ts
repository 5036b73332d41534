import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { contactMessage, newsletterSubscriber, opportunity, outbox } from "#app/db/schema.ts";
import { handleContact, handleContactUpload } from "#app/features/contact/route.server.ts";
import type { ContactAnswer, ContactUploadAnswer } from "#app/features/contact/types.ts";
import {
  BAD_CONTENT,
  EMPTY_FILE,
  TOO_LARGE,
  WRONG_TYPE,
  attachAgain,
} from "#app/features/contact/upload.ts";
import { listSubscribers, subscribersCsv } from "#app/features/leads/inbox.server.ts";
import { handleNewsletter } from "#app/features/newsletter/route.server.ts";
import type { NewsletterAnswer } from "#app/features/newsletter/messages.ts";
import { TOO_MANY_PIXELS } from "#app/lib/image-pixels.server.ts";
import { formErrorOf } from "#app/lib/submission.ts";
import { blankPng } from "#tests/fixtures/huge-png.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";

// The contact and newsletter handlers, called as the routes call them: real
// Requests, the real database. The guard's own cases (origin, chunked bodies,
// NUL bytes, the contact limit) are in guard.test.ts.

const SITE = "http://localhost:3000";
const IP = "192.0.2.20";
const PDF = "%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n";

afterEach(() =>
  emptyTables(
    "contact_message, newsletter_subscriber, attachment, outbox, rate_limit, opportunity, opportunity_stage",
  ),
);

function post(path: string, body: FormData, ip = IP) {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { origin: SITE, "x-real-ip": ip },
    body,
  });
}

function formOf(values: Record<string, string | File>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
}

/** What an action answered with data(): its payload and status. */
function dataOf<T>(answer: unknown): { data: T; status: number } {
  const { data, init } = answer as { data: T; init: ResponseInit | null };
  return { data, status: init?.status ?? 200 };
}

const VALID = {
  name: "Awa Diop",
  email: "awa@example.sn",
  subject: "site-vitrine",
  message: "Bonjour, nous voulons un site pour notre restaurant à Dakar.",
};
const contactForm = (values: Record<string, string | File> = {}) => formOf({ ...VALID, ...values });

const requests = () => db().select().from(contactMessage);

describe("the contact form's two doors (no JavaScript: /contact; with it: /contact/envoi)", () => {
  it("a valid request: the page's action redirects to the success, the XHR door says where", async () => {
    const page = await handleContact(post("/contact?service=Site%20Vitrine", contactForm()));
    expect(page).toBeInstanceOf(Response);
    expect((page as Response).status).toBe(302);
    expect((page as Response).headers.get("location")).toMatch(
      /^\/contact\?service=Site\+Vitrine&envoye=\w{8}$/,
    );

    const xhr = await handleContactUpload(
      post("/contact/envoi", contactForm({ email: "moussa@example.sn" })),
    );
    expect(xhr.status).toBe(200);
    const answer = (await xhr.json()) as ContactUploadAnswer;
    expect(answer).toEqual({ ok: true, location: expect.stringMatching(/^\/contact\?envoye=/) });
    // The one-shot banner's cookie, and no toast saying the same words beside it.
    expect(xhr.headers.getSetCookie().join("\n")).toMatch(/td\.contact-envoye=/);
    expect(xhr.headers.getSetCookie().join("\n")).not.toMatch(/td\.toast=/);

    expect((await requests()).map((r) => r.email).sort()).toEqual([
      "awa@example.sn",
      "moussa@example.sn",
    ]);
  });

  it("an empty form: every message of docs/product.md §5, in French, on both doors; nothing stored", async () => {
    const messages = {
      name: ["Le nom doit contenir au moins 2 caractères"],
      email: ["Email invalide"],
      subject: ["Veuillez sélectionner un service"],
      message: ["Le message doit contenir au moins 10 caractères"],
    };
    const empty = { name: "", email: "", subject: "", message: "" };
    const page = dataOf<ContactAnswer>(await handleContact(post("/contact", contactForm(empty))));
    expect(page.status).toBe(400);
    expect(page.data.result.error).toEqual(messages);

    const xhr = await handleContactUpload(post("/contact/envoi", contactForm(empty)));
    expect(xhr.status).toBe(400);
    const answer = (await xhr.json()) as ContactUploadAnswer;
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.result.error).toEqual(messages);
    expect(await requests()).toHaveLength(0);
  });

  it("a wrong field: its message, the typed values kept (a few thousand characters each)", async () => {
    const long = "x".repeat(20_000);
    const { data, status } = dataOf<ContactAnswer>(
      await handleContact(
        post("/contact", contactForm({ name: "A", email: "pas-un-email", message: long })),
      ),
    );
    expect(status).toBe(400);
    expect(data.result.error).toEqual({
      name: ["Le nom doit contenir au moins 2 caractères"],
      email: ["Email invalide"],
      message: ["Le message ne doit pas dépasser 5\u00a0000 caractères"],
    });
    expect(data.result.initialValue).toMatchObject({
      name: "A",
      email: "pas-un-email",
      subject: "site-vitrine",
    });
    expect(data.result.initialValue?.message).toBe("x".repeat(6000));
  });

  it("gives back only the form's own fields, and answers a forged post in French", async () => {
    const form = contactForm({ message: "court", autre: "y".repeat(50_000) });
    form.append("projectReference", "a");
    form.append("projectReference", "b");
    const xhr = await handleContactUpload(post("/contact/envoi", form));
    expect(xhr.status).toBe(400);
    const answer = (await xhr.json()) as ContactUploadAnswer;
    expect(!answer.ok && answer.result.error).toEqual({
      message: ["Le message doit contenir au moins 10 caractères"],
      projectReference: ["La référence du projet n'est pas valide"],
    });
    expect(!answer.ok && Object.keys(answer.result.initialValue ?? {}).sort()).toEqual([
      "email",
      "message",
      "name",
      "subject",
    ]);
  });

  it("the file: its size, type and emptiness by the schema, its content by the server; a good one is asked again", async () => {
    const errorOn = async (file: File, values: Record<string, string> = {}) => {
      const { data, status } = dataOf<ContactAnswer>(
        await handleContact(post("/contact", contactForm({ ...values, projectFile: file }))),
      );
      expect(status).toBe(400);
      return data;
    };
    expect((await errorOn(new File(["MZ"], "outil.exe"))).result.error).toEqual({
      projectFile: [WRONG_TYPE],
    });
    expect((await errorOn(new File([], "vide.pdf"))).result.error).toEqual({
      projectFile: [EMPTY_FILE],
    });
    // Even with a wrong field, the content is checked: one answer gives both.
    const disguised = await errorOn(new File(["MZ pas un pdf"], "faux.pdf"), { message: "court" });
    expect(disguised.result.error).toEqual({
      message: ["Le message doit contenir au moins 10 caractères"],
      projectFile: [BAD_CONTENT],
    });
    // A refused file is to be replaced, not attached again.
    expect(disguised.fileToAttachAgain).toBeUndefined();

    const good = await errorOn(new File([PDF], "devis.pdf"), { message: "court" });
    expect(good.result.error).toEqual({
      message: ["Le message doit contenir au moins 10 caractères"],
    });
    expect(good.fileToAttachAgain).toBe("devis.pdf");
    expect(attachAgain(good.fileToAttachAgain!)).toMatch(/^Joignez à nouveau votre fichier/);
    // Files never go back into the page.
    expect(good.result.initialValue).not.toHaveProperty("projectFile");

    const sent = await handleContact(
      post("/contact", contactForm({ projectFile: new File([PDF], "devis.pdf") })),
    );
    expect((sent as Response).status).toBe(302);
    expect((await requests())[0]!.attachmentId).not.toBeNull();
  });

  it("an image over the cover's pixel bound (20 000 × 20 000 in a few kB) is refused in French, by both doors", async () => {
    // Issue 29: the attachment was stored (its bytes, its type: a real PNG).
    const bomb = blankPng(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const file = () => new File([bomb], "maquette.png", { type: "image/png" });
    const { data, status } = dataOf<ContactAnswer>(
      await handleContact(post("/contact", contactForm({ projectFile: file() }))),
    );
    expect(status).toBe(400);
    expect(data.result.error).toEqual({ projectFile: [TOO_MANY_PIXELS] });
    expect(TOO_MANY_PIXELS).toBe(
      "Cette image est trop grande\u00a0: 40\u00a0mégapixels au plus (par exemple 8\u00a0000\u00a0×\u00a05\u00a0000\u00a0pixels). Réduisez-la avant de l'envoyer.",
    );
    // Refused, so to be replaced, not attached again.
    expect(data.fileToAttachAgain).toBeUndefined();
    const xhr = await handleContactUpload(
      post("/contact/envoi", contactForm({ projectFile: file() })),
    );
    expect(xhr.status).toBe(400);
    const answer = (await xhr.json()) as ContactUploadAnswer;
    expect(!answer.ok && answer.result.error).toEqual({ projectFile: [TOO_MANY_PIXELS] });
    expect(await requests()).toHaveLength(0);
    // At the bound, an image is taken.
    const sent = await handleContact(
      post("/contact", contactForm({ projectFile: new File([blankPng(8000, 5000)], "plan.png") })),
    );
    expect((sent as Response).status).toBe(302);
    expect((await requests())[0]!.attachmentId).not.toBeNull();
  });

  it("a body over the cap: 413, the message on the form and on the file field", async () => {
    const big = new File([new Uint8Array(11 * 1024 * 1024).fill(0x25)], "gros.pdf");
    const { data, status } = dataOf<ContactAnswer>(
      await handleContact(post("/contact", contactForm({ projectFile: big }))),
    );
    expect(status).toBe(413);
    expect(formErrorOf(data.result)).toBe(TOO_LARGE);
    expect(data.result.error?.projectFile).toEqual([TOO_LARGE]);
    expect(await requests()).toHaveLength(0);
  });

  it("a honeypot hit through the XHR door is stored as « indésirable », not mailed, answered as a success", async () => {
    const xhr = await handleContactUpload(
      post("/contact/envoi", contactForm({ site_web: "https://spam.example" })),
    );
    expect(((await xhr.json()) as ContactUploadAnswer).ok).toBe(true);
    expect(await requests()).toMatchObject([{ spam: true, emailId: null }]);
    expect(await db().select().from(outbox)).toHaveLength(0);
  });

  it("the same form (same key) through both doors is stored once", async () => {
    const page = await handleContact(post("/contact", contactForm({ cle: "cle-des-deux-portes" })));
    const xhr = await handleContactUpload(
      post("/contact/envoi", contactForm({ cle: "cle-des-deux-portes" })),
    );
    expect((page as Response).status).toBe(302);
    expect(((await xhr.json()) as ContactUploadAnswer).ok).toBe(true);
    expect(await requests()).toHaveLength(1);
  });

  it("ten refused posts on either door (fields or file) do not block the eleventh, valid one", async () => {
    for (let i = 0; i < 10; i++) {
      const bad =
        i % 2
          ? contactForm({ email: "pas-un-email" })
          : contactForm({ projectFile: new File(["MZ"], `faux-${i}.pdf`) });
      const answer =
        i % 3
          ? (await handleContactUpload(post("/contact/envoi", bad))).status
          : dataOf(await handleContact(post("/contact", bad))).status;
      expect(answer).toBe(400);
    }
    const xhr = await handleContactUpload(post("/contact/envoi", contactForm()));
    expect(((await xhr.json()) as ContactUploadAnswer).ok).toBe(true);
    expect(await requests()).toHaveLength(1);
  });
});

const subscribers = () => db().select().from(newsletterSubscriber);
const newsletterForm = (email: string, extra: Record<string, string> = {}) =>
  formOf({ email, js: "1", redirectTo: "/", ...extra });

describe("the newsletter form", () => {
  it("with JavaScript: Conform's result; a valid address is stored (lower-cased) and the form reset", async () => {
    const { data, status } = dataOf<NewsletterAnswer>(
      await handleNewsletter(post("/newsletter", newsletterForm("  Lecteur@Example.SN "))),
    );
    expect(status).toBe(200);
    expect(data).toEqual({ ok: true, result: { initialValue: null } });
    expect(await subscribers()).toMatchObject([{ email: "lecteur@example.sn", spam: false }]);
    const kinds = (await db().select().from(outbox)).map((m) => m.kind).sort();
    expect(kinds).toEqual(["newsletter-notification", "newsletter-welcome"]);
  });

  it("an invalid or empty address: « Email invalide », nothing stored, with and without JavaScript", async () => {
    for (const email of ["pas-un-email", "", "   "]) {
      const { data, status } = dataOf<NewsletterAnswer>(
        await handleNewsletter(post("/newsletter", newsletterForm(email))),
      );
      expect(status).toBe(400);
      expect(data.ok).toBe(false);
      expect(data.result.error).toEqual({ email: ["Email invalide"] });
    }
    const noJs = (await handleNewsletter(
      post("/newsletter", formOf({ email: "faux", redirectTo: "/" })),
    )) as Response;
    expect(noJs.status).toBe(302);
    expect(noJs.headers.get("location")).toBe("/?newsletter=invalide#newsletter");
    expect(await subscribers()).toHaveLength(0);
  });

  it("without JavaScript, a valid address: back to the page it came from, « merci », a toast", async () => {
    const answer = (await handleNewsletter(
      post("/newsletter", formOf({ email: "sansjs@example.sn", redirectTo: "/articles?page=2" })),
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/articles?page=2&newsletter=merci#newsletter");
    expect(answer.headers.getSetCookie().join("\n")).toMatch(/toast/i);
    expect(await subscribers()).toHaveLength(1);
  });

  it("the same address twice is stored once and welcomed once", async () => {
    for (let i = 0; i < 2; i++) {
      const { data } = dataOf<NewsletterAnswer>(
        await handleNewsletter(post("/newsletter", newsletterForm("deux@example.sn"))),
      );
      expect(data.ok).toBe(true);
    }
    expect(await subscribers()).toHaveLength(1);
    expect(await db().select().from(outbox)).toHaveLength(2);
  });

  it("« Je souhaite aussi être contacté(e) » opens an opportunity « Nouveau » (once while open); unticked, none", async () => {
    const ask = (email: string, contactMe: boolean) =>
      handleNewsletter(
        post("/newsletter", formOf({ email, js: "1", ...(contactMe ? { contactMe: "on" } : {}) })),
      );
    expect(dataOf<NewsletterAnswer>(await ask("Lectrice@Example.SN", true)).data.ok).toBe(true);
    expect(dataOf<NewsletterAnswer>(await ask("lectrice@example.sn", true)).data.ok).toBe(true);
    expect(dataOf<NewsletterAnswer>(await ask("silencieux@example.sn", false)).data.ok).toBe(true);
    const opened = await db().select().from(opportunity);
    expect(opened).toMatchObject([
      {
        source: "newsletter",
        stage: "new",
        name: "lectrice@example.sn",
        email: "lectrice@example.sn",
        subject: "Inscription à la newsletter",
      },
    ]);
    // The firm's notification says the reader asks to be contacted.
    const [notice] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "newsletter-notification"));
    expect(notice!.text).toContain("Souhaite être contacté(e)");
  });

  it("a honeypot hit is stored as « indésirable »: not mailed, not a subscriber, countable", async () => {
    const { data } = dataOf<NewsletterAnswer>(
      await handleNewsletter(
        post("/newsletter", newsletterForm("robot@example.sn", { site_web: "https://x" })),
      ),
    );
    // The bot learns nothing.
    expect(data.ok).toBe(true);
    expect(await subscribers()).toMatchObject([{ email: "robot@example.sn", spam: true }]);
    expect(await db().select().from(outbox)).toHaveLength(0);
    expect(await listSubscribers()).toEqual([]);
    expect(await subscribersCsv()).not.toContain("robot@example.sn");
    const [spam] = await db()
      .select({ total: count() })
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.spam, true));
    expect(spam!.total).toBe(1);

    // The person behind the address signs up for real: subscribed and welcomed.
    await handleNewsletter(post("/newsletter", newsletterForm("robot@example.sn")));
    expect(await subscribers()).toMatchObject([{ email: "robot@example.sn", spam: false }]);
    expect((await listSubscribers()).map((s) => s.email)).toEqual(["robot@example.sn"]);
    expect(await db().select().from(outbox)).toHaveLength(2);
  });

  it("a honeypot hit on a subscriber's address leaves the subscription alone", async () => {
    await handleNewsletter(post("/newsletter", newsletterForm("abonne@example.sn")));
    const [before] = await subscribers();
    await handleNewsletter(
      post("/newsletter", newsletterForm("abonne@example.sn", { site_web: "https://x" })),
    );
    expect(await subscribers()).toEqual([before]);
  });

  it("ten invalid posts do not block a valid one; ten stored ones do, with the firm's email and phone", async () => {
    for (let i = 0; i < 10; i++) {
      const answer = await handleNewsletter(post("/newsletter", newsletterForm(`faux-${i}`)));
      expect(dataOf(answer).status).toBe(400);
    }
    for (let i = 0; i < 10; i++) {
      const answer = await handleNewsletter(
        post("/newsletter", newsletterForm(`l${i}@example.sn`)),
      );
      expect(dataOf<NewsletterAnswer>(answer).data.ok).toBe(true);
    }
    const { data, status } = dataOf<NewsletterAnswer>(
      await handleNewsletter(post("/newsletter", newsletterForm("onze@example.sn"))),
    );
    expect(status).toBe(429);
    expect(formErrorOf(data.result)).toMatch(
      /Réessayez dans 60\u00a0minutes\. Vous pouvez aussi nous écrire à contact@teranga-digital\.sn ou nous appeler au \+221\u00a033\u00a0824\u00a057\u00a010\.$/,
    );
    expect(await subscribers()).toHaveLength(10);
  });

  it("a post from another site is refused in French, in the form's result", async () => {
    const request = new Request(`${SITE}/newsletter`, {
      method: "POST",
      headers: { origin: "https://evil.example", "x-real-ip": IP },
      body: newsletterForm("x@example.sn"),
    });
    const { data, status } = dataOf<NewsletterAnswer>(await handleNewsletter(request));
    expect(status).toBe(403);
    expect(data.ok).toBe(false);
    expect(formErrorOf(data.result)).toMatch(/[éèà]/);
    expect(await subscribers()).toHaveLength(0);
  });
});
