import { COMPANY_NAME } from "#app/config/company-name.ts";

/**
 * docs/product.md §2: a welcome notice about 500 ms after the first display of a
 * visit. The words are the server's; the island (welcome-toast.island.ts) says them.
 */
export function WelcomeToast() {
  return (
    <span
      hidden
      data-island="welcome-toast"
      data-message={`Bienvenue chez ${COMPANY_NAME}\u00a0!`}
      data-description="Sites web, applications mobiles, design et marketing digital, depuis Dakar."
    />
  );
}
