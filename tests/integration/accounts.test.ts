import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { activity, notificationPreference, outbox, session, user } from "#app/db/schema.ts";
import {
  authErrorMessage,
  deleteAccount,
  EMAIL_TAKEN,
  emailTaken,
  getPreferences,
  listActivity,
  listSessions,
  revokeOtherSessions,
  revokeSession,
  setPreference,
} from "#app/features/account/account.server.ts";
import { auth } from "#app/features/auth/auth.server.ts";
import { getCurrentSession } from "#app/features/auth/session.server.ts";
import { signIn as signedInAs } from "#tests/fixtures/signed-in.ts";
import { authApiRequest } from "#tests/fixtures/auth-api.ts";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

function headers(ua = CHROME, cookie?: string) {
  return new Headers({
    "x-real-ip": "198.51.100.4",
    origin: "http://localhost:3000",
    "user-agent": ua,
    ...(cookie ? { cookie } : {}),
  });
}
function cookieFrom(h: Headers): string {
  return h
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
const request = (cookie: string) =>
  new Request("http://localhost:3000/", { headers: headers(CHROME, cookie) });

async function lastEmail(kind: string, to: string) {
  const rows = await db().select().from(outbox).where(eq(outbox.kind, kind));
  return rows.filter((r) => r.to === to).at(-1);
}

async function signIn(email: string, password: string, ua = CHROME) {
  const result = await auth().api.signInEmail({
    body: { email, password },
    headers: headers(ua),
    returnHeaders: true,
  });
  return cookieFrom(result.headers);
}

describe("visitor accounts", () => {
  it("sign-up sends a real verification link; sign-in waits for it; activity records the sign-in", async () => {
    const email = "awa.diop@example.sn";
    await auth().api.signUpEmail({
      body: { name: "Awa Diop", email, password: "motdepasse123", callbackURL: "/login?verifie=1" },
      headers: headers(),
    });
    const verification = await lastEmail("account-verification", email);
    const url = /http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^\s"<]+/.exec(
      verification!.text,
    )?.[0];
    expect(url).toBeTruthy();

    const refused = await auth()
      .api.signInEmail({ body: { email, password: "motdepasse123" }, headers: headers() })
      .catch((e: unknown) => e);
    expect(authErrorMessage(refused)).toMatch(/n'est pas encore vérifiée/);

    const token = new URL(url!).searchParams.get("token")!;
    await auth().api.verifyEmail({ query: { token } });
    const [row] = await db().select().from(user).where(eq(user.email, email));
    expect(row!.emailVerified).toBe(true);

    const cookie = await signIn(email, "motdepasse123");
    expect((await getCurrentSession(request(cookie)))?.user.email).toBe(email);
    const events = await listActivity(row!.id);
    expect(events.map((e) => e.kind)).toEqual(["sign-in", "email-verified"]);
    expect(events[0]!.details).toBe("Chrome sur Windows · IP 198.51.100.4");
  });

  it("an already used address is known before sign-up (better-auth itself stays silent)", async () => {
    expect(await emailTaken("moussa@example.sn")).toBe(false);
    await auth().api.signUpEmail({
      body: { name: "Moussa", email: "moussa@example.sn", password: "motdepasse123" },
      headers: headers(),
    });
    expect(await emailTaken(" Moussa@Example.SN ")).toBe(true);
    expect(EMAIL_TAKEN).toBe("Cette adresse e-mail est déjà utilisée.");
  });

  it("password reset: single-use link; unknown addresses get the same answer and no email", async () => {
    const email = "fatou@example.sn";
    await auth().api.signUpEmail({
      body: { name: "Fatou Sarr", email, password: "ancienmotdepasse" },
      headers: headers(),
    });
    await db().update(user).set({ emailVerified: true }).where(eq(user.email, email));

    const known = await auth().api.requestPasswordReset({
      body: { email, redirectTo: "http://localhost:3000/reset-password" },
      headers: headers(),
    });
    const unknown = await auth().api.requestPasswordReset({
      body: { email: "personne@example.sn", redirectTo: "http://localhost:3000/reset-password" },
      headers: headers(),
    });
    expect(unknown).toEqual(known);
    expect(await lastEmail("account-reset", "personne@example.sn")).toBeUndefined();

    const mail = await lastEmail("account-reset", email);
    const token = /reset-password\/([\w-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeTruthy();
    await auth().api.resetPassword({
      body: { newPassword: "nouveaumotdepasse", token: token! },
      headers: headers(),
    });
    const reused = await auth()
      .api.resetPassword({
        body: { newPassword: "encoreunautre1", token: token! },
        headers: headers(),
      })
      .catch((e: unknown) => e);
    expect(authErrorMessage(reused)).toBe("Ce lien n'est plus valable. Demandez-en un nouveau.");

    expect(await signIn(email, "nouveaumotdepasse")).toContain("td.session_token=");
    const old = await auth()
      .api.signInEmail({ body: { email, password: "ancienmotdepasse" }, headers: headers() })
      .catch((e: unknown) => e);
    expect(authErrorMessage(old)).toBe("Adresse e-mail ou mot de passe incorrect.");
  });

  it("change password checks the current one; sessions can be listed and revoked; deletion removes everything", async () => {
    const email = "ibrahima@example.sn";
    await auth().api.signUpEmail({
      body: { name: "Ibrahima Fall", email, password: "motdepasse123" },
      headers: headers(),
    });
    await db().update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const first = await signIn(email, "motdepasse123", CHROME);
    const second = await signIn(email, "motdepasse123", IPHONE);
    const me = (await getCurrentSession(request(first)))!;
    const other = (await getCurrentSession(
      new Request("http://x/", { headers: headers(IPHONE, second) }),
    ))!;

    const wrong = await auth()
      .api.changePassword({
        body: { currentPassword: "pas-le-bon", newPassword: "nouveaumotdepasse" },
        headers: headers(CHROME, first),
      })
      .catch((e: unknown) => e);
    expect(authErrorMessage(wrong)).toBe("Le mot de passe actuel est incorrect.");

    const sessions = await listSessions(me.user.id, me.sessionId);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: true, device: "Chrome sur Windows" });
    expect(sessions[1]).toMatchObject({ current: false, device: "Safari sur iPhone" });

    expect(await revokeSession(me.user.id, me.sessionId, me.sessionId)).toBe(false);
    expect(await revokeSession(me.user.id, me.sessionId, other.sessionId)).toBe(true);
    expect(
      await getCurrentSession(new Request("http://x/", { headers: headers(IPHONE, second) })),
    ).toBeNull();
    expect(await getCurrentSession(request(first))).not.toBeNull();
    await signIn(email, "motdepasse123", IPHONE);
    expect(await revokeOtherSessions(me.user.id, me.sessionId)).toBe(1);

    expect(await getPreferences(me.user.id)).toEqual({
      email: true,
      marketing: false,
      activityUpdates: true,
      securityAlerts: true,
    });
    await setPreference(me.user.id, "marketing", true);
    expect((await getPreferences(me.user.id)).marketing).toBe(true);

    await deleteAccount(me.user.id);
    expect(await db().select().from(user).where(eq(user.id, me.user.id))).toHaveLength(0);
    expect(await db().select().from(session).where(eq(session.userId, me.user.id))).toHaveLength(0);
    expect(await db().select().from(activity).where(eq(activity.userId, me.user.id))).toHaveLength(
      0,
    );
    expect(
      await db()
        .select()
        .from(notificationPreference)
        .where(eq(notificationPreference.userId, me.user.id)),
    ).toHaveLength(0);
    const gone = await auth()
      .api.signInEmail({ body: { email, password: "motdepasse123" }, headers: headers() })
      .catch((e: unknown) => e);
    expect(authErrorMessage(gone)).toBe("Adresse e-mail ou mot de passe incorrect.");
  });
});

/** better-auth's own HTTP endpoint, as a browser (or a script) reaches it. */
function api(path: string, init: { body?: unknown; cookie?: string; method?: string } = {}) {
  return auth().handler(authApiRequest(path, { ...init, ip: "198.51.100.40", userAgent: CHROME }));
}

/** A visitor whose address is confirmed, signed in from Chrome: the cookie and the user. */
const verifiedVisitor = (email: string, password = "motdepasse123") =>
  signedInAs("visitor", {
    email,
    name: "Khady Ba",
    password,
    ip: "198.51.100.4",
    userAgent: CHROME,
  });

describe("account rules hold whatever the door", () => {
  it("changing the password signs out every other session, even when asked not to", async () => {
    const email = "khady@example.sn";
    const { cookie: first } = await verifiedVisitor(email);
    const second = await signIn(email, "motdepasse123", IPHONE);
    const response = await api("/change-password", {
      cookie: first,
      body: {
        currentPassword: "motdepasse123",
        newPassword: "nouveaumotdepasse",
        revokeOtherSessions: false,
      },
    });
    expect(response.status).toBe(200);
    expect(
      await getCurrentSession(new Request("http://x/", { headers: headers(IPHONE, second) })),
    ).toBeNull();
    // The person who changed it stays signed in, with the new cookie.
    const renewed = cookieFrom(response.headers);
    expect(renewed).toContain("td.session_token=");
    expect((await getCurrentSession(request(renewed)))?.user.email).toBe(email);
  });

  it("/settings: the password form keeps its own session and ends the others", async () => {
    const { action } = await import("#app/routes/settings.tsx");
    const email = "modou@example.sn";
    const { cookie: mine } = await verifiedVisitor(email);
    const other = await signIn(email, "motdepasse123", IPHONE);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      intent: "change-password",
      js: "1",
      currentPassword: "motdepasse123",
      newPassword: "nouveaumotdepasse",
      confirmPassword: "nouveaumotdepasse",
    }))
      form.set(k, v);
    const answer = (await action({
      request: new Request("http://localhost:3000/settings", {
        method: "POST",
        headers: headers(CHROME, mine),
        body: form,
      }),
      params: {},
      context: {},
    } as never)) as unknown as { init: ResponseInit | null; data: { ok: boolean } };
    expect(answer.data.ok).toBe(true);
    const renewed = cookieFrom(new Headers(answer.init?.headers));
    expect((await getCurrentSession(request(renewed)))?.user.email).toBe(email);
    expect(
      await getCurrentSession(new Request("http://x/", { headers: headers(IPHONE, other) })),
    ).toBeNull();
  });

  it("a password reset kills every reset link sent before, not only the one used", async () => {
    const email = "ndeye@example.sn";
    await verifiedVisitor(email, "ancienmotdepasse");
    const ask = () =>
      auth().api.requestPasswordReset({
        body: { email, redirectTo: "http://localhost:3000/reset-password" },
        headers: headers(),
      });
    await ask();
    await ask();
    const mails = (await db().select().from(outbox).where(eq(outbox.kind, "account-reset"))).filter(
      (m) => m.to === email,
    );
    const tokens = mails.map((m) => /reset-password\/([\w-]+)/.exec(m.text)![1]!);
    expect(new Set(tokens).size).toBe(2);
    await auth().api.resetPassword({
      body: { newPassword: "nouveaumotdepasse", token: tokens[1]! },
      headers: headers(),
    });
    const older = await auth()
      .api.resetPassword({ body: { newPassword: "troisiememotdepasse", token: tokens[0]! } })
      .catch((e: unknown) => e);
    expect(authErrorMessage(older)).toBe("Ce lien n'est plus valable. Demandez-en un nouveau.");
    expect(await signIn(email, "nouveaumotdepasse")).toContain("td.session_token=");
  });

  it("update-user takes the profile form's limits and no username or picture", async () => {
    const email = "pape@example.sn";
    const { user: visitor, cookie } = await verifiedVisitor(email);
    for (const body of [
      { name: "a".repeat(200_000) },
      { name: " " },
      { username: "studio" },
      { displayUsername: "studio" },
      { image: `https://example.sn/${"x".repeat(5000)}` },
      null,
    ]) {
      const response = await api("/update-user", { cookie, body });
      expect(response.status, JSON.stringify(body)?.slice(0, 40)).toBe(400);
    }
    const [row] = await db().select().from(user).where(eq(user.id, visitor.id));
    expect(row).toMatchObject({ name: "Khady Ba", username: null, image: null });
    expect((await api("/update-user", { cookie, body: { name: "Pape Diouf" } })).status).toBe(200);
  });

  it("sign-up: no username, a bounded name, and a clear 400 for a body that is not an object", async () => {
    const signUp = (body: unknown) => api("/sign-up/email", { body });
    for (const body of [null, [], "texte"]) expect((await signUp(body)).status).toBe(400);
    const named = await signUp({
      name: "a".repeat(10_000),
      email: "long@example.sn",
      password: "motdepasse123",
    });
    expect(named.status).toBe(400);
    const withUsername = await signUp({
      name: "Futur Personnel",
      email: "futur@example.sn",
      password: "motdepasse123",
      username: "studio",
    });
    expect(withUsername.status).toBe(400);
    expect(await db().select().from(user).where(eq(user.email, "futur@example.sn"))).toHaveLength(
      0,
    );
    // Nobody can look up which usernames exist (the staff's is the only one).
    const probe = await api("/is-username-available", { body: { username: "studio" } });
    expect(probe.status).toBe(404);
  });
});
