import { getZodConstraint } from "@conform-to/zod/v4";
import { expect, it } from "vitest";
import {
  InviteConstraint,
  AcceptInvitationConstraint,
  TwoFactorPasswordConstraint,
  TwoFactorConfirmConstraint,
} from "./constraints.ts";
import {
  InviteSchema,
  AcceptInvitationSchema,
  TwoFactorPasswordSchema,
  TwoFactorConfirmSchema,
} from "./schemas.ts";

it.each([
  ["InviteSchema", InviteConstraint, InviteSchema] as const,
  ["AcceptInvitationSchema", AcceptInvitationConstraint, AcceptInvitationSchema] as const,
  ["TwoFactorPasswordSchema", TwoFactorPasswordConstraint, TwoFactorPasswordSchema] as const,
  ["TwoFactorConfirmSchema", TwoFactorConfirmConstraint, TwoFactorConfirmSchema] as const,
])(
  "%s: the constraints written for the browser equal getZodConstraint of the schema",
  (_, constraint, schema) => {
    expect(constraint).toEqual(getZodConstraint(schema));
  },
);
