import { eq } from "drizzle-orm";
import { withEnv } from "#tests/fixtures/env.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { account, outbox, session, user } from "#app/db/schema.ts";
import {
  delayAfter,
  FREE_FAILURES,
  MAX_DELAY_SECONDS,
  setAuthClockForTests,
} from "#app/features/auth/account-limit.server.ts";
import { safeAnswer } from "#app/features/auth/api-answers.server.ts";
import { auth } from "#app/features/auth/auth.server.ts";
import { getCurrentSession, requireStaff, signInStaff } from "#app/features/auth/session.server.ts";
import { ensureStaffAccount } from "#app/features/auth/staff-bootstrap.server.ts";
import { BURST_REFUSALS, recordStaffRefusal } from "#app/features/auth/staff-refusals.server.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import { authApiRequest } from "#tests/fixtures/auth-api.ts";

// Issue 20, items 2 and 3: one redirect check in front of better-auth, and a
// staff door that holds (a limit per account, the firm's warning, a retired STAFF_EMAIL).

const SITE = "http://localhost:3000";
const STAFF = {
  STAFF_USERNAME: "studio",
  STAFF_EMAIL: "studio@teranga-digital.sn",
  STAFF_PASSWORD: "mot-de-passe-studio",
};

let clock = new Date("2026-11-26T10:00:00Z");
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

beforeEach(async () => {
  withEnv(STAFF);
  clock = new Date("2026-11-26T10:00:00Z");
  setAuthClockForTests(() => clock);
  await emptyTables("user, session, account, activity, rate_limit, outbox, verification");
  await ensureStaffAccount();
});

afterEach(() => setAuthClockForTests());

function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** /api/auth/* through the site's route module, as a browser or a script reaches it. */
async function route(path: string, init: { body?: unknown; ip?: string; method?: string } = {}) {
  const { loader, action } = await import("#app/routes/api-auth.ts");
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  const request = authApiRequest(path, { ...init, method, ip: init.ip ?? "198.51.100.1" });
  const args = { request, params: {}, context: {} } as never;
  return (method === "GET" ? loader(args) : action(args)) as Promise<Response>;
}

const staffRequest = (ip: string) =>
  new Request(`${SITE}/simple-login`, { headers: { "x-real-ip": ip, "user-agent": "vitest" } });

