import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import { user } from "#app/db/schema.ts";
import { getPreferences } from "#app/features/account/account.server.ts";
import { handleProfileUpdate, settingsAction } from "#app/features/account/route.server.ts";
import { auth, resetAuthForTests } from "#app/features/auth/auth.server.ts";
import { getCurrentSession, signInStaff } from "#app/features/auth/session.server.ts";
import { handleStaffLogin } from "#app/features/auth/route.server.ts";
import { ensureStaffAccount } from "#app/features/auth/staff-bootstrap.server.ts";
import { takeToast } from "#app/features/platform/toast.server.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import { signedIn } from "#tests/fixtures/signed-in.ts";

// The account forms' handlers (/settings, /profile, /simple-login) with real
// requests and the real database: each answers Conform's `result`, in French,
// and never sends a password back.

const SITE = "http://localhost:3000";
const PASSWORD = "motdepasse123";
const STAFF = {
  STAFF_USERNAME: "studio",
  STAFF_EMAIL: "studio@teranga-digital.sn",
  STAFF_PASSWORD: "mot-de-passe-studio",
};

beforeEach(() => emptyTables("user, session, account, rate_limit, activity"));

function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A form posted from this site, as a browser does. */
function post(path: string, values: Record<string, string>, cookie?: string, ip = "192.0.2.30") {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: {
      origin: SITE,
      "x-real-ip": ip,
      "user-agent": "vitest",
      ...(cookie ? { cookie } : {}),
    },
    body: form,
  });
}

type Answer = { data?: unknown; init?: ResponseInit | null };
type Result = {
  status?: string;
  error?: Record<string, string[] | null>;
  initialValue?: Record<string, unknown> | null;
};
type Body = { ok?: boolean; form?: string; toast?: { type: string; message: string } } & {
  result?: Result;
};

function statusOf(answer: unknown): number {
  if (answer instanceof Response) return answer.status;
  return (answer as Answer).init?.status ?? 200;
}
function bodyOf(answer: unknown): Body {
  expect(answer).not.toBeInstanceOf(Response);
  return (answer as Answer).data as Body;
}
/** The first message of each field, and the form's own under "". */
function errorsOf(answer: unknown): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(bodyOf(answer).result?.error ?? {}).map(([k, v]) => [k, v?.[0]]),
  );
}
/** Where a redirect goes and the toast it carries. */
async function redirected(answer: unknown) {
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  const { toast } = await takeToast(
    new Request(SITE, { headers: { cookie: cookieFrom(response.headers) } }),
  );
  return { status: response.status, location: response.headers.get("location"), toast };
}

const signedInVisitor = (email: string, name = "Awa Diop") =>
  signedIn("visitor", { email, name, password: PASSWORD, ip: "192.0.2.31", userAgent: "vitest" });

async function nameOf(email: string) {
  const [row] = await db().select().from(user).where(eq(user.email, email));
  return row?.name;
}

