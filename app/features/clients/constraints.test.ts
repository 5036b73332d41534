import { getZodConstraint } from "@conform-to/zod/v4";
import { expect, it } from "vitest";
import { ClientConstraint } from "./constraints.ts";
import { ClientSchema } from "./schemas.ts";

it.each([["ClientSchema", ClientConstraint, ClientSchema] as const])(
  "%s: the constraints written for the browser equal getZodConstraint of the schema",
  (_, constraint, schema) => {
    expect(constraint).toEqual(getZodConstraint(schema));
  },
);