describe("no open redirect through better-auth", () => {
  it.each([
    ["/.//evil.example"],
    ["/%2e//evil.example"],
    ["/..//evil.example"],
    [`${SITE}/.//evil.example`],
  ])("verify-email with callbackURL=%s answers a Location on this site", async (callbackURL) => {
    const response = await route(
      `/verify-email?token=x&callbackURL=${encodeURIComponent(callbackURL)}`,
    );
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    // Where a browser goes, and where the path it lands on would go next.
    const landed = new URL(location, `${SITE}/api/auth/verify-email`);
    expect(landed.origin).toBe(SITE);
    expect(landed.pathname.startsWith("//")).toBe(false);
    // The hook judged the callbackURL; better-auth appended its error to what was judged.
    expect(location).toBe("/?error=INVALID_TOKEN");
  });

  it("any Location better-auth answers passes the same check in the route", () => {
    const answer = (location: string) =>
      safeAnswer(new Response(null, { status: 302, headers: { location } })).headers.get(
        "location",
      );
    expect(answer("//evil.example?error=INVALID_TOKEN")).toBe("/");
    expect(answer("/.//evil.example")).toBe("/");
    expect(answer("https://evil.example/")).toBe("/");
    expect(answer(`${SITE}/reset-password?token=abc`)).toBe("/reset-password?token=abc");
    expect(answer("/login?verifie=1")).toBe("/login?verifie=1");
  });

  it("keeps a safe callbackURL, with better-auth's error", async () => {
    const response = await route(
      `/verify-email?token=x&callbackURL=${encodeURIComponent("/login?verifie=1")}`,
    );
    expect(response.headers.get("location")).toBe("/login?verifie=1&error=INVALID_TOKEN");
  });

  it("a callbackURL given at sign-up never reaches the emailed link unchecked", async () => {
    const response = await route("/sign-up/email", {
      body: {
        name: "Awa Ndiaye",
        email: "awa@example.sn",
        password: "motdepasse123",
        callbackURL: "/.//evil.example",
      },
    });
    expect(response.status).toBe(200);
    const [mail] = await db().select().from(outbox).where(eq(outbox.to, "awa@example.sn"));
    expect(mail!.text).toContain("callbackURL=%2F");
    expect(mail!.text).not.toContain("evil.example");
  });

  it("/newsletter without JavaScript redirects back on this site only", async () => {
    const { action } = await import("#app/routes/newsletter.ts");
    const form = new FormData();
    form.set("email", "lecteur@example.sn");
    form.set("redirectTo", "/.//evil.example");
    const answer = (await action({
      request: new Request(`${SITE}/newsletter`, {
        method: "POST",
        headers: { origin: SITE, "x-real-ip": "198.51.100.2" },
        body: form,
      }),
      params: {},
      context: {},
    } as never)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toMatch(/^\/\?newsletter=merci#newsletter$/);
  });
});

/** One wrong password on the staff account through /api/auth, from its own address. */
let nextIp = 1;
async function wrongOverApi(ip = `203.0.113.${nextIp++ % 250}`) {
  return route("/sign-in/email", {
    ip,
    body: { email: STAFF.STAFF_EMAIL, password: "pas-le-bon" },
  });
}

describe("the limit per account", () => {
  // 210 sign-ins of a few queries each, through better-auth's handler: about 5 s on a quiet
  // machine, 31 s at a load of 15 (the longer timeouts of this file's bursts).
  it("21 addresses × 10 tries in a minute, by both doors: 5 password checks, not 210", async () => {
    const statuses: number[] = [];
    const outcomes: string[] = [];
    for (let i = 0; i < 21; i++) {
      const ip = `192.0.2.${i + 1}`;
      for (let n = 0; n < 5; n++) statuses.push((await wrongOverApi(ip)).status);
      for (let n = 0; n < 5; n++) {
        const result = await signInStaff({
          identifier: "studio",
          password: "pas-le-bon",
          request: staffRequest(ip),
        });
        outcomes.push(result.status);
      }
      advance(2);
    }
    const checks =
      statuses.filter((s) => s === 401).length + outcomes.filter((s) => s === "refused").length;
    // 5 free failures, then 1 s, 2 s, 4 s, 8 s, 16 s between checks within the 42 s.
    expect(checks).toBeLessThanOrEqual(FREE_FAILURES + 5);
    expect(checks).toBeGreaterThanOrEqual(FREE_FAILURES);
    expect(
      statuses.filter((s) => s === 429).length + outcomes.filter((s) => s === "limited").length,
    ).toBe(210 - checks);
  }, 120_000);

  it("each delay doubles, the refusal says when to retry, in French, and the right password waits too", async () => {
    for (let i = 0; i < FREE_FAILURES; i++) expect((await wrongOverApi()).status).toBe(401);
    const waits: number[] = [];
    for (let k = 0; k < 11; k++) {
      const refused = await wrongOverApi();
      expect(refused.status).toBe(429);
      const body = (await refused.json()) as { message: string; retryAfter?: number };
      const expected = delayAfter(FREE_FAILURES + k, FREE_FAILURES);
      expect(body.message).toBe(
        `Trop de tentatives de connexion pour cet identifiant. Réessayez dans ${
          expected < 60
            ? `${expected}\u00a0seconde${expected > 1 ? "s" : ""}`
            : `${Math.ceil(expected / 60)}\u00a0minutes`
        }.`,
      );
      waits.push(expected);
      advance(expected);
      expect((await wrongOverApi()).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, MAX_DELAY_SECONDS]);
    // Delayed: even the right password is not checked from a new address.
    const right = await signInStaff({
      identifier: STAFF.STAFF_EMAIL,
      password: STAFF.STAFF_PASSWORD,
      request: staffRequest("198.51.100.77"),
    });
    expect(right).toMatchObject({ status: "limited" });
    // Fifteen quiet minutes and the account starts afresh.
    advance(15 * 60 + 1);
    expect((await wrongOverApi()).status).toBe(401);
  }, 120_000);

  it("refusals go to the structured log, not as errors on the console", async () => {
    // better-auth prints an ERROR line per refused request unless told otherwise:
    // under a burst of tries that would bury the server's real errors.
    const printed: string[] = [];
    const original = console.error;
    const originalWrite = process.stderr.write.bind(process.stderr);
    console.error = (...args: unknown[]) => void printed.push(args.join(" "));
    process.stderr.write = ((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    }) as typeof process.stderr.write;
    try {
      for (let i = 0; i < FREE_FAILURES + 2; i++) await wrongOverApi();
    } finally {
      console.error = original;
      process.stderr.write = originalWrite;
    }
    expect(printed.filter((line) => /Better Auth|ERROR/.test(line))).toEqual([]);
  });

  it("the owner, from an address that signed in before, is never slowed", async () => {
    const home = "198.51.100.10";
    const first = await signInStaff({
      identifier: "studio",
      password: STAFF.STAFF_PASSWORD,
      request: staffRequest(home),
    });
    expect(first.status).toBe("ok");
    for (let i = 0; i < 40; i++) await wrongOverApi();
    const owner = await signInStaff({
      identifier: "studio",
      password: STAFF.STAFF_PASSWORD,
      request: staffRequest(home),
    });
    expect(owner.status).toBe("ok");
    const overApi = await route("/sign-in/email", {
      ip: home,
      body: { email: STAFF.STAFF_EMAIL, password: STAFF.STAFF_PASSWORD },
    });
    expect(overApi.status).toBe(200);
  });

  it.each([
    // What Node gives for an IPv4 client of its dual-stack socket, and an IPv6 client.
    ["::ffff:198.51.100.11"],
    ["2001:db8:5::11"],
  ])(
    "the owner's right password from %s, where it signed in before, after 6 wrong tries from there",
    async (home) => {
      // Issue 29: better-auth recorded the sign-in's address in its own spelling
      // (198.51.100.11, 2001:0db8:0005:0000:0000:0000:0000:0000), the limit looked
      // for the request's: the office was a stranger, and its right password waited.
      const sign = (password: string) =>
        signInStaff({ identifier: "studio", password, request: staffRequest(home) });
      expect((await sign(STAFF.STAFF_PASSWORD)).status).toBe("ok");
      advance(3600);
      const wrong = [];
      for (let i = 0; i < 6; i++) {
        wrong.push((await sign("pas-le-bon")).status);
        advance(1);
      }
      expect(wrong).toEqual(Array(6).fill("refused"));
      expect(await sign(STAFF.STAFF_PASSWORD)).toMatchObject({ status: "ok" });
      const overApi = await route("/sign-in/email", {
        ip: home,
        body: { email: STAFF.STAFF_EMAIL, password: STAFF.STAFF_PASSWORD },
      });
      expect(overApi.status).toBe(200);
    },
  );

  it("an identifier that names no account is delayed the same way (nothing to enumerate)", async () => {
    const answer = async (identifier: string) => {
      const results = [];
      for (let i = 0; i < FREE_FAILURES + 1; i++) {
        results.push(
          await signInStaff({
            identifier,
            password: "pas-le-bon",
            request: staffRequest(`192.0.2.${100 + i}`),
          }),
        );
      }
      return results;
    };
    const real = await answer("studio");
    const unknown = await answer("personne");
    expect(unknown).toEqual(real);
    expect(real.at(-1)).toEqual({
      status: "limited",
      retryAfter: 1,
      message:
        "Trop de tentatives de connexion pour cet identifiant. Réessayez dans 1\u00a0seconde.",
    });
  });

  it("/simple-login shows the delay in its form", async () => {
    const { action } = await import("#app/routes/simple-login.tsx");
    const post = (ip: string) => {
      const form = new FormData();
      form.set("identifier", "studio");
      form.set("password", "pas-le-bon");
      return action({
        request: new Request(`${SITE}/simple-login`, {
          method: "POST",
          headers: { origin: SITE, "x-real-ip": ip, "user-agent": "vitest" },
          body: form,
        }),
        params: {},
        context: {},
      } as never) as Promise<{ init: ResponseInit | null; data: unknown }>;
    };
    for (let i = 0; i < FREE_FAILURES; i++)
      expect((await post(`192.0.2.${i}`)).init?.status).toBe(401);
    const delayed = await post("192.0.2.99");
    expect(delayed.init?.status).toBe(429);
    expect(JSON.stringify(delayed.data)).toContain("Réessayez dans 1\u00a0seconde.");
  });
});

const warnings = () => db().select().from(outbox).where(eq(outbox.kind, "staff-login-refused"));

describe("the firm's warning after a burst of refusals", () => {
  it("100 refusals by both doors: one French email with the account, count, addresses and time", async () => {
    for (let i = 0; i < 50; i++) {
      // better-auth's own limit (3 per 10 s per address) answers before any hook.
      await wrongOverApi(`203.0.113.${i + 1}`);
      await signInStaff({
        identifier: "studio",
        password: "pas-le-bon",
        request: staffRequest("198.51.100.200"),
      });
      advance(1);
    }
    const mails = await warnings();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toBe("contact@teranga-digital.sn");
    expect(mail!.status).toBe("pending");
    expect(mail!.subject).toContain("tentatives de connexion refusées");
    expect(mail!.text).toContain("studio (studio@teranga-digital.sn)");
    expect(mail!.text).toContain(`Tentatives refusées\u00a0: ${BURST_REFUSALS}`);
    expect(mail!.text).toMatch(/203\.0\.113\.1 \(\d+\u00a0tentatives?\)/);
    expect(mail!.text).toContain("198.51.100.200");
    // 10:00 UTC is 10:00 in Dakar.
    expect(mail!.text).toContain("Jeudi 26 novembre 2026 à 10:00");
    expect(mail!.html).toContain("tentatives de connexion refusées");
  }, 120_000);

  it("once per burst, even from two instances at once; a new burst after 15 quiet minutes", async () => {
    const staff = (await db().select().from(user).where(eq(user.role, "staff")))[0]!;
    // Two instances recording the same refusals concurrently: the database hands out one claim.
    await Promise.all(
      Array.from({ length: 3 * BURST_REFUSALS }, (_, i) =>
        recordStaffRefusal(staff, `192.0.2.${i % 4}`),
      ),
    );
    expect(await warnings()).toHaveLength(1);
    advance(14 * 60);
    for (let i = 0; i < BURST_REFUSALS; i++) await recordStaffRefusal(staff, "192.0.2.50");
    // Still the same burst: each refusal came within 15 minutes of the previous one.
    expect(await warnings()).toHaveLength(1);
    advance(15 * 60 + 1);
    for (let i = 0; i < BURST_REFUSALS; i++) await recordStaffRefusal(staff, "192.0.2.60");
    const mails = await warnings();
    expect(mails).toHaveLength(2);
    const second = mails.find((m) => m.text.includes("192.0.2.60"))!;
    // Only the addresses of its own burst.
    expect(second.text).not.toContain("192.0.2.50");
  });

  it("a visitor's refused sign-ins warn nobody", async () => {
    await auth().api.signUpEmail({
      body: { name: "Awa Ndiaye", email: "awa@example.sn", password: "motdepasse123" },
      headers: new Headers({ "x-real-ip": "127.0.0.30" }),
    });
    await db().update(user).set({ emailVerified: true }).where(eq(user.email, "awa@example.sn"));
    for (let i = 0; i < 20; i++) {
      await route("/sign-in/email", {
        ip: `203.0.113.${i + 1}`,
        body: { email: "awa@example.sn", password: "pas-le-bon" },
      });
    }
    expect(await warnings()).toHaveLength(0);
  });
});

describe("a STAFF_EMAIL that changes", () => {
  it("retires the account the previous value made: sessions gone, its password opens nothing", async () => {
    const signedIn = await signInStaff({
      identifier: "studio",
      password: STAFF.STAFF_PASSWORD,
      request: staffRequest("198.51.100.5"),
    });
    expect(signedIn.status).toBe("ok");
    const cookie = cookieFrom((signedIn as { headers: Headers }).headers);
    const documents = () =>
      requireStaff(new Request(`${SITE}/documents`, { headers: { cookie } })).catch(
        (r: Response) => r,
      );
    expect(await documents()).toMatchObject({ role: "staff", staffRole: "gerant" });

    withEnv({
      ...STAFF,
      STAFF_EMAIL: "direction@teranga-digital.sn",
      STAFF_PASSWORD: "autre-mot-de-passe",
    });
    const restart = await ensureStaffAccount();
    expect(restart).toMatchObject({ action: "created", retired: [STAFF.STAFF_EMAIL] });

    expect(await getCurrentSession(new Request(SITE, { headers: { cookie } }))).toBeNull();
    const gone = await documents();
    expect((gone as Response).headers.get("location")).toBe("/simple-login");
    for (const identifier of [STAFF.STAFF_EMAIL, "studio"]) {
      const again = await signInStaff({
        identifier,
        password: STAFF.STAFF_PASSWORD,
        request: staffRequest("198.51.100.6"),
      });
      expect(again.status, identifier).not.toBe("ok");
    }
    const overApi = await route("/sign-in/email", {
      ip: "198.51.100.7",
      body: { email: STAFF.STAFF_EMAIL, password: STAFF.STAFF_PASSWORD },
    });
    expect(overApi.status).toBe(401);
    const [old] = await db().select().from(user).where(eq(user.email, STAFF.STAFF_EMAIL));
    expect(old!.role).not.toBe("staff");
    expect(await db().select().from(session).where(eq(session.userId, old!.id))).toHaveLength(0);
    expect(await db().select().from(account).where(eq(account.userId, old!.id))).toHaveLength(0);
    // The new account took the username the old one had.
    const fresh = await signInStaff({
      identifier: "studio",
      password: "autre-mot-de-passe",
      request: staffRequest("198.51.100.8"),
    });
    expect(fresh).toMatchObject({ status: "ok", user: { email: "direction@teranga-digital.sn" } });

    // Said once: the next start has nothing to retire.
    expect((await ensureStaffAccount()).retired).toBeUndefined();
  });

  it("STAFF_EMAIL set back: the retired account is staff again, with the configured password", async () => {
    withEnv({ ...STAFF, STAFF_EMAIL: "direction@teranga-digital.sn" });
    await ensureStaffAccount();
    withEnv(STAFF);
    expect(await ensureStaffAccount()).toMatchObject({
      action: "updated",
      retired: ["direction@teranga-digital.sn"],
    });
    const back = await signInStaff({
      identifier: "studio",
      password: STAFF.STAFF_PASSWORD,
      request: staffRequest("198.51.100.9"),
    });
    expect(back).toMatchObject({ status: "ok", user: { email: STAFF.STAFF_EMAIL } });
  });
});
