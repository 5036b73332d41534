import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { useNavigation } from "react-router";
import { toast } from "#app/components/layout/toaster.tsx";
import { formErrorOf } from "#app/lib/submission.ts";

/**
 * What every auth form does alike: a busy state while its POST runs, and the
 * server's form error also as a toast (once per answer). On a page with islands
 * the form's island does both (`islandProps`, server-form.island.ts).
 */
export function useAuthForm(
  action: string,
  lastResult: SubmissionResult<string[]> | null | undefined,
) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === action;

  useEffect(() => {
    const formError = formErrorOf(lastResult);
    if (formError) toast.error(formError);
  }, [lastResult]);

  return {
    busy,
    islandProps: {
      "data-island": "server-form",
      "data-form-error": formErrorOf(lastResult) ?? undefined,
    },
  };
}
