import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import { outbox, session, user } from "#app/db/schema.ts";
import { auth } from "#app/features/auth/auth.server.ts";
import {
  getCurrentSession,
  requireStaff,
  signInStaff,
  signOut,
} from "#app/features/auth/session.server.ts";
import { ensureStaffAccount } from "#app/features/auth/staff-bootstrap.server.ts";
import { queueStaffLoginNotification } from "#app/features/auth/staff-login-email.server.ts";
import { forgetSingleton } from "#app/lib/singleton.server.ts";

function request(path = "/", cookie?: string) {
  return new Request(`http://localhost:3000${path}`, {
    headers: { "x-real-ip": "127.0.0.9", "user-agent": "vitest", ...(cookie ? { cookie } : {}) },
  });
}

function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

function withEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
  forgetSingleton("auth");
}

beforeEach(async () => {
  withEnv({
    STAFF_USERNAME: undefined,
    STAFF_EMAIL: undefined,
    STAFF_PASSWORD: undefined,
    STAFF_IDLE_SECONDS: undefined,
  });
  await db().execute(sql`truncate table "user", session, account, rate_limit, outbox cascade`);
});

/** A visitor who signed up, confirmed the address (done here in the database) and signed in. */
async function signedInVisitor(name: string, email: string, ip: string) {
  const headers = new Headers({ "x-real-ip": ip });
  await auth().api.signUpEmail({ body: { name, email, password: "motdepasse123" }, headers });
  await db().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  return auth().api.signInEmail({
    body: { email, password: "motdepasse123" },
    headers,
    returnHeaders: true,
  });
}

describe("first staff account", () => {
  it("with nothing configured, creates one with a random password, once", async () => {
    const first = await ensureStaffAccount();
    expect(first).toMatchObject({
      action: "created",
      username: "admin",
      email: "contact@teranga-digital.sn",
    });
    const password = (first as { generatedPassword: string }).generatedPassword;
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(await ensureStaffAccount()).toEqual({ action: "unchanged" });
    const signedIn = await signInStaff({ identifier: "admin", password, request: request() });
    expect(signedIn?.user.role).toBe("staff");
  });

  it("from STAFF_* creates the account, then updates its password on the next start", async () => {
    withEnv({
      STAFF_USERNAME: "Studio",
      STAFF_EMAIL: "Studio@Teranga-Digital.sn",
      STAFF_PASSWORD: "premier-mot-de-passe",
    });
    expect(await ensureStaffAccount()).toMatchObject({ action: "created", username: "studio" });
    withEnv({
      STAFF_USERNAME: "studio",
      STAFF_EMAIL: "studio@teranga-digital.sn",
      STAFF_PASSWORD: "second-mot-de-passe",
    });
    expect(await ensureStaffAccount()).toMatchObject({ action: "updated" });
    expect(
      await signInStaff({
        identifier: "studio",
        password: "premier-mot-de-passe",
        request: request(),
      }),
    ).toBeNull();
    expect(
      await signInStaff({
        identifier: "studio",
        password: "second-mot-de-passe",
        request: request(),
      }),
    ).not.toBeNull();
    const staff = await db().select().from(user).where(eq(user.role, "staff"));
    expect(staff).toHaveLength(1);
    expect(staff[0]).toMatchObject({
      email: "studio@teranga-digital.sn",
      name: "Teranga Digital",
      emailVerified: true,
    });
  });
});

