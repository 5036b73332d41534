import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  ForgotPasswordConstraint,
  LoginConstraint,
  RegisterConstraint,
  ResetPasswordConstraint,
} from "./constraints.ts";
import {
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from "./schemas.ts";

describe("the account forms' constraints, written without zod for the browser", () => {
  it.each([
    ["login", LoginConstraint, LoginSchema],
    ["register", RegisterConstraint, RegisterSchema],
    ["forgot", ForgotPasswordConstraint, ForgotPasswordSchema],
    ["reset", ResetPasswordConstraint, ResetPasswordSchema],
  ] as const)("%s equals getZodConstraint of its schema", (_name, constraint, schema) => {
    expect(constraint).toEqual(getZodConstraint(schema));
  });
});
