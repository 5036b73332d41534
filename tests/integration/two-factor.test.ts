import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "#app/db/db.server.ts";
import { activity, outbox, teamPolicy, user } from "#app/db/schema.ts";
import { isKnownAddress } from "#app/features/auth/account-limit.server.ts";
import { auth, resetAuthForTests, type Auth } from "#app/features/auth/auth.server.ts";
import {
  getCurrentSession,
  requirePermission,
  signInStaff,
  verifyStaffTwoFactor,
} from "#app/features/auth/session.server.ts";
import { ensureStaffAccount } from "#app/features/auth/staff-bootstrap.server.ts";
import { withEnv } from "#tests/fixtures/env.ts";
import { totp } from "#tests/fixtures/totp.ts";
import { action as apiAuthAction } from "../../app/routes/api-auth.ts";
import { action as securityAction } from "../../app/routes/securite.tsx";
import { emptyTables } from "#tests/fixtures/tables.ts";
import { authApiRequest } from "#tests/fixtures/auth-api.ts";

// Issue 29 §4b: two-factor sign-in that holds. Every check goes through the
// real better-auth handler (or our route modules, which call it), on the
// test's database (PGlite, or PostgreSQL shared by two auth instances). Time
// is chosen, never waited for: `Date` is faked (better-auth's TOTP check reads
// it) and codes are computed for the chosen times by the tests' own RFC 6238
// (tests/fixtures/totp.ts).

const SITE = "http://localhost:3000";
const OWNER = { email: "gerant@teranga-digital.sn", password: "motdepasse-solide-1" };
const STEP = 30_000;
// The start of a 30-second step (plus 1 s), close to the real time: the
// database's own clock (rate limits) and the faked one stay near each other.
const T0 = (Math.floor(Date.now() / STEP) + 2) * STEP + 1000;

let ipCount = 0;
/** A new address: better-auth's own limit allows 3 requests per 10 s on each path from one. */
const freshIp = () => `198.51.100.${++ipCount}`;

const setNow = (ms: number) => vi.setSystemTime(ms);

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");

/** POST /api/auth<path> to one instance's handler, as a browser or a script does. */
function call(
  instance: Auth,
  path: string,
  body: Record<string, unknown>,
  { cookie = "", ip = freshIp() } = {},
) {
  return instance.handler(authApiRequest(path, { body, cookie, ip }));
}

function form(path: string, fields: Record<string, string>, cookie = "", ip = "192.0.2.70") {
  const headers = new Headers({ origin: SITE, "x-real-ip": ip, "user-agent": "vitest" });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
  });
}

const page = (path: string, cookie: string, ip = "192.0.2.70") =>
  new Request(`${SITE}${path}`, { headers: { cookie, "x-real-ip": ip, "user-agent": "vitest" } });

/** The password step: the pending cookie of the code step. */
async function passwordStep(instance: Auth, ip = freshIp()): Promise<string> {
  const answer = await call(instance, "/sign-in/email", { ...OWNER, rememberMe: false }, { ip });
  expect(answer.status, "the password step").toBe(200);
  expect(await answer.json()).toMatchObject({ twoFactorRedirect: true });
  return cookieOf(answer.headers);
}

async function codeStep(instance: Auth, pending: string, code: string, ip = freshIp()) {
  const path = /^\d{6}$/.test(code) ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
  return call(instance, path, { code }, { cookie: pending, ip });
}

async function signInWithoutCode(ip = "192.0.2.70") {
  const result = await signInStaff({
    identifier: OWNER.email,
    password: OWNER.password,
    request: new Request(`${SITE}/simple-login`, {
      headers: { "x-real-ip": ip, "user-agent": "vitest" },
    }),
  });
  if (result.status !== "ok") throw new Error(`sign-in: ${result.status}`);
  return cookieOf(result.headers);
}

/** /securite, as the owner: the secret and backup codes, then the code of `at` turns it on. */
async function enableAt(cookie: string, at: number) {
  setNow(at);
  const enabled = (await securityAction({
    request: form("/securite", { intent: "enable", password: OWNER.password }, cookie),
    params: {},
    context: {},
  } as never)) as { data: { setup: { secret: string; backupCodes: string[] } } };
  const { secret, backupCodes } = enabled.data.setup;
  const confirmed = (await securityAction({
    request: form("/securite", { intent: "confirm", code: totp(secret, at) }, cookie),
    params: {},
    context: {},
  } as never)) as Response;
  expect(confirmed.status, "two-factor turned on").toBe(302);
  return { secret, backupCodes, cookie: cookieOf(confirmed.headers) };
}

