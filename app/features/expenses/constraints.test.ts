import { getZodConstraint } from "@conform-to/zod/v4";
import { expect, it } from "vitest";
import { ExpenseConstraint } from "./constraints.ts";
import { ExpenseSchema } from "./schemas.ts";

it.each([["ExpenseSchema", ExpenseConstraint, ExpenseSchema] as const])(
  "%s: the constraints written for the browser equal getZodConstraint of the schema",
  (_, constraint, schema) => {
    expect(constraint).toEqual(getZodConstraint(schema));
  },
);
