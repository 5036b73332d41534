import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { outbox, staffInvitation, user } from "#app/db/schema.ts";
import { auth } from "#app/features/auth/auth.server.ts";
import {
  getCurrentSession,
  requirePermission,
  signInStaff,
  verifyStaffTwoFactor,
} from "#app/features/auth/session.server.ts";
import { ensureStaffAccount } from "#app/features/auth/staff-bootstrap.server.ts";
import { withEnv } from "#tests/fixtures/env.ts";
import { totp } from "#tests/fixtures/totp.ts";
import { action as teamAction } from "../../app/routes/equipe.tsx";
import {
  action as invitationAction,
  loader as invitationLoader,
} from "../../app/routes/invitation.tsx";
import { action as securityAction } from "../../app/routes/securite.tsx";
import { action as staffLoginAction } from "../../app/routes/simple-login.tsx";
import { loader as hubLoader } from "../../app/routes/invoice-quote.tsx";
import { loader as rootLoader } from "../../app/root.tsx";
import { emptyTables } from "#tests/fixtures/tables.ts";

// The team (ADR 030): invitations, roles, deactivation, two-factor sign-in,
// through the real route modules.

const SITE = "http://localhost:3000";
const OWNER = { email: "gerant@teranga-digital.sn", password: "motdepasse-solide-1" };
let ownerCookie = "";

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c!.endsWith("="))
    .join("; ");

function post(path: string, form: Record<string, string>, cookie = "", ip = "192.0.2.70") {
  const headers = new Headers({ origin: SITE, "x-real-ip": ip });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(form),
  });
}

