import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { user, verification } from "#app/db/schema.ts";
import {
  handleForgotPassword,
  handleLogin,
  handleRegister,
  handleResetPassword,
} from "#app/features/account/route.server.ts";
import { auth } from "#app/features/auth/auth.server.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";

// The visitor account forms' handlers, called as the route actions call them.

const SITE = "http://localhost:3000";

afterEach(() => emptyTables("user, session, account, verification, rate_limit, outbox"));

function post(path: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { origin: SITE, "x-real-ip": "192.0.2.20" },
    body,
  });
}

type Answer = {
  init?: ResponseInit | null;
  data?: {
    result?: { status?: string; error?: Record<string, string[] | null>; initialValue?: unknown };
    token?: string;
    expired?: boolean;
  };
};
const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as Answer).init?.status ?? 200);
const resultOf = (answer: unknown) => (answer as Answer).data?.result;
const errorsOf = (answer: unknown) => resultOf(answer)?.error ?? {};

async function account(email = "awa@example.sn", password = "motdepasse-sur") {
  await auth().api.signUpEmail({ body: { name: "Awa Diop", email, password } });
  await db().update(user).set({ emailVerified: true }).where(eq(user.email, email));
}

describe("POST /login", () => {
  it("answers the schema's French messages and never echoes the password", async () => {
    const answer = await handleLogin(post("/login", { email: "pas-une-adresse", password: "abc" }));
    expect(statusOf(answer)).toBe(400);
    expect(errorsOf(answer)).toMatchObject({
      email: ["Adresse e-mail invalide"],
      password: ["Le mot de passe doit contenir au moins 6 caractères"],
    });
    expect(JSON.stringify(resultOf(answer)?.initialValue)).not.toContain("abc");
  });

  it("signs in, sets the session cookie and follows a safe redirectTo only", async () => {
    await account();
    const answer = await handleLogin(
      post("/login", {
        email: "Awa@Example.sn",
        password: "motdepasse-sur",
        redirectTo: "//evil.example",
      }),
    );
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.getSetCookie().join(";")).toMatch(/session_token=/);
  });

  it("a wrong password is the form's error, the address kept", async () => {
    await account();
    const answer = await handleLogin(
      post("/login", { email: "awa@example.sn", password: "pas-le-bon" }),
    );
    expect(statusOf(answer)).toBe(401);
    expect(errorsOf(answer)[""]?.[0]).toMatch(/^Échec de la connexion: /);
    expect(resultOf(answer)?.initialValue).toMatchObject({ email: "awa@example.sn" });
  });
});

