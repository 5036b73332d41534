import { betterAuth } from "better-auth";
import { twoFactor } from "better-auth/plugins";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { company } from "#app/features/settings/current.server.ts";
import { env } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import * as schema from "#app/db/schema.ts";
import { consumeKey, limitRule } from "#app/features/guard/limits.server.ts";
import { recordActivity, revokeResetLinks } from "#app/features/account/account.server.ts";
import {
  queueResetPasswordEmail,
  queueVerificationEmail,
} from "#app/features/account/emails.server.ts";
import { afterAuth, beforeAuth } from "./auth-hooks.server.ts";

function createAuth() {
  const e = env();
  return betterAuth({
    appName: company.name,
    baseURL: e.PUBLIC_URL,
    basePath: "/api/auth",
    secret: e.AUTH_SECRET,
    trustedOrigins: [new URL(e.PUBLIC_URL).origin],
    database: drizzleAdapter(db(), {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      // A visitor signs in once the address is confirmed (staff accounts are created verified).
      requireEmailVerification: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await queueResetPasswordEmail(user, url);
      },
      onPasswordReset: async ({ user }) => {
        // Every other link sent before this reset dies with the old password.
        await revokeResetLinks(user.id);
        await recordActivity(user.id, "password-reset");
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await queueVerificationEmail(user, url);
      },
      afterEmailVerification: async (user) => {
        await recordActivity(user.id, "email-verified");
      },
    },
    hooks: { before: beforeAuth, after: afterAuth },
    // Two-factor sign-in for staff (ADR 030): TOTP from an authenticator app and
    // backup codes; /simple-login asks for the code after the password.
    plugins: [
      twoFactor({
        issuer: company.name,
        // A staff sign-in is not remembered (rememberMe false): no trusted devices.
        trustDeviceMaxAge: 60,
        // The pending code step lasts 5 minutes, and dies after 5 wrong codes.
        twoFactorCookieMaxAge: 300,
        // Not its lock of the account after 10 wrong codes: whoever knew only the
        // password locked the owner out with it. Wrong codes count against the
        // pending sign-in and the address instead (two-factor.server.ts, ADR 030).
        accountLockout: { enabled: false },
      }),
    ],
    user: {
      additionalFields: {
        // input: false: nobody can make themselves staff through sign-up.
        role: { type: "string", required: false, defaultValue: "visitor", input: false },
        // Only the staff account has a username, written by the start-up bootstrap:
        // a visitor who could choose one could take the staff's (ADR 010).
        username: { type: "string", required: false, input: false },
        displayUsername: { type: "string", required: false, input: false },
        // What a staff member may do (permissions.ts); never set through better-auth's API.
        staffRole: { type: "string", required: false, input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // Its counters live in the table of limits too (limits.server.ts).
    rateLimit: {
      enabled: true,
      ...limitRule("auth-any"),
      customRules: {
        "/sign-in/*": limitRule("auth-sign-in"),
        "/sign-up/*": limitRule("auth-sign-up"),
        "/request-password-reset": limitRule("auth-reset"),
      },
      customStorage: { consume: (key, rule) => consumeKey(`auth:${key}`, rule) },
    },
    advanced: {
      // server/app.ts overwrites x-real-ip with the socket (or trusted proxy) address.
      ipAddress: { ipAddressHeaders: ["x-real-ip"] },
      useSecureCookies: e.PUBLIC_URL.startsWith("https://"),
      cookiePrefix: "td",
    },
    // Its notices (wrong password, unknown user) go to our structured log.
    logger: {
      level: "warn",
      log: (level, message, ...args) => logger()[level]({ args }, `better-auth: ${message}`),
    },
    // Without this, every refused sign-in (a 401, a 429 of a limit) is printed
    // as an ERROR on stderr by better-auth's own console logger: a burst of
    // attempts would bury the real errors. Refusals are the client's doing.
    onAPIError: {
      onError: (error) => {
        const status = (error as { statusCode?: unknown }).statusCode;
        if (typeof status === "number" && status < 500) {
          logger().info({ status }, `better-auth: ${(error as Error).message}`);
        } else logger().error({ err: error }, "better-auth: error");
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

let instance: Auth | undefined;

/** The auth system, built on first use (it opens the database). */
export function auth(): Auth {
  instance ??= createAuth();
  return instance;
}

/** For tests that change the environment it was built from. */
export function resetAuthForTests() {
  instance = undefined;
}
