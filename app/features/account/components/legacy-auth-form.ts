import { useEffect } from "react";
import { useNavigation } from "react-router";
import { toast } from "#app/components/layout/toaster.tsx";
import type { z } from "#app/lib/zod.ts";
import { useSchemaValidation, type AuthActionData } from "./auth-card.tsx";

/**
 * What every auth form does alike: a real POST to `action` (so it works
 * without JavaScript), the schema checked first in the browser, a busy state
 * while that POST runs, and the server's form error also as a toast.
 */
export function useLegacyAuthForm(action: string, schema: z.ZodType, actionData?: AuthActionData) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  const { errors, onSubmit, onChange } = useSchemaValidation(schema, actionData?.errors);

  useEffect(() => {
    if (actionData?.formError) toast.error(actionData.formError);
  }, [actionData]);

  const formProps = {
    method: "post",
    action,
    noValidate: true,
    onSubmit,
    onChange,
    className: "grid gap-5",
  } as const;
  return { busy, errors, formProps };
}
