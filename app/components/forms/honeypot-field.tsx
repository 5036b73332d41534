import { Link } from "react-router";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.ts";

/** The public forms' trap: hidden from people and assistive tools; bots fill it in. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>Ne pas remplir ce champ</label>
      <input
        id={HONEYPOT_FIELD}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}

/** « Vos données servent uniquement à … », under a public form, with the privacy page. */
export function PrivacyNote({ purpose }: { purpose: string }) {
  return (
    <p className="text-sm text-muted-foreground">
      Vos données servent uniquement à {purpose}. Voir notre{" "}
      <Link to="/privacy" className="font-medium text-primary underline underline-offset-2">
        politique de confidentialité
      </Link>
      .
    </p>
  );
}
