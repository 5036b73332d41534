import { describe, expect, test } from "vitest";
import { errorsByPath } from "#tests/fixtures/zod-errors.ts";
import { describeDevice } from "./activity.ts";
import {
  ChangePasswordSchema,
  LoginSchema,
  ProfileSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from "./schemas.ts";

const errors = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : errorsByPath(result.error as Parameters<typeof errorsByPath>[0]);

describe("messages of docs/product.md §5, word for word", () => {
  test("login", () => {
    expect(errors(LoginSchema.safeParse({ email: "x", password: "123" }))).toEqual({
      email: "Adresse e-mail invalide",
      password: "Le mot de passe doit contenir au moins 6 caractères",
    });
    expect(
      LoginSchema.parse({ email: " Awa@Example.SN ", password: "123456", remember: "on" }),
    ).toEqual({
      email: "awa@example.sn",
      password: "123456",
      remember: true,
    });
  });

  test("register", () => {
    expect(
      errors(
        RegisterSchema.safeParse({ name: "A", email: "x", password: "1", confirmPassword: "2" }),
      ),
    ).toEqual({
      name: "Le nom doit contenir au moins 2 caractères",
      email: "Adresse e-mail invalide",
      password: "Le mot de passe doit contenir au moins 6 caractères",
      terms: "Vous devez accepter les conditions d'utilisation",
      confirmPassword: "Les mots de passe ne correspondent pas",
    });
    expect(
      errors(
        RegisterSchema.safeParse({
          name: "Awa",
          email: "awa@example.sn",
          password: "motdepasse",
          confirmPassword: "autre",
          terms: "on",
        }),
      ),
    ).toEqual({ confirmPassword: "Les mots de passe ne correspondent pas" });
  });

  test("reset and change password: 8 characters, confirmation", () => {
    expect(
      errors(
        ResetPasswordSchema.safeParse({ token: "t", newPassword: "1234567", confirmPassword: "x" }),
      ),
    ).toEqual({
      newPassword: "Le nouveau mot de passe doit contenir au moins 8 caractères.",
      confirmPassword: "Les mots de passe ne correspondent pas.",
    });
    expect(
      errors(
        ChangePasswordSchema.safeParse({
          currentPassword: "12345",
          newPassword: "12345678",
          confirmPassword: "12345678",
        }),
      ),
    ).toEqual({ currentPassword: "Le mot de passe doit contenir au moins 6 caractères" });
  });

  test("profile", () => {
    expect(errors(ProfileSchema.safeParse({ fullName: " A " }))).toEqual({
      fullName: "Le nom doit contenir au moins 2 caractères.",
    });
  });
});

describe("describeDevice", () => {
  test.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
      "Chrome sur Windows",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      "Safari sur iPhone",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36",
      "Chrome sur Android",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:131.0) Gecko/20100101 Firefox/131.0",
      "Firefox sur macOS",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0",
      "Edge sur Windows",
    ],
  ])("%s", (ua, expected) => {
    expect(describeDevice(ua)).toBe(expected);
  });

  test("nothing known", () => {
    expect(describeDevice(null)).toBe("Appareil inconnu");
  });
});
