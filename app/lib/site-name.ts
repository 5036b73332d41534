import { COMPANY_NAME } from "#app/config/company-name.ts";

/**
 * The firm's name for a route's `meta`, from the root loader's data (the current
 * settings), so that a title is right after a change of name, in the browser too.
 */
export function siteName(matches: readonly unknown[]): string {
  for (const m of matches) {
    const match = m as { id?: string; data?: { footer?: { name?: string } } } | undefined;
    if (match?.id === "root") return match.data?.footer?.name ?? COMPANY_NAME;
  }
  return COMPANY_NAME;
}
