import { getZodConstraint } from "@conform-to/zod/v4";
import { expect, it } from "vitest";
import { ContactFormConstraint } from "./constraints.ts";
import { ContactFormSchema } from "./schemas.ts";

it("the contact form's constraints, written without zod for the browser, equal getZodConstraint of its schema", () => {
  expect(ContactFormConstraint).toEqual(getZodConstraint(ContactFormSchema));
});