describe("/settings: each form's answer names its form", () => {
  const settings = (values: Record<string, string>, cookie?: string) =>
    settingsAction(post("/settings?onglet=securite", values, cookie));

  it("change password, refused: the schema's messages for this form only, no password sent back", async () => {
    const cookie = await signedInVisitor("mdp@example.sn");
    const answer = await settings(
      {
        intent: "change-password",
        js: "1",
        currentPassword: "12345",
        newPassword: "court",
        confirmPassword: "",
      },
      cookie,
    );
    expect(statusOf(answer)).toBe(400);
    expect(bodyOf(answer).form).toBe("change-password");
    expect(errorsOf(answer)).toEqual({
      currentPassword: "Le mot de passe doit contenir au moins 6 caractères",
      newPassword: "Le nouveau mot de passe doit contenir au moins 8 caractères.",
      confirmPassword: "Les mots de passe ne correspondent pas.",
    });
    const sent = JSON.stringify(bodyOf(answer));
    expect(sent).not.toContain("12345");
    expect(sent).not.toContain("court");
  });

  it("change password, wrong current one: said under that field and in the toast, nothing echoed", async () => {
    const cookie = await signedInVisitor("mauvais@example.sn");
    const answer = await settings(
      {
        intent: "change-password",
        js: "1",
        currentPassword: "pas-le-bon",
        newPassword: "nouveau-mdp-1",
        confirmPassword: "nouveau-mdp-1",
      },
      cookie,
    );
    expect(statusOf(answer)).toBe(400);
    expect(errorsOf(answer)).toEqual({ currentPassword: "Le mot de passe actuel est incorrect." });
    expect(bodyOf(answer).toast).toEqual({
      type: "error",
      message: "Erreur: Le mot de passe actuel est incorrect.",
    });
    const sent = JSON.stringify(bodyOf(answer));
    expect(sent).not.toContain("pas-le-bon");
    expect(sent).not.toContain("nouveau-mdp-1");
  });

  it("change password, valid: with JavaScript data and a new cookie; without, back to the tab with the toast", async () => {
    const email = "valide@example.sn";
    const cookie = await signedInVisitor(email);
    const withJs = await settings(
      {
        intent: "change-password",
        js: "1",
        currentPassword: PASSWORD,
        newPassword: "nouveau-mdp-1",
        confirmPassword: "nouveau-mdp-1",
      },
      cookie,
    );
    expect(statusOf(withJs)).toBe(200);
    expect(bodyOf(withJs)).toMatchObject({
      ok: true,
      form: "change-password",
      toast: { type: "success", message: "Votre mot de passe a été modifié avec succès." },
    });
    const renewed = cookieFrom(new Headers((withJs as Answer).init?.headers));
    const without = await settings(
      {
        intent: "change-password",
        currentPassword: "nouveau-mdp-1",
        newPassword: "nouveau-mdp-2",
        confirmPassword: "nouveau-mdp-2",
      },
      renewed,
    );
    expect(await redirected(without)).toMatchObject({
      status: 302,
      location: "/settings?onglet=securite",
      toast: { type: "success", message: "Votre mot de passe a été modifié avec succès." },
    });
  });

  it("delete account, refused: the address typed must be the account's", async () => {
    const email = "garde@example.sn";
    const cookie = await signedInVisitor(email);
    for (const typed of ["", "autre@example.sn"]) {
      const answer = await settings({ intent: "delete-account", confirmEmail: typed }, cookie);
      expect(statusOf(answer)).toBe(400);
      expect(bodyOf(answer).form).toBe("delete-account");
      expect(errorsOf(answer)).toEqual({
        confirmEmail: "L'adresse saisie ne correspond pas à celle de votre compte.",
      });
    }
    // The typed address stays in the form.
    const again = await settings(
      { intent: "delete-account", confirmEmail: "autre@example.sn" },
      cookie,
    );
    expect(bodyOf(again).result?.initialValue).toMatchObject({ confirmEmail: "autre@example.sn" });
    expect(await nameOf(email)).toBe("Awa Diop");
  });

  it("delete account, valid: signed out, gone, home with the toast", async () => {
    const email = "partir@example.sn";
    const cookie = await signedInVisitor(email);
    const answer = await settings(
      { intent: "delete-account", confirmEmail: " Partir@Example.SN " },
      cookie,
    );
    expect(await redirected(answer)).toMatchObject({
      status: 302,
      location: "/",
      toast: { type: "success", message: "Votre compte a été supprimé." },
    });
    expect(await nameOf(email)).toBeUndefined();
  });

  it("delete account: the staff account is refused as a whole", async () => {
    Object.assign(process.env, STAFF);
    resetEnvForTests();
    resetAuthForTests();
    try {
      await ensureStaffAccount();
      const signed = await signInStaff({
        identifier: STAFF.STAFF_USERNAME,
        password: STAFF.STAFF_PASSWORD,
        request: post("/simple-login", {}, undefined, "192.0.2.40"),
      });
      if (signed.status !== "ok") throw new Error(`staff sign-in: ${signed.status}`);
      const answer = await settings(
        { intent: "delete-account", confirmEmail: STAFF.STAFF_EMAIL },
        cookieFrom(signed.headers),
      );
      expect(statusOf(answer)).toBe(403);
      expect(errorsOf(answer)).toEqual({
        "": "Le compte du personnel ne peut pas être supprimé ici.",
      });
    } finally {
      for (const key of Object.keys(STAFF)) delete process.env[key];
      resetEnvForTests();
      resetAuthForTests();
    }
  });

  it("notifications: one switch with JavaScript, the four without; a wrong value is refused", async () => {
    const email = "prefs@example.sn";
    const cookie = await signedInVisitor(email);
    const [{ id }] = (await db()
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, email))) as [{ id: string }];
    const one = await settings(
      { intent: "preference", key: "marketing", value: "true", js: "1" },
      cookie,
    );
    expect(bodyOf(one)).toMatchObject({
      ok: true,
      toast: { type: "success", message: "Préférence de notification mise à jour" },
    });
    expect((await getPreferences(id)).marketing).toBe(true);

    const wrong = await settings(
      { intent: "preference", key: "inconnue", value: "true", js: "1" },
      cookie,
    );
    expect(statusOf(wrong)).toBe(400);
    expect(bodyOf(wrong).toast).toEqual({ type: "error", message: "Une erreur est survenue." });

    const all = await settings({ intent: "preferences", email: "on" }, cookie);
    expect(await redirected(all)).toMatchObject({
      location: "/settings?onglet=notifications",
      toast: { message: "Préférence de notification mise à jour" },
    });
    expect(await getPreferences(id)).toEqual({
      email: true,
      marketing: false,
      activityUpdates: false,
      securityAlerts: false,
    });
  });

  it("sessions: not this one, a missing id refused, the others ended", async () => {
    const email = "sessions@example.sn";
    const cookie = await signedInVisitor(email);
    await signedInVisitorAgain(email);
    const current = await getCurrentSession(
      new Request(SITE, { headers: { cookie, "user-agent": "vitest" } }),
    );
    const own = await settings(
      { intent: "revoke-session", id: current!.sessionId, js: "1" },
      cookie,
    );
    expect(bodyOf(own).toast).toEqual({
      type: "info",
      message: "Vous ne pouvez pas déconnecter votre session actuelle ici.",
    });
    const missing = await settings({ intent: "revoke-session", js: "1" }, cookie);
    expect(statusOf(missing)).toBe(400);
    expect(bodyOf(missing).toast?.message).toBe("Impossible de déconnecter la session");
    const others = await settings({ intent: "revoke-others", js: "1" }, cookie);
    expect(bodyOf(others)).toMatchObject({
      ok: true,
      toast: { message: "Toutes les autres sessions ont été déconnectées" },
    });
  });

  it("an unknown intent and a session gone meanwhile are said in French", async () => {
    const cookie = await signedInVisitor("intent@example.sn");
    const unknown = await settings({ intent: "pirater", js: "1" }, cookie);
    expect(statusOf(unknown)).toBe(400);
    expect(bodyOf(unknown).toast?.message).toBe(
      "Cette action n'est pas reconnue. Rechargez la page.",
    );
    const gone = await settings({ intent: "revoke-others", js: "1" });
    expect(statusOf(gone)).toBe(401);
    expect(bodyOf(gone).toast?.message).toBe("Votre session a expiré. Veuillez vous reconnecter.");
  });
});