function get(path: string, cookie = "") {
  const headers = new Headers({ "x-real-ip": "192.0.2.70" });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${SITE}${path}`, { headers });
}

async function signIn(identifier: string, password: string) {
  const result = await signInStaff({ identifier, password, request: get("/simple-login") });
  if (result.status !== "ok") throw new Error(`sign-in: ${result.status}`);
  return cookieOf(result.headers);
}

/** Invites through /equipe and returns the link's token, read from the queued email. */
async function invite(email: string, staffRole: string) {
  const answer = (await teamAction({
    request: post("/equipe", { intent: "invite", email, staffRole }, ownerCookie),
    params: {},
    context: {},
  } as never)) as Response;
  expect(answer.status, "the invitation is sent").toBe(302);
  const [mail] = await db()
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(sql`${outbox.createdAt} desc`)
    .limit(1);
  const token = /\/invitation\/([\w-]+)/.exec(mail!.text)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

async function accept(token: string, name: string, password: string) {
  return invitationAction({
    request: post(`/invitation/${token}`, { name, password, confirmPassword: password }),
    params: { token },
    context: {},
  } as never);
}

beforeEach(async () => {
  withEnv({ STAFF_EMAIL: OWNER.email, STAFF_PASSWORD: OWNER.password, STAFF_USERNAME: "gerant" });
  await emptyTables(
    "user, session, account, verification, rate_limit, outbox, staff_invitation, team_policy, two_factor, activity",
  );
  await ensureStaffAccount();
  ownerCookie = await signIn("gerant", OWNER.password);
});

describe("invitations", () => {
  it("a single-use link by email; only its hash is stored; the colleague picks a name and password and is signed in", async () => {
    const token = await invite("awa@teranga-digital.sn", "facturation");
    const [row] = await db().select().from(staffInvitation);
    expect(row!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);

    const page = await invitationLoader({ params: { token }, request: get("/") } as never);
    expect(page).toMatchObject({
      state: "valid",
      email: "awa@teranga-digital.sn",
      roleLabel: "Facturation",
    });

    // The site's password rules: 8 characters at least.
    const short = (await accept(token, "Awa Diop", "court")) as { init: { status: number } };
    expect(short.init.status).toBe(400);

    const done = (await accept(token, "Awa Diop", "motdepasse-awa-1")) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/invoice-quote");
    const cookie = cookieOf(done.headers);
    const session = await getCurrentSession(get("/invoice-quote", cookie));
    expect(session?.user).toMatchObject({
      name: "Awa Diop",
      role: "staff",
      staffRole: "facturation",
    });

    // Used: the same link now says so, and makes nothing.
    expect(await invitationLoader({ params: { token }, request: get("/") } as never)).toMatchObject(
      {
        state: "used",
      },
    );
    const again = (await accept(token, "Intrus", "motdepasse-intrus")) as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> } };
    };
    expect(again.init.status).toBe(409);
    expect(again.data.result.error[""]![0]).toContain("déjà servi");
  });

  it("expires after 7 days with a clear French page", async () => {
    const token = await invite("moussa@teranga-digital.sn", "commercial");
    await db()
      .update(staffInvitation)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const page = await invitationLoader({ params: { token }, request: get("/") } as never);
    expect(page).toMatchObject({ state: "expired" });
    expect((page as { message: string }).message).toContain("expiré");
    const late = (await accept(token, "Moussa Fall", "motdepasse-moussa")) as {
      init: { status: number };
    };
    expect(late.init.status).toBe(409);
    expect(
      await db().select().from(user).where(eq(user.email, "moussa@teranga-digital.sn")),
    ).toEqual([]);
  });

  it("an unknown token, a member's or a visitor's address are refused", async () => {
    expect(
      await invitationLoader({ params: { token: "nimporte-quoi" }, request: get("/") } as never),
    ).toMatchObject({ state: "unknown" });
    const answer = (await teamAction({
      request: post(
        "/equipe",
        { intent: "invite", email: OWNER.email, staffRole: "commercial" },
        ownerCookie,
      ),
      params: {},
      context: {},
    } as never)) as { init: { status: number } };
    expect(answer.init.status).toBe(409);
  });

  it("the next start with STAFF_* keeps invited members (only an earlier STAFF_EMAIL's account is retired)", async () => {
    await accept(
      await invite("awa@teranga-digital.sn", "facturation"),
      "Awa Diop",
      "motdepasse-awa-1",
    );
    await ensureStaffAccount();
    const [awa] = await db().select().from(user).where(eq(user.email, "awa@teranga-digital.sn"));
    expect(awa).toMatchObject({ role: "staff", staffRole: "facturation" });
    await signIn("awa@teranga-digital.sn", "motdepasse-awa-1");
  });
});

describe("where each member starts (issue 29)", () => {
  it("a Rédaction invitation says what the role gives and where to start; the colleague lands on /redaction", async () => {
    const token = await invite("fatou@teranga-digital.sn", "redaction");
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.to, "fatou@teranga-digital.sn"));
    // What the role opens, in words, and the page to start from: not « Devis & Factures ».
    expect(mail!.text).toContain("«\u00a0Rédaction\u00a0»");
    expect(mail!.text).toContain(
      "écrire et publier les articles du blog et les projets du portfolio",
    );
    expect(mail!.text).toContain(`${SITE}/redaction`);
    expect(mail!.text).not.toContain("Devis & Factures");
    expect(mail!.html).toContain(`${SITE}/redaction`);

    const done = (await accept(token, "Fatou Sow", "motdepasse-fatou-1")) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/redaction");
  });

  it("signing in at /simple-login leads each role to the first page it can use", async () => {
    await accept(
      await invite("fatou@teranga-digital.sn", "redaction"),
      "Fatou Sow",
      "motdepasse-fatou-1",
    );
    await accept(
      await invite("awa@teranga-digital.sn", "facturation"),
      "Awa Diop",
      "motdepasse-awa-1",
    );
    const signInAt = async (identifier: string, password: string, ip: string) =>
      (await staffLoginAction({
        request: post("/simple-login", { identifier, password }, "", ip),
        params: {},
        context: {},
      } as never)) as Response;
    const fatou = await signInAt("fatou@teranga-digital.sn", "motdepasse-fatou-1", "192.0.2.81");
    expect(fatou.headers.get("Location")).toBe("/redaction");
    const awa = await signInAt("awa@teranga-digital.sn", "motdepasse-awa-1", "192.0.2.82");
    expect(awa.headers.get("Location")).toBe("/invoice-quote");

    // The hub « Devis & Factures » has nothing for Rédaction: it sends her to her own page.
    const fatouCookie = cookieOf(fatou.headers);
    const hub = await Promise.resolve(
      hubLoader({ request: get("/invoice-quote", fatouCookie), params: {}, context: {} } as never),
    ).catch((thrown: unknown) => thrown);
    expect((hub as Response).status).toBe(302);
    expect((hub as Response).headers.get("Location")).toBe("/redaction");

    // The avatar menu's doors: Rédaction and her own security, never the hub.
    const menuOf = async (cookie: string) => {
      const answer = (await rootLoader({
        request: get("/", cookie),
        params: {},
        context: { requestId: "test", nonce: "" },
      } as never)) as { data: { user: { doors: { to: string }[] } } };
      return answer.data.user.doors.map((d) => d.to);
    };
    expect(await menuOf(fatouCookie)).toEqual(["/redaction", "/securite"]);
    expect(await menuOf(cookieOf(awa.headers))).toEqual(["/invoice-quote", "/securite"]);
    expect(await menuOf(ownerCookie)).toEqual(["/invoice-quote", "/redaction", "/securite"]);
  });
});

describe("roles and deactivation", () => {
  it("a role change holds from the member's next request; the Gérant's own account cannot be demoted or deactivated", async () => {
    await accept(
      await invite("awa@teranga-digital.sn", "facturation"),
      "Awa Diop",
      "motdepasse-awa-1",
    );
    const awaCookie = await signIn("awa@teranga-digital.sn", "motdepasse-awa-1");
    await expect(requirePermission(get("/demandes", awaCookie), "leads")).rejects.toMatchObject({
      init: { status: 403 },
    });
    const [awa] = await db().select().from(user).where(eq(user.email, "awa@teranga-digital.sn"));
    const changed = (await teamAction({
      request: post(
        "/equipe",
        { intent: "role", userId: awa!.id, staffRole: "commercial" },
        ownerCookie,
      ),
      params: {},
      context: {},
    } as never)) as Response;
    expect(changed.status).toBe(302);
    await expect(requirePermission(get("/demandes", awaCookie), "leads")).resolves.toMatchObject({
      staffRole: "commercial",
    });

    const [owner] = await db().select().from(user).where(eq(user.email, OWNER.email));
    for (const form of <Record<string, string>[]>[
      { intent: "role", userId: owner!.id, staffRole: "facturation" },
      { intent: "deactivate", userId: owner!.id },
    ]) {
      const refused = (await teamAction({
        request: post("/equipe", form, ownerCookie),
        params: {},
        context: {},
      } as never)) as {
        init: { status: number };
        data: { result: { error: Record<string, string[]> } };
      };
      expect(refused.init.status).toBe(409);
      expect(refused.data.result.error[""]![0]).toMatch(/gérant/);
    }
  });

  it("deactivating a member refuses their open session at its next request and any new sign-in; reactivating lets them in again", async () => {
    await accept(
      await invite("awa@teranga-digital.sn", "facturation"),
      "Awa Diop",
      "motdepasse-awa-1",
    );
    const awaCookie = await signIn("awa@teranga-digital.sn", "motdepasse-awa-1");
    expect(await getCurrentSession(get("/documents", awaCookie))).not.toBeNull();
    const [awa] = await db().select().from(user).where(eq(user.email, "awa@teranga-digital.sn"));
    const done = (await teamAction({
      request: post("/equipe", { intent: "deactivate", userId: awa!.id }, ownerCookie),
      params: {},
      context: {},
    } as never)) as Response;
    expect(done.status).toBe(302);
    // The open session: refused at once.
    expect(await getCurrentSession(get("/documents", awaCookie))).toBeNull();
    await expect(
      requirePermission(get("/documents", awaCookie), "documents.read"),
    ).rejects.toMatchObject({
      status: 302,
    });
    // A new sign-in, by our form and by better-auth's own door.
    const again = await signInStaff({
      identifier: "awa@teranga-digital.sn",
      password: "motdepasse-awa-1",
      request: get("/simple-login"),
    });
    expect(again.status).toBe("refused");
    await expect(
      auth().api.signInEmail({
        body: { email: "awa@teranga-digital.sn", password: "motdepasse-awa-1" },
        headers: new Headers({ "x-real-ip": "192.0.2.72" }),
      }),
    ).rejects.toMatchObject({ statusCode: 401 });

    await teamAction({
      request: post("/equipe", { intent: "reactivate", userId: awa!.id }, ownerCookie),
      params: {},
      context: {},
    } as never);
    await signIn("awa@teranga-digital.sn", "motdepasse-awa-1");
  });
});

describe("two-factor sign-in", () => {
  async function enableTwoFactor(cookie: string, password: string) {
    const enabled = (await securityAction({
      request: post("/securite", { intent: "enable", password }, cookie),
      params: {},
      context: {},
    } as never)) as { data: { setup: { secret: string; qrSvg: string; backupCodes: string[] } } };
    const { secret, qrSvg, backupCodes } = enabled.data.setup;
    expect(qrSvg).toContain("<svg");
    expect(backupCodes.length).toBeGreaterThan(0);
    const wrong = (await securityAction({
      request: post(
        "/securite",
        { intent: "confirm", code: totp(secret) === "000000" ? "111111" : "000000" },
        cookie,
      ),
      params: {},
      context: {},
    } as never)) as { init: { status: number } };
    expect(wrong.init.status).toBe(400);
    const confirmed = (await securityAction({
      request: post("/securite", { intent: "confirm", code: totp(secret) }, cookie),
      params: {},
      context: {},
    } as never)) as Response;
    expect(confirmed.status).toBe(302);
    // Turning it on replaced the session: the new cookie.
    return { secret, backupCodes, cookie: cookieOf(confirmed.headers) };
  }

  it("enabled with a code of the app; the next sign-in asks for a code, refuses a wrong one, opens with the right one or a backup code", async () => {
    const { secret, backupCodes } = await enableTwoFactor(ownerCookie, OWNER.password);
    const [owner] = await db().select().from(user).where(eq(user.email, OWNER.email));
    expect(owner!.twoFactorEnabled).toBe(true);

    const first = await signInStaff({
      identifier: "gerant",
      password: OWNER.password,
      request: get("/"),
    });
    expect(first.status).toBe("two-factor");
    const pending = cookieOf((first as { headers: Headers }).headers);
    // No session yet: the password alone opens nothing.
    expect(await getCurrentSession(get("/documents", pending))).toBeNull();
    const wrong = await verifyStaffTwoFactor({
      code: "000000" === totp(secret) ? "111111" : "000000",
      request: get("/", pending),
    });
    expect(wrong.status).toBe("refused");
    // The code that turned it on has served (tests/integration/two-factor.test.ts):
    // the app's next one, within better-auth's window, opens.
    const right = await verifyStaffTwoFactor({
      code: totp(secret, Date.now() + 30_000),
      request: get("/", pending),
    });
    expect(right.status).toBe("ok");
    // The Gérant's first page, where the code step leads (issue 29).
    expect(right).toMatchObject({ staffRole: "gerant" });
    const session = await getCurrentSession(
      get("/documents", cookieOf((right as { headers: Headers }).headers)),
    );
    expect(session?.user.email).toBe(OWNER.email);

    const second = await signInStaff({
      identifier: "gerant",
      password: OWNER.password,
      request: get("/"),
    });
    const backup = await verifyStaffTwoFactor({
      code: backupCodes[0]!,
      request: get("/", cookieOf((second as { headers: Headers }).headers)),
    });
    expect(backup.status).toBe("ok");
  });

  it("required by the Gérant: a member without it is sent to set it up before anything else", async () => {
    await accept(
      await invite("awa@teranga-digital.sn", "facturation"),
      "Awa Diop",
      "motdepasse-awa-1",
    );
    const awaCookie = await signIn("awa@teranga-digital.sn", "motdepasse-awa-1");
    const requirePolicy = (cookie: string) =>
      teamAction({
        request: post("/equipe", { intent: "policy", requireTwoFactor: "true" }, cookie),
        params: {},
        context: {},
      } as never);
    // Not before the Gérant has it: requiring it would send them to the setup too.
    const early = (await requirePolicy(ownerCookie)) as { init: { status: number } };
    expect(early.init.status).toBe(409);
    const { cookie: owner2fa } = await enableTwoFactor(ownerCookie, OWNER.password);
    expect(((await requirePolicy(owner2fa)) as Response).status).toBe(302);
    await expect(
      requirePermission(get("/documents", awaCookie), "documents.read"),
    ).rejects.toMatchObject({
      status: 302,
      headers: expect.objectContaining({}),
    });
    const thrown = await requirePermission(get("/documents", awaCookie), "documents.read").catch(
      (r: Response) => r,
    );
    expect((thrown as Response).headers.get("Location")).toBe("/securite");
    await enableTwoFactor(awaCookie, "motdepasse-awa-1");
    // better-auth replaced the session when it was turned on: sign in again, with a code.
    const signed = await signInStaff({
      identifier: "awa@teranga-digital.sn",
      password: "motdepasse-awa-1",
      request: get("/"),
    });
    expect(signed.status).toBe("two-factor");
  });
});
