import { getZodConstraint } from "@conform-to/zod/v4";
import { expect, it } from "vitest";
import { NewsletterConstraint } from "./constraints.ts";
import { NewsletterSchema } from "./schemas.ts";

it("the newsletter form's constraints, written without zod for the browser, equal getZodConstraint of its schema", () => {
  expect(NewsletterConstraint).toEqual(getZodConstraint(NewsletterSchema));
});
