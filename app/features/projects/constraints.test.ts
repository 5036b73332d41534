import { getZodConstraint } from "@conform-to/zod/v4";
import { expect, it } from "vitest";
import {
  ProjectConstraint,
  LinkDocumentConstraint,
  StartTimerConstraint,
  TimeEntryConstraint,
} from "./constraints.ts";
import { ProjectSchema, LinkDocumentSchema, StartTimerSchema, TimeEntrySchema } from "./schemas.ts";

it.each([
  ["ProjectSchema", ProjectConstraint, ProjectSchema] as const,
  ["LinkDocumentSchema", LinkDocumentConstraint, LinkDocumentSchema] as const,
  ["StartTimerSchema", StartTimerConstraint, StartTimerSchema] as const,
  ["TimeEntrySchema", TimeEntryConstraint, TimeEntrySchema] as const,
])(
  "%s: the constraints written for the browser equal getZodConstraint of the schema",
  (_, constraint, schema) => {
    expect(constraint).toEqual(getZodConstraint(schema));
  },
);