/** A second session of the same visitor (another device). */
async function signedInVisitorAgain(email: string) {
  await auth().api.signInEmail({
    body: { email, password: PASSWORD },
    headers: new Headers({ "x-real-ip": "192.0.2.32", "user-agent": "autre appareil" }),
  });
}

describe("/profile: the full name", () => {
  it("valid: stored, back to /profile with the toast", async () => {
    const email = "profil@example.sn";
    const cookie = await signedInVisitor(email);
    const answer = await handleProfileUpdate(
      post("/profile", { intent: "update-name", fullName: "  Awa Diop Sarr " }, cookie),
    );
    expect(await redirected(answer)).toMatchObject({
      status: 302,
      location: "/profile",
      toast: { type: "success", message: "Profil mis à jour avec succès" },
    });
    expect(await nameOf(email)).toBe("Awa Diop Sarr");
  });

  it("refused: the schema's message, the typed name kept; an unknown intent; signed out", async () => {
    const email = "court@example.sn";
    const cookie = await signedInVisitor(email);
    for (const fullName of ["A", ""]) {
      const answer = await handleProfileUpdate(
        post("/profile", { intent: "update-name", fullName }, cookie),
      );
      expect(statusOf(answer)).toBe(400);
      expect(errorsOf(answer)).toEqual({
        fullName: "Le nom doit contenir au moins 2 caractères.",
      });
    }
    const kept = await handleProfileUpdate(
      post("/profile", { intent: "update-name", fullName: "A" }, cookie),
    );
    expect(bodyOf(kept).result?.initialValue).toMatchObject({ fullName: "A" });
    const long = await handleProfileUpdate(
      post("/profile", { intent: "update-name", fullName: "a".repeat(121) }, cookie),
    );
    expect(errorsOf(long)).toEqual({ fullName: "Le nom ne doit pas dépasser 120 caractères." });
    expect(await nameOf(email)).toBe("Awa Diop");

    const unknown = await handleProfileUpdate(post("/profile", { intent: "autre" }, cookie));
    expect(statusOf(unknown)).toBe(400);
    expect(errorsOf(unknown)).toEqual({
      "": "Cette action n'est pas reconnue. Rechargez la page.",
    });

    const signedOut = await handleProfileUpdate(
      post("/profile", { intent: "update-name", fullName: "Awa" }),
    ).catch((thrown: unknown) => thrown);
    expect((signedOut as Response).headers.get("location")).toBe("/profile");
  });
});