describe("staff sign-in", () => {
  beforeEach(async () => {
    withEnv({
      STAFF_USERNAME: "studio",
      STAFF_EMAIL: "studio@teranga-digital.sn",
      STAFF_PASSWORD: "mot-de-passe-studio",
    });
    await ensureStaffAccount();
  });

  it("accepts the username or the email, any case, and opens a session", async () => {
    for (const identifier of [
      "studio",
      "STUDIO",
      "studio@teranga-digital.sn",
      " Studio@Teranga-Digital.sn ",
    ]) {
      const result = await signInStaff({
        identifier,
        password: "mot-de-passe-studio",
        request: request(),
      });
      expect(result, identifier).not.toBeNull();
      const current = await getCurrentSession(request("/", cookieFrom(result!.headers)));
      expect(current?.user).toMatchObject({ username: "studio", role: "staff" });
    }
  });

  it("refuses a wrong password or an unknown identifier", async () => {
    expect(
      await signInStaff({ identifier: "studio", password: "faux", request: request() }),
    ).toBeNull();
    expect(
      await signInStaff({
        identifier: "inconnu",
        password: "mot-de-passe-studio",
        request: request(),
      }),
    ).toBeNull();
    expect(
      await signInStaff({
        identifier: "x@y.sn",
        password: "mot-de-passe-studio",
        request: request(),
      }),
    ).toBeNull();
  });

  it("sets an HttpOnly session cookie", async () => {
    const result = await signInStaff({
      identifier: "studio",
      password: "mot-de-passe-studio",
      request: request(),
    });
    const cookie = result!.headers.getSetCookie().find((c) => c.startsWith("td.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("does not let a visitor account in, and leaves no session behind", async () => {
    await auth().api.signUpEmail({
      body: { name: "Awa Ndiaye", email: "awa@example.sn", password: "motdepasse123" },
      headers: new Headers({ "x-real-ip": "127.0.0.10" }),
    });
    await db().delete(session);
    expect(
      await signInStaff({
        identifier: "awa@example.sn",
        password: "motdepasse123",
        request: request(),
      }),
    ).toBeNull();
    expect(await db().select().from(session)).toHaveLength(0);
  });

  it("sign-up cannot make anyone staff", async () => {
    await auth()
      .api.signUpEmail({
        body: {
          name: "Intrus",
          email: "intrus@example.sn",
          password: "motdepasse123",
          role: "staff",
        } as never,
        headers: new Headers({ "x-real-ip": "127.0.0.11" }),
      })
      .catch(() => undefined);
    const rows = await db().select().from(user).where(eq(user.email, "intrus@example.sn"));
    expect(rows.every((r) => r.role === "visitor")).toBe(true);
  });

  it("requireStaff sends anonymous and visitor requests to /simple-login", async () => {
    const anonymous = await requireStaff(request("/invoice-quote")).catch((r: Response) => r);
    expect(anonymous).toBeInstanceOf(Response);
    expect((anonymous as Response).headers.get("location")).toBe("/simple-login");

    const visitor = await signedInVisitor("Moussa Fall", "moussa@example.sn", "127.0.0.12");
    const res = await requireStaff(request("/invoice-quote", cookieFrom(visitor.headers))).catch(
      (r: Response) => r,
    );
    expect((res as Response).headers.get("location")).toBe("/simple-login");

    const staff = await signInStaff({
      identifier: "studio",
      password: "mot-de-passe-studio",
      request: request(),
    });
    const ok = await requireStaff(request("/invoice-quote", cookieFrom(staff!.headers)));
    expect(ok.role).toBe("staff");
  });

  it("ends a staff session idle longer than STAFF_IDLE_SECONDS, on the server", async () => {
    withEnv({ STAFF_IDLE_SECONDS: "60" });
    const staff = await signInStaff({
      identifier: "studio",
      password: "mot-de-passe-studio",
      request: request(),
    });
    const cookie = cookieFrom(staff!.headers);
    expect(await getCurrentSession(request("/", cookie))).not.toBeNull();
    await db()
      .update(session)
      .set({ lastActiveAt: new Date(Date.now() - 59_000) });
    expect(await getCurrentSession(request("/", cookie))).not.toBeNull();
    // That request counted as activity: the clock restarted.
    const [touched] = await db().select().from(session);
    expect(Date.now() - touched!.lastActiveAt.getTime()).toBeLessThan(5_000);
    await db()
      .update(session)
      .set({ lastActiveAt: new Date(Date.now() - 61_000) });
    expect(await getCurrentSession(request("/", cookie))).toBeNull();
    expect(await db().select().from(session)).toHaveLength(0);
  });

  it("keeps an idle visitor session (the limit is for staff)", async () => {
    withEnv({ STAFF_IDLE_SECONDS: "60" });
    const visitor = await signedInVisitor("Fatou Sow", "fatou@example.sn", "127.0.0.13");
    expect(await getCurrentSession(request("/", cookieFrom(visitor.headers)))).not.toBeNull();
    await db()
      .update(session)
      .set({ lastActiveAt: new Date(Date.now() - 3_600_000) });
    expect(await getCurrentSession(request("/", cookieFrom(visitor.headers)))).not.toBeNull();
  });

  it("sign-out ends the session", async () => {
    const staff = await signInStaff({
      identifier: "studio",
      password: "mot-de-passe-studio",
      request: request(),
    });
    const cookie = cookieFrom(staff!.headers);
    const headers = await signOut(request("/logout", cookie));
    expect(
      headers.getSetCookie().some((c) => c.startsWith("td.session_token=;") || /Max-Age=0/.test(c)),
    ).toBe(true);
    expect(await getCurrentSession(request("/", cookie))).toBeNull();
  });

  it("queues the staff-login notification of SPEC.md §7 for the firm", async () => {
    const staff = await signInStaff({
      identifier: "studio",
      password: "mot-de-passe-studio",
      request: request(),
    });
    await queueStaffLoginNotification(staff!.user, new Date("2026-11-22T14:30:00Z"));
    const [mail] = await db().select().from(outbox);
    expect(mail).toMatchObject({
      kind: "staff-login",
      to: "contact@teranga-digital.sn",
      status: "pending",
    });
    expect(mail!.template).toEqual({
      id: "notification",
      params: {
        to_email: "contact@teranga-digital.sn",
        user_name: "studio",
        login_time: "Dimanche 22 novembre 2026 à 14:30",
        user_connected:
          "Teranga Digital (studio) est connecté à l'espace Devis & Factures pour générer un devis ou une facture.",
      },
    });
    expect(mail!.text).toContain("Dimanche 22 novembre 2026 à 14:30");
  });
});

describe("better-auth over HTTP", () => {
  it("rate-limits sign-in attempts per address, counted in the database", async () => {
    const attempt = () =>
      auth().handler(
        new Request("http://localhost:3000/api/auth/sign-in/email", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: "http://localhost:3000",
            "x-real-ip": "10.9.8.7",
          },
          body: JSON.stringify({ email: "nobody@example.sn", password: "motdepasse123" }),
        }),
      );
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 3).every((s) => s === 401)).toBe(true);
    expect(statuses[3]).toBe(429);
    const rows = await db().execute<{ key: string }>(sql`select key from rate_limit`);
    expect(rows.rows.some((r) => r.key.startsWith("auth:"))).toBe(true);
  });
});
