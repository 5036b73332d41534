import { useEffect } from "react";
import { toast } from "#app/components/layout/toaster.tsx";
import type { PathErrors } from "#app/lib/form-errors.ts";
import type { Toast } from "#app/lib/toast.ts";

/** What the /settings action answers to a request made with JavaScript (`js=1`). */
export type SettingsResult = {
  intent?: string;
  ok: boolean;
  toast?: Omit<Toast, "id">;
  errors?: PathErrors;
  formError?: string;
};

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
