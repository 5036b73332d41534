import { z } from "#app/lib/zod.ts";

/** « Relancer maintenant »: the confirmed form of the reminders card. */
export const RemindSchema = z.object({ intent: z.literal("remind") });

/** The test clock's endpoint (TEST_CLOCK=1 only): the instant to move to. */
export const TestClockSchema = z.object({
  maintenant: z.iso.datetime({ error: "Instant invalide (ISO 8601 attendu)" }),
});
