import { getZodConstraint } from "@conform-to/zod/v4";
import { expect, it } from "vitest";
import { DepositConstraint } from "./constraints.ts";
import { DepositSchema } from "./schemas.ts";

it.each([["DepositSchema", DepositConstraint, DepositSchema] as const])(
  "%s: the constraints written for the browser equal getZodConstraint of the schema",
  (_, constraint, schema) => {
    expect(constraint).toEqual(getZodConstraint(schema));
  },
);