describe("POST /register", () => {
  it("says each wrong field in French", async () => {
    const answer = await handleRegister(
      post("/register", { name: "A", email: "x", password: "abcdefgh", confirmPassword: "autre" }),
    );
    expect(statusOf(answer)).toBe(400);
    expect(errorsOf(answer)).toMatchObject({
      name: ["Le nom doit contenir au moins 2 caractères"],
      email: ["Adresse e-mail invalide"],
      confirmPassword: ["Les mots de passe ne correspondent pas"],
      terms: ["Vous devez accepter les conditions d'utilisation"],
    });
  });

  it("creates the account once; the same address again is said to be used", async () => {
    const fields = {
      name: "Moussa Fall",
      email: "moussa@example.sn",
      password: "motdepasse-sur",
      confirmPassword: "motdepasse-sur",
      terms: "on",
    };
    const first = await handleRegister(post("/register", fields));
    expect(statusOf(first)).toBe(302);
    expect((first as Response).headers.get("location")).toBe("/login");
    const again = await handleRegister(post("/register", fields));
    expect(statusOf(again)).toBe(409);
    expect(errorsOf(again)[""]?.[0]).toMatch(/^Échec de l'inscription: /);
    expect(await db().select().from(user).where(eq(user.email, "moussa@example.sn"))).toHaveLength(
      1,
    );
  });
});

describe("POST /forgot-password and /reset-password", () => {
  it("an invalid address is said; a valid one answers the same whether it has an account or not", async () => {
    const invalid = await handleForgotPassword(post("/forgot-password", { email: "x@" }));
    expect(errorsOf(invalid)).toMatchObject({ email: ["Adresse e-mail invalide"] });
    const unknown = await handleForgotPassword(
      post("/forgot-password", { email: "personne@example.sn" }),
    );
    await account();
    const known = await handleForgotPassword(post("/forgot-password", { email: "awa@example.sn" }));
    for (const answer of [unknown, known]) expect(statusOf(answer)).toBe(302);
    expect((known as Response).headers.get("location")).toBe(
      "/forgot-password?envoye=awa%40example.sn",
    );
  });

  it("sets a new password of 8 characters from the link, once", async () => {
    await account();
    await handleForgotPassword(post("/forgot-password", { email: "awa@example.sn" }));
    const [row] = await db().select().from(verification);
    const token = row!.identifier.replace("reset-password:", "");

    const short = await handleResetPassword(
      post("/reset-password", { token, newPassword: "court", confirmPassword: "court" }),
    );
    expect(errorsOf(short)).toMatchObject({
      newPassword: ["Le nouveau mot de passe doit contenir au moins 8 caractères."],
    });
    expect((short as Answer).data?.token).toBe(token);

    const mismatch = await handleResetPassword(
      post("/reset-password", { token, newPassword: "nouveau-mdp-1", confirmPassword: "" }),
    );
    expect(errorsOf(mismatch)).toMatchObject({
      confirmPassword: ["Les mots de passe ne correspondent pas."],
    });

    const fields = { token, newPassword: "nouveau-mdp-1", confirmPassword: "nouveau-mdp-1" };
    const done = await handleResetPassword(post("/reset-password", fields));
    expect(statusOf(done)).toBe(302);
    const reused = await handleResetPassword(post("/reset-password", fields));
    expect((reused as Answer).data).toMatchObject({ expired: true, token: "" });
  });
});

// Without zod in the browser every wrong form reaches the action (ADR 015): a
// person correcting a form many times must never meet the limit (ADR 013).
describe("invalid forms never count toward the limits", () => {
  const tries = 12; // above every limit of these forms (10 at most)

  it("login: twelve invalid forms, then a wrong password is still said as such", async () => {
    await account();
    for (let i = 0; i < tries; i++) {
      const answer = await handleLogin(post("/login", { email: "awa@", password: "abc" }));
      expect(statusOf(answer)).toBe(400);
    }
    const answer = await handleLogin(
      post("/login", { email: "awa@example.sn", password: "pas-le-bon" }),
    );
    expect(statusOf(answer)).toBe(401);
  });

  it("register: twelve invalid forms, then the account is created", async () => {
    for (let i = 0; i < tries; i++) {
      const answer = await handleRegister(
        post("/register", { name: "A", email: "x", password: "abc", confirmPassword: "abd" }),
      );
      expect(statusOf(answer)).toBe(400);
    }
    const answer = await handleRegister(
      post("/register", {
        name: "Moussa Fall",
        email: "moussa@example.sn",
        password: "motdepasse-sur",
        confirmPassword: "motdepasse-sur",
        terms: "on",
      }),
    );
    expect(statusOf(answer)).toBe(302);
  });

  it("forgot and reset: twelve invalid forms, then each answers its own way", async () => {
    for (let i = 0; i < tries; i++) {
      expect(statusOf(await handleForgotPassword(post("/forgot-password", { email: "x@" })))).toBe(
        400,
      );
      const reset = await handleResetPassword(
        post("/reset-password", { token: "t", newPassword: "court", confirmPassword: "court" }),
      );
      expect(statusOf(reset)).toBe(400);
    }
    const forgot = await handleForgotPassword(
      post("/forgot-password", { email: "personne@example.sn" }),
    );
    expect(statusOf(forgot)).toBe(302);
    const reset = await handleResetPassword(
      post("/reset-password", {
        token: "faux",
        newPassword: "nouveau-mdp-1",
        confirmPassword: "nouveau-mdp-1",
      }),
    );
    expect(statusOf(reset)).not.toBe(429);
  });
});