/** Two-factor on (four steps before T0), two auth instances on the one database, the clock at T0. */
async function twoInstances() {
  const setup = await enableAt(await signInWithoutCode(), T0 - 4 * STEP);
  const first = auth();
  resetAuthForTests();
  const second = auth();
  expect(second).not.toBe(first);
  setNow(T0);
  return { ...setup, first, second };
}

const signedIn = async (cookie: string) =>
  (await getCurrentSession(page("/documents", cookie)))?.user.email;

async function ownerId() {
  const [row] = await db().select({ id: user.id }).from(user).where(eq(user.email, OWNER.email));
  return row!.id;
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  setNow(T0 - 5 * STEP);
  withEnv({
    STAFF_EMAIL: OWNER.email,
    STAFF_PASSWORD: OWNER.password,
    STAFF_USERNAME: "gerant",
    RATE_LIMIT_FACTOR: undefined,
  });
  await emptyTables(
    "user, session, account, verification, rate_limit, outbox, staff_invitation, team_policy, two_factor, activity",
  );
  await ensureStaffAccount();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("a TOTP code opens one sign-in (RFC 6238 §5.2)", () => {
  it("the same code is refused the second and the third time within its 90 s, by either instance; the next step's code opens", async () => {
    const { secret, first, second } = await twoInstances();
    const code = totp(secret, T0);
    const opened = await codeStep(first, await passwordStep(first), code);
    expect(opened.status).toBe(200);
    expect(await signedIn(cookieOf(opened.headers))).toBe(OWNER.email);

    // Still within better-auth's window (its step, the one before, the one after).
    for (const [instance, at] of [
      [second, T0 + 20_000],
      [first, T0 + 50_000],
    ] as const) {
      setNow(at);
      const again = await codeStep(instance, await passwordStep(instance), code);
      expect(again.status, `the same code at +${(at - T0) / 1000} s`).toBe(401);
      expect(again.headers.getSetCookie().join()).not.toContain("session_token=");
      expect(((await again.json()) as { message: string }).message).toContain("déjà servi");
    }

    // Our own form (/simple-login/code) says so too.
    const pending = await signInStaff({
      identifier: "gerant",
      password: OWNER.password,
      request: new Request(`${SITE}/simple-login`, { headers: { "x-real-ip": freshIp() } }),
    });
    expect(pending.status).toBe("two-factor");
    const refused = await verifyStaffTwoFactor({
      code,
      request: page("/simple-login/code", cookieOf((pending as { headers: Headers }).headers)),
    });
    expect(refused).toMatchObject({
      status: "refused",
      message: expect.stringContaining("déjà servi"),
    });

    // The next step's code was never used: it opens, on the other instance.
    const next = await codeStep(second, await passwordStep(second), totp(secret, T0 + STEP));
    expect(next.status).toBe(200);
  });

  it("the code that turned two-factor on does not open a sign-in", async () => {
    const { secret } = await enableAt(await signInWithoutCode(), T0);
    setNow(T0 + 10_000);
    const reused = await codeStep(auth(), await passwordStep(auth()), totp(secret, T0));
    expect(reused.status).toBe(401);
  });

  it("two sign-ins sending the same code at once, on two instances: one opens, the other is refused", async () => {
    const { secret, first, second } = await twoInstances();
    const [a, b] = [await passwordStep(first), await passwordStep(second)];
    const code = totp(secret, T0);
    const answers = await Promise.all([codeStep(first, a, code), codeStep(second, b, code)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it("a backup code opens one sign-in: used, it is refused by either instance; sent twice at once, it opens once", async () => {
    const { backupCodes, first, second } = await twoInstances();
    expect((await codeStep(first, await passwordStep(first), backupCodes[0]!)).status).toBe(200);
    expect((await codeStep(second, await passwordStep(second), backupCodes[0]!)).status).toBe(401);

    const [a, b] = [await passwordStep(first), await passwordStep(second)];
    const answers = await Promise.all([
      codeStep(first, a, backupCodes[1]!),
      codeStep(second, b, backupCodes[1]!),
    ]);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
  });
});

describe("turning two-factor on ends the account's other sessions", () => {
  it("by /securite: a session opened before with the password alone is refused at its next page; the one that turned it on stays", async () => {
    const phone = await signInWithoutCode("192.0.2.71");
    const office = await signInWithoutCode("192.0.2.72");
    expect(await signedIn(phone)).toBe(OWNER.email);
    const { cookie } = await enableAt(office, T0);
    expect(await signedIn(phone)).toBeUndefined();
    await expect(
      requirePermission(page("/documents", phone), "documents.read"),
    ).rejects.toMatchObject({
      status: 302,
    });
    expect(await signedIn(cookie)).toBe(OWNER.email);
  });

  it("by better-auth's own endpoints (/api/auth/two-factor/enable, then verify-totp)", async () => {
    const phone = await signInWithoutCode("192.0.2.71");
    const office = await signInWithoutCode("192.0.2.72");
    setNow(T0);
    const enabled = await call(
      auth(),
      "/two-factor/enable",
      { password: OWNER.password },
      { cookie: office },
    );
    expect(enabled.status).toBe(200);
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const secret = new URL(totpURI).searchParams.get("secret")!;
    const confirmed = await call(
      auth(),
      "/two-factor/verify-totp",
      { code: totp(secret, T0) },
      { cookie: office },
    );
    expect(confirmed.status).toBe(200);
    expect(await signedIn(phone)).toBeUndefined();
    expect(await signedIn(cookieOf(confirmed.headers))).toBe(OWNER.email);
  });
});

describe("failed codes never keep the owner out (ADR 016)", () => {
  /**
   * Ten wrong codes from `ip`, five on each of two pending sign-ins, then the
   * right code on each; returns what those last two answered.
   */
  async function attack(instance: Auth, secret: string, ip: string) {
    const late: Awaited<ReturnType<typeof verifyStaffTwoFactor>>[] = [];
    for (let round = 0; round < 2; round++) {
      const pending = await passwordStep(instance, ip);
      for (let i = 1; i <= 5; i++) {
        const wrong = String((Number(totp(secret, Date.now())) + i) % 1_000_000).padStart(6, "0");
        const answer = await verifyStaffTwoFactor({
          code: wrong,
          request: page("/simple-login/code", pending, ip),
        });
        expect(answer.status).toBe("refused");
      }
      late.push(
        await verifyStaffTwoFactor({
          code: totp(secret, Date.now()),
          request: page("/simple-login/code", pending, ip),
        }),
      );
    }
    return late;
  }

  it("ten wrong codes from an attacker's pending sign-ins, then the owner signs in from elsewhere with the right code, and with a backup code", async () => {
    const { secret, backupCodes } = await enableAt(await signInWithoutCode(), T0 - 4 * STEP);
    setNow(T0);
    await attack(auth(), secret, "203.0.113.9");
    const owner = await codeStep(
      auth(),
      await passwordStep(auth(), "192.0.2.80"),
      totp(secret, T0),
      "192.0.2.80",
    );
    expect(owner.status).toBe(200);
    expect(await signedIn(cookieOf(owner.headers))).toBe(OWNER.email);

    setNow(T0 + STEP);
    await attack(auth(), secret, "203.0.113.10");
    const withBackup = await codeStep(
      auth(),
      await passwordStep(auth(), "192.0.2.81"),
      backupCodes[0]!,
      "192.0.2.81",
    );
    expect(withBackup.status).toBe(200);
  });

  it("the attacker's pending sign-ins die after five wrong codes, and its address pays for them: its next password step is refused", async () => {
    const { secret } = await enableAt(await signInWithoutCode(), T0 - 4 * STEP);
    setNow(T0);
    const late = await attack(auth(), secret, "203.0.113.9");
    // Dead: even the right code is refused on those attempts.
    for (const answer of late) {
      expect(answer).toMatchObject({
        status: "refused",
        message: expect.stringContaining("Saisissez de nouveau votre mot de passe"),
      });
    }
    const refused = await call(
      auth(),
      "/sign-in/email",
      { ...OWNER, rememberMe: false },
      { ip: "203.0.113.9" },
    );
    expect(refused.status).toBe(429);
    // The firm is warned: ten refusals in a burst (ADR 016).
    expect(
      await db().select().from(outbox).where(eq(outbox.kind, "staff-login-refused")),
    ).toHaveLength(1);
  });

  it("the password step alone is no sign-in: no « Connexion » in the activity, no email to the firm, the address does not become known", async () => {
    await enableAt(await signInWithoutCode(), T0 - 4 * STEP);
    await db().delete(activity);
    await db().delete(outbox);
    setNow(T0);
    await passwordStep(auth(), "203.0.113.9");
    const id = await ownerId();
    expect(
      await db()
        .select()
        .from(activity)
        .where(and(eq(activity.userId, id), eq(activity.kind, "sign-in"))),
    ).toEqual([]);
    expect(await db().select().from(outbox).where(eq(outbox.kind, "staff-login"))).toEqual([]);
    expect(await isKnownAddress(id, "203.0.113.9")).toBe(false);
  });
});

describe("one rule for turning two-factor off", () => {
  const REQUIRED =
    "Le gérant exige la connexion en deux étapes pour toute l'équipe\u00a0: elle ne peut pas être désactivée.";

  it("where the team requires it, every door refuses (409, the same French message); the state is unchanged", async () => {
    const { secret, cookie } = await enableAt(await signInWithoutCode(), T0);
    await db()
      .insert(teamPolicy)
      .values({ id: 1, requireTwoFactor: true, changedByName: "Gérant" });
    const enabled = async () =>
      (await db().select().from(user).where(eq(user.email, OWNER.email)))[0]!.twoFactorEnabled;

    const page1 = (await securityAction({
      request: form("/securite", { intent: "disable", password: OWNER.password }, cookie),
      params: {},
      context: {},
    } as never)) as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> } };
    };
    expect(page1.init.status).toBe(409);
    expect(page1.data.result.error[""]![0]).toBe(REQUIRED);

    const api = (await apiAuthAction({
      request: authApiRequest("/two-factor/disable", {
        body: { password: OWNER.password },
        cookie,
        ip: "192.0.2.70",
      }),
      params: {},
      context: {},
    } as never)) as Response;
    expect(api.status).toBe(409);
    expect(((await api.json()) as { message: string }).message).toBe(REQUIRED);

    await expect(
      auth().api.disableTwoFactor({
        body: { password: OWNER.password },
        headers: new Headers({ cookie, "x-real-ip": "192.0.2.70" }),
      }),
    ).rejects.toMatchObject({ statusCode: 409 });

    // Other doors that touch it: a profile update, enabling again, new backup codes.
    await call(auth(), "/update-user", { twoFactorEnabled: false }, { cookie });
    await call(auth(), "/two-factor/enable", { password: OWNER.password }, { cookie });
    await call(
      auth(),
      "/two-factor/generate-backup-codes",
      { password: OWNER.password },
      { cookie },
    );
    expect(await enabled()).toBe(true);
    // The secret is unchanged: the app's codes still open.
    setNow(T0 + 2 * STEP);
    expect(
      (await codeStep(auth(), await passwordStep(auth()), totp(secret, T0 + 2 * STEP))).status,
    ).toBe(200);

    // Not required any more: better-auth's door turns it off.
    await db().update(teamPolicy).set({ requireTwoFactor: false });
    const off = await call(auth(), "/two-factor/disable", { password: OWNER.password }, { cookie });
    expect(off.status).toBe(200);
    expect(await enabled()).toBe(false);
  });
});

describe("no trusted device", () => {
  it("a code step asking to trust the device sets no such cookie: the next sign-in asks for a code again", async () => {
    const { secret } = await enableAt(await signInWithoutCode(), T0 - 4 * STEP);
    setNow(T0);
    const pending = await passwordStep(auth());
    const opened = await call(
      auth(),
      "/two-factor/verify-totp",
      { code: totp(secret, T0), trustDevice: true },
      { cookie: pending },
    );
    expect(opened.status).toBe(200);
    expect(opened.headers.getSetCookie().join()).not.toContain("trust_device");
  });
});