describe("/simple-login: the staff sign-in", () => {
  beforeEach(async () => {
    Object.assign(process.env, STAFF);
    resetEnvForTests();
    resetAuthForTests();
    await ensureStaffAccount();
    return () => {
      for (const key of Object.keys(STAFF)) delete process.env[key];
      resetEnvForTests();
      resetAuthForTests();
    };
  });

  it("empty: both messages of docs/product.md §5", async () => {
    const answer = await handleStaffLogin(post("/simple-login", { identifier: "", password: "" }));
    expect(statusOf(answer)).toBe(400);
    expect(errorsOf(answer)).toEqual({
      identifier: "Nom d'utilisateur ou email requis",
      password: "Mot de passe requis",
    });
  });

  it("wrong password: « Identifiants incorrects », the identifier kept, the password not", async () => {
    const answer = await handleStaffLogin(
      post(
        "/simple-login",
        { identifier: "studio", password: "pas-le-bon" },
        undefined,
        "192.0.2.50",
      ),
    );
    expect(statusOf(answer)).toBe(401);
    expect(errorsOf(answer)).toEqual({ "": "Identifiants incorrects" });
    expect(bodyOf(answer).result?.initialValue).toEqual({ identifier: "studio" });
    expect(JSON.stringify(bodyOf(answer))).not.toContain("pas-le-bon");
  });

  it("valid: a session, to /invoice-quote with « Connexion réussie »", async () => {
    const answer = await handleStaffLogin(
      post(
        "/simple-login",
        { identifier: "Studio@Teranga-Digital.sn ", password: STAFF.STAFF_PASSWORD },
        undefined,
        "192.0.2.51",
      ),
    );
    const { location, toast } = await redirected(answer);
    expect(location).toBe("/invoice-quote");
    expect(toast?.message).toBe("Connexion réussie");
    const cookie = cookieFrom((answer as Response).headers);
    const current = await getCurrentSession(
      new Request(SITE, { headers: { cookie, "user-agent": "vitest" } }),
    );
    expect(current?.user.role).toBe("staff");
  }, 30_000);

  it("refused before reading by the guard: another site's form", async () => {
    const request = new Request(`${SITE}/simple-login`, {
      method: "POST",
      headers: {
        origin: "https://ailleurs.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "identifier=studio&password=x",
    });
    const answer = await handleStaffLogin(request);
    expect(statusOf(answer)).toBe(403);
    expect(errorsOf(answer)).toEqual({
      "": "Requête refusée\u00a0: elle ne vient pas de ce site.",
    });
  });
});
