import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { toast } from "#app/components/layout/toaster.tsx";
import type { Toast } from "#app/lib/toast.ts";

/**
 * What the /settings action answers. Every form of the page posts there with
 * its `intent`; `form` names the form the answer is for (its Conform id, the
 * intent it posted), so only that form shows `result`, its errors.
 */
export type SettingsResult = {
  form?: string;
  ok: boolean;
  toast?: Omit<Toast, "id">;
  result?: SubmissionResult<string[]>;
};

/**
 * The page's forms, by Conform id: the two with typed fields post it as their
 * intent; the switches' form keeps its old ids (`notification-email`…).
 */
export const SETTINGS_FORMS = {
  changePassword: "change-password",
  deleteAccount: "delete-account",
  notifications: "notification",
} as const;

/** The Conform result of an answer, when it is meant for the form `id`. */
export function resultFor(answer: SettingsResult | undefined, id: string) {
  return answer?.form === id ? answer.result : undefined;
}

/** Shows the toast of each new answer once. */
export function useResultToast(result: SettingsResult | undefined) {
  useEffect(() => {
    if (result?.toast) toast[result.toast.type](result.toast.message);
  }, [result]);
}

/** Posts of the page, so the no-JS redirect lands back on the right tab. */
export const SETTINGS_ACTION = {
  notifications: "/settings?onglet=notifications",
  securite: "/settings?onglet=securite",
} as const;
