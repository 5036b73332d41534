import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import type { $ZodType } from "zod/v4/core";
import { ChangePasswordSchema, ProfileSchema } from "./schemas.ts";
import {
  DELETE_MISMATCH,
  deleteAccountSchema,
  NotificationPreferencesSchema,
} from "./settings-schemas.ts";

const MISMATCH = "Les mots de passe ne correspondent pas.";
const SHORT_CURRENT = "Le mot de passe doit contenir au moins 6 caractères";
const SHORT_NEW = "Le nouveau mot de passe doit contenir au moins 8 caractères.";

/** The first message of each field, parsed as the form and the action do (empty fields are absent). */
function errorsOf(schema: $ZodType, values: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  const submission = parseWithZod(form, { schema });
  return Object.fromEntries(
    Object.entries(submission.reply().error ?? {}).map(([name, messages]) => [name, messages?.[0]]),
  );
}

describe("settings and profile forms: the messages of docs/product.md §5, empty fields included", () => {
  const change = (currentPassword: string, newPassword: string, confirmPassword: string) =>
    errorsOf(ChangePasswordSchema, { currentPassword, newPassword, confirmPassword });

  test("change password", () => {
    expect(change("", "", "")).toEqual({ currentPassword: SHORT_CURRENT, newPassword: SHORT_NEW });
    expect(change("motdepasse", "court", "")).toEqual({
      newPassword: SHORT_NEW,
      confirmPassword: MISMATCH,
    });
    expect(change("motdepasse", "assez-long", "")).toEqual({ confirmPassword: MISMATCH });
    expect(change("motdepasse", "", "x")).toEqual({
      newPassword: SHORT_NEW,
      confirmPassword: MISMATCH,
    });
    expect(change("", "assez-long", "assez-long")).toEqual({ currentPassword: SHORT_CURRENT });
    expect(change("motdepasse", "assez-long", "assez-long")).toEqual({});
  });

  test("delete account: the account's address, case and spaces aside", () => {
    const schema = deleteAccountSchema("awa@example.sn");
    expect(errorsOf(schema, { confirmEmail: "" })).toEqual({ confirmEmail: DELETE_MISMATCH });
    expect(errorsOf(schema, { confirmEmail: "autre@example.sn" })).toEqual({
      confirmEmail: DELETE_MISMATCH,
    });
    expect(errorsOf(schema, { confirmEmail: " Awa@Example.SN " })).toEqual({});
  });

  test("profile: an empty name says the same as a short one", () => {
    expect(errorsOf(ProfileSchema, { fullName: "" })).toEqual({
      fullName: "Le nom doit contenir au moins 2 caractères.",
    });
  });

  test("notifications without JavaScript: an unticked box is not sent, so it is off", () => {
    const form = new FormData();
    form.set("email", "on");
    form.set("securityAlerts", "on");
    const submission = parseWithZod(form, { schema: NotificationPreferencesSchema });
    expect(submission.status === "success" && submission.value).toEqual({
      email: true,
      marketing: false,
      activityUpdates: false,
      securityAlerts: true,
    });
  });
});
