import { getZodConstraint } from "@conform-to/zod/v4";
import { expect, it } from "vitest";
import { SendConstraint } from "./constraints.ts";
import { SendSchema } from "#app/features/documents/requests.ts";

it.each([["SendSchema", SendConstraint, SendSchema] as const])(
  "%s: the constraints written for the browser equal getZodConstraint of the schema",
  (_, constraint, schema) => {
    expect(constraint).toEqual(getZodConstraint(schema));
  },
);
