import type { SubmissionResult } from "@conform-to/react";

/** The days with free slots, and the chosen day's slots (what the page draws). */
export type DayChoice = {
  days: { day: string; label: string; count: number }[];
  day: string | null;
  dayLabel: string | null;
  slots: { value: string; label: string }[];
};

/** The booking form's answer: the errors, and the slots as they now stand. */
export type BookingAnswer = {
  result: SubmissionResult<string[]>;
  choice?: DayChoice;
};

/** The private link's page. */
export type ManageView =
  | { found: false }
  | {
      found: true;
      status: "booked" | "cancelled";
      /** Booked and still to come: it can be cancelled or moved. */
      live: boolean;
      notice: "booked" | "moved" | null;
      when: string;
      name: string;
      email: string;
      phone: string;
      subject: string;
      choice: DayChoice | null;
    };
