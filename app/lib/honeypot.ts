/** A field people never see (hidden from sight and from assistive tools); bots fill it in. */
export const HONEYPOT_FIELD = "site_web";

export function isHoneypotFilled(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
