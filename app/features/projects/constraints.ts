import type { FieldConstraint } from "#app/components/forms/use-server-form.ts";

// The projects' forms (project, linked document, timer, time entry): its inputs' constraints
// without the schema, so zod stays on the server (docs/decisions/063-studio-forms-answer-from-the-
// server.md). constraints.test.ts proves each equal to getZodConstraint of its schema
// (#app/features/projects/schemas.ts): change both together.

export const ProjectConstraint = {
  name: { required: true },
  clientId: { required: true },
  status: { required: false, pattern: "active|paused|delivered|closed" },
  leadId: { required: false },
  startsOn: { required: true },
  endsOn: { required: false },
  hourlyRate: { required: false },
  notes: { required: false },
  version: { required: false },
} satisfies Record<string, FieldConstraint>;

export const LinkDocumentConstraint = {
  intent: { required: true },
  number: { required: true },
} satisfies Record<string, FieldConstraint>;

export const StartTimerConstraint = {
  intent: { required: true },
  projectId: { required: true },
  catalogueItemId: { required: false },
  task: { required: false },
  note: { required: false },
  billable: { required: false },
} satisfies Record<string, FieldConstraint>;

export const TimeEntryConstraint = {
  intent: { required: true },
  projectId: { required: true },
  catalogueItemId: { required: false },
  task: { required: false },
  note: { required: false },
  billable: { required: false },
  day: { required: true },
  duration: { required: true },
} satisfies Record<string, FieldConstraint>;
