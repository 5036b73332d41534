import { getZodConstraint } from "@conform-to/zod/v4";
import { expect, it } from "vitest";
import { CatalogueItemConstraint } from "./constraints.ts";
import { CatalogueItemSchema } from "./schemas.ts";

it.each([["CatalogueItemSchema", CatalogueItemConstraint, CatalogueItemSchema] as const])(
  "%s: the constraints written for the browser equal getZodConstraint of the schema",
  (_, constraint, schema) => {
    expect(constraint).toEqual(getZodConstraint(schema));
  },
);
