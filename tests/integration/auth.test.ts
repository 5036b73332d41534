import { eq, sql } from "drizzle-orm";
import { withEnv } from "#tests/fixtures/env.ts";
import { beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { db } from "#app/db/db.server.ts";
import { activity, outbox, session, user } from "#app/db/schema.ts";
import {
  MAX_DELAY_SECONDS,
  setAuthClockForTests,
} from "#app/features/auth/account-limit.server.ts";
import { auth } from "#app/features/auth/auth.server.ts";
import {
  getCurrentSession,
  requireStaff,
  signInStaff as signInStaffResult,
  signOut,
} from "#app/features/auth/session.server.ts";
import { ensureStaffAccount } from "#app/features/auth/staff-bootstrap.server.ts";
import { queueStaffLoginNotification } from "#app/features/auth/staff-login-email.server.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import { signedIn } from "#tests/fixtures/signed-in.ts";
import { authApiRequest } from "#tests/fixtures/auth-api.ts";

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

/** The staff sign-in, or null when it was refused or limited. */
async function signInStaff(input: Parameters<typeof signInStaffResult>[0]) {
  const result = await signInStaffResult(input);
  return result && "user" in result ? result : null;
}

/** The staff account signed in at its door: the session's cookie. */
async function staffCookie() {
  const staff = await signInStaff({
    identifier: "studio",
    password: "mot-de-passe-studio",
    request: request(),
  });
  return cookieFrom(staff!.headers);
}

beforeEach(async () => {
  withEnv({
    STAFF_USERNAME: undefined,
    STAFF_EMAIL: undefined,
    STAFF_PASSWORD: undefined,
    STAFF_IDLE_SECONDS: undefined,
  });
  await emptyTables("user, session, account, rate_limit, outbox");
});

/** A visitor who signed up, confirmed the address (done here in the database) and signed in. */
const signedInVisitor = (name: string, email: string, ip: string) =>
  signedIn("visitor", { email, name, ip, password: "motdepasse123" });

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

describe("staff account at start, password checked once the site listens", () => {
  it("hashes nothing before listening when the account exists; the check then brings the password up to date", async () => {
    withEnv({
      STAFF_USERNAME: "studio",
      STAFF_EMAIL: "studio@teranga-digital.sn",
      STAFF_PASSWORD: "premier-mot-de-passe",
    });
    await ensureStaffAccount();
    const signIn = (password: string) =>
      signInStaff({ identifier: "studio", password, request: request() });

    // Unchanged: nothing to do before listening, and the later check changes nothing.
    const unchanged = await ensureStaffAccount({ passwordLater: true });
    expect(unchanged.action).toBe("unchanged");
    expect(await unchanged.checkPassword!()).toBe(false);

    withEnv({
      STAFF_USERNAME: "studio",
      STAFF_EMAIL: "studio@teranga-digital.sn",
      STAFF_PASSWORD: "second-mot-de-passe",
    });
    const changed = await ensureStaffAccount({ passwordLater: true });
    // Not compared yet: the stored password is still the old one.
    expect(await signIn("premier-mot-de-passe")).not.toBeNull();
    expect(await changed.checkPassword!()).toBe(true);
    expect(await signIn("premier-mot-de-passe")).toBeNull();
    expect(await signIn("second-mot-de-passe")).not.toBeNull();
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
      expect(current?.user).toMatchObject({
        username: "studio",
        role: "staff",
        staffRole: "gerant",
      });
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
          staffRole: "gerant",
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
    const res = await requireStaff(request("/invoice-quote", visitor)).catch((r: Response) => r);
    expect((res as Response).headers.get("location")).toBe("/simple-login");

    const ok = await requireStaff(request("/invoice-quote", await staffCookie()));
    expect(ok.role).toBe("staff");
  });

  it("ends a staff session idle longer than STAFF_IDLE_SECONDS, on the server", async () => {
    withEnv({ STAFF_IDLE_SECONDS: "60" });
    const cookie = await staffCookie();
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
    expect(await getCurrentSession(request("/", visitor))).not.toBeNull();
    await db()
      .update(session)
      .set({ lastActiveAt: new Date(Date.now() - 3_600_000) });
    expect(await getCurrentSession(request("/", visitor))).not.toBeNull();
  });

  it("sign-out ends the session", async () => {
    const cookie = await staffCookie();
    const headers = await signOut(request("/logout", cookie));
    expect(
      headers.getSetCookie().some((c) => c.startsWith("td.session_token=;") || /Max-Age=0/.test(c)),
    ).toBe(true);
    expect(await getCurrentSession(request("/", cookie))).toBeNull();
  });

  it("queues the staff-login notification of docs/product.md §7 for the firm", async () => {
    const staff = await signInStaff({
      identifier: "studio",
      password: "mot-de-passe-studio",
      request: request(),
    });
    // The sign-in queued one already (tested below); this one has a known date.
    await db().delete(outbox);
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

/** better-auth's own HTTP endpoint, as a browser (or a script) reaches it. */
function api(
  path: string,
  init: { body?: unknown; cookie?: string; method?: string; ip?: string } = {},
) {
  return auth().handler(authApiRequest(path, { ...init, ip: init.ip ?? "203.0.113.50" }));
}

const STAFF_ENV = {
  STAFF_USERNAME: "studio",
  STAFF_EMAIL: "studio@teranga-digital.sn",
  STAFF_PASSWORD: "mot-de-passe-studio",
};

async function activityOf(email: string) {
  const [row] = await db().select().from(user).where(eq(user.email, email));
  return db().select().from(activity).where(eq(activity.userId, row!.id));
}

describe("the staff account at start-up", () => {
  it("never promotes a visitor who holds the staff's username, and says why", async () => {
    const visitor = await signedInVisitor("Intrus", "intrus@example.sn", "127.0.0.20");
    // A username set before visitors were refused one (or straight in the database).
    await db().update(user).set({ username: "studio" }).where(eq(user.email, "intrus@example.sn"));
    withEnv(STAFF_ENV);
    await expect(ensureStaffAccount()).rejects.toThrow(
      /l'identifiant «\u00a0studio\u00a0» \(STAFF_USERNAME\) est déjà celui d'un autre compte/,
    );
    const [row] = await db().select().from(user).where(eq(user.email, "intrus@example.sn"));
    expect(row!.role).toBe("visitor");
    const res = await requireStaff(request("/demandes", visitor)).catch((r: Response) => r);
    expect((res as Response).headers.get("location")).toBe("/simple-login");
  });

  it("never promotes a visitor who registered the staff's address", async () => {
    await signedInVisitor("Intruse", "studio@teranga-digital.sn", "127.0.0.21");
    withEnv(STAFF_ENV);
    await expect(ensureStaffAccount()).rejects.toThrow(
      /l'adresse studio@teranga-digital.sn \(STAFF_EMAIL\) appartient à un compte visiteur/,
    );
    expect((await db().select().from(user).where(eq(user.role, "staff"))).length).toBe(0);
  });

  it("a new STAFF_PASSWORD signs the staff out everywhere; the same one keeps them in", async () => {
    withEnv(STAFF_ENV);
    await ensureStaffAccount();
    const cookie = await staffCookie();
    // A restart with the same settings changes nothing.
    expect(await ensureStaffAccount()).toEqual({ action: "unchanged" });
    expect(await getCurrentSession(request("/", cookie))).not.toBeNull();
    withEnv({ ...STAFF_ENV, STAFF_PASSWORD: "nouveau-mot-de-passe" });
    expect(await ensureStaffAccount()).toMatchObject({ action: "updated" });
    expect(await getCurrentSession(request("/", cookie))).toBeNull();
  });
});

describe("every door to the staff account", () => {
  beforeEach(async () => {
    withEnv(STAFF_ENV);
    await ensureStaffAccount();
  });

  it("/api/auth/sign-in/email: the firm is notified and the activity records it", async () => {
    const response = await api("/sign-in/email", {
      body: { email: STAFF_ENV.STAFF_EMAIL, password: STAFF_ENV.STAFF_PASSWORD },
    });
    expect(response.status).toBe(200);
    const mails = await db().select().from(outbox).where(eq(outbox.kind, "staff-login"));
    expect(mails).toHaveLength(1);
    expect((await activityOf(STAFF_ENV.STAFF_EMAIL)).map((a) => a.kind)).toEqual(["sign-in"]);
  });

  it("the staff limit (10 failures per 5 minutes) counts /simple-login and /api/auth together", async () => {
    // The account's own delay (ADR 016) is let run out before each try: this is the address's limit.
    let clock = Date.now();
    setAuthClockForTests(() => new Date((clock += MAX_DELAY_SECONDS * 1000)));
    onTestFinished(() => setAuthClockForTests());
    const ip = "203.0.113.60";
    const fromIp = new Request("http://localhost:3000/simple-login", {
      headers: { "x-real-ip": ip, "user-agent": "vitest" },
    });
    for (let i = 0; i < 9; i++) {
      const result = await signInStaffResult({
        identifier: "studio",
        password: "pas-le-bon",
        request: fromIp,
      });
      expect(result.status).toBe("refused");
    }
    const wrong = { email: STAFF_ENV.STAFF_EMAIL, password: "pas-le-bon" };
    expect((await api("/sign-in/email", { ip, body: wrong })).status).toBe(401);
    const limited = await api("/sign-in/email", { ip, body: wrong });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toMatch(
      /^Trop de tentatives de connexion\. Réessayez dans 5\u00a0minutes\.$/,
    );
    // The right password does not get through either, by any door.
    const right = await signInStaffResult({
      identifier: "studio",
      password: STAFF_ENV.STAFF_PASSWORD,
      request: fromIp,
    });
    expect(right.status).toBe("limited");
  });

  it("/simple-login: signing in does not count as a failed attempt", async () => {
    const { action } = await import("#app/routes/simple-login.tsx");
    const post = (password: string) => {
      const form = new FormData();
      form.set("identifier", "studio");
      form.set("password", password);
      return action({
        request: new Request("http://localhost:3000/simple-login", {
          method: "POST",
          // As a browser posts the form: from this site (the guard refuses any other).
          headers: {
            origin: "http://localhost:3000",
            "x-real-ip": "203.0.113.61",
            "user-agent": "vitest",
          },
          body: form,
        }),
        params: {},
        context: {},
      } as never) as Promise<Response | { init: ResponseInit | null }>;
    };
    const statusOf = (r: Response | { init: ResponseInit | null }) =>
      r instanceof Response ? r.status : (r.init?.status ?? 200);
    // One more than the limit; each sign-in hashes the password, hence the longer timeout.
    for (let i = 0; i < 11; i++) expect(statusOf(await post(STAFF_ENV.STAFF_PASSWORD))).toBe(302);
    expect(statusOf(await post("pas-le-bon"))).toBe(401);
  }, 90_000);

  it("a visitor's credentials at the staff door open nothing and record nothing", async () => {
    await signedInVisitor("Awa Ndiaye", "awa@example.sn", "127.0.0.22");
    await db().delete(session);
    await db().delete(activity);
    const result = await signInStaff({
      identifier: "awa@example.sn",
      password: "motdepasse123",
      request: request(),
    });
    expect(result).toBeNull();
    expect(await db().select().from(session)).toHaveLength(0);
    expect(await activityOf("awa@example.sn")).toHaveLength(0);
  });
});

describe("the staff idle limit on better-auth's own endpoints", () => {
  it("an idle staff session no longer answers get-session, list-sessions or update-user", async () => {
    withEnv({ ...STAFF_ENV, STAFF_IDLE_SECONDS: "60" });
    await ensureStaffAccount();
    const cookie = await staffCookie();
    const getSession = () => api("/get-session", { method: "GET", cookie });
    expect(await (await getSession()).json()).not.toBeNull();
    await db()
      .update(session)
      .set({ lastActiveAt: new Date(Date.now() - 61_000) });
    expect(await (await getSession()).json()).toBeNull();
    expect(await db().select().from(session)).toHaveLength(0);
    expect((await api("/list-sessions", { method: "GET", cookie })).status).toBe(401);
    expect((await api("/update-user", { cookie, body: { name: "Autre" } })).status).toBe(401);
  });

  it("each of those calls counts as activity for a session still within the limit", async () => {
    withEnv({ ...STAFF_ENV, STAFF_IDLE_SECONDS: "60" });
    await ensureStaffAccount();
    const cookie = await staffCookie();
    await db()
      .update(session)
      .set({ lastActiveAt: new Date(Date.now() - 50_000) });
    expect((await api("/list-sessions", { method: "GET", cookie })).status).toBe(200);
    const [row] = await db().select().from(session);
    expect(Date.now() - row!.lastActiveAt.getTime()).toBeLessThan(5_000);
  });
});
