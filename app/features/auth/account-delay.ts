// The delay of the limit per account (ADR 016): pure, so it is tested beside it.

/** Failures allowed without delay, before RATE_LIMIT_FACTOR. */
export const FREE_FAILURES = 5;
/** The longest delay between two checks of the password, in seconds. */
export const MAX_DELAY_SECONDS = 600;
/** The counter starts again after this long without a counted failure. */
export const QUIET_SECONDS = 15 * 60;

/** Seconds to wait after `failures` counted failures: 0, then 1, 2, 4 … up to 10 minutes. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - free));
}

/** « … Réessayez dans 8 secondes. », « … dans 3 minutes. » */
export function accountDelayMessage(retryAfter: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfter));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? `${seconds}\u00a0seconde${seconds > 1 ? "s" : ""}`
      : `${minutes}\u00a0minute${minutes > 1 ? "s" : ""}`;
  // The same words whether the identifier names an account or not.
  return `Trop de tentatives de connexion pour cet identifiant. Réessayez dans ${wait}.`;
}
