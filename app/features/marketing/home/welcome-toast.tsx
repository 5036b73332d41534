import { useEffect } from "react";
import { toast } from "#app/components/layout/toaster.tsx";
import { COMPANY_NAME } from "#app/config/company-name.ts";

const KEY = "td:welcomed";
export const WELCOME_DELAY_MS = 500;

/** docs/product.md §2: a welcome notice about 500 ms after the first display of a visit. */
export function WelcomeToast() {
  useEffect(() => {
    try {
      if (sessionStorage.getItem(KEY)) return;
      sessionStorage.setItem(KEY, "1");
    } catch {
      return;
    }
    const id = window.setTimeout(
      () =>
        toast(`Bienvenue chez ${COMPANY_NAME}\u00a0!`, {
          description:
            "Sites web, applications mobiles, design et marketing digital, depuis Dakar.",
          // A greeting never covers an answer (« Connexion réussie » after a redirect here).
          unlessBusy: true,
        }),
      WELCOME_DELAY_MS,
    );
    return () => window.clearTimeout(id);
  }, []);
  return null;
}
