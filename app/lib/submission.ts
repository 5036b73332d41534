import type { SubmissionResult } from "@conform-to/react";

/**
 * An action's answer when the form is refused as a whole (guard, limit, a
 * failed sign-in): Conform shows it as the form's error (`form.errors`).
 * Pass the submission's reply to keep the typed values.
 */
export function formRefusal(
  message: string,
  reply: SubmissionResult<string[]> = {},
): SubmissionResult<string[]> {
  return { ...reply, status: "error", error: { ...reply.error, "": [message] } };
}

/** The form's own error in an answer, if any (toasts and notices read it). */
export function formErrorOf(result: SubmissionResult<string[]> | null | undefined): string | null {
  return result?.error?.[""]?.[0] ?? null;
}
