import { logger } from "#app/features/platform/logger.server.ts";
import { processSchedule, type Schedule } from "#app/features/platform/schedule.server.ts";
import { sendMailingTurn } from "#app/features/newsletter/mailing.server.ts";
import { publishDue } from "./publishing.server.ts";

/** How often the schedule looks: a « Programmé » article shows within this of its time. */
export const PUBLISHING_TICK_MS = 15_000;

type Pass = { published: { kind: string; slug: string }[]; queued: number; skipped: number };

export type PublishingScheduler = Schedule<Pass>;

/**
 * The publishing schedule of the server process (as the reminders', ADR 022): scheduled
 * articles and projects go public at their time, and newsletters are queued in turns.
 * Each pass claims its rows in the database, so several instances may tick at once.
 */
const publishing = processSchedule<Pass>({
  name: "publishing",
  intervalMs: PUBLISHING_TICK_MS,
  empty: () => ({ published: [], queued: 0, skipped: 0 }),
  pass: async (clock) => {
    const published = await publishDue(clock());
    if (published.length > 0) logger().info({ published }, "scheduled content published");
    const mailing = await sendMailingTurn();
    return { published, ...mailing };
  },
});

export const startPublishingScheduler = publishing.start;
/** The running schedule of this process, if any (the test clock's endpoint ticks it). */
export const publishingScheduler = publishing.running;
