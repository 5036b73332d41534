import { EMAIL_KIND_LABELS } from "#app/features/leads/format.ts";
import type { UndeliveredEmail } from "#app/features/leads/types.ts";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import { EmailStatus } from "./email-status.tsx";

/**
 * Emails of every kind that have not gone yet after a try (contact, newsletter,
 * verification, reset, staff sign-in), each with « Renvoyer »: once the mail
 * host works again, nobody has to wait for the next scheduled attempt.
 */
export function UndeliveredEmails({ emails, page }: { emails: UndeliveredEmail[]; page: number }) {
  return (
    <ul className="mt-6 divide-y rounded-xl border bg-card text-card-foreground shadow-sm">
      {emails.map((email) => (
        <li
          key={email.id}
          className="grid gap-3 p-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:gap-6"
        >
          <div className="min-w-0 text-sm">
            <p className="font-semibold">{EMAIL_KIND_LABELS[email.kind] ?? email.kind}</p>
            <p className="mt-1 [overflow-wrap:anywhere]">
              {"À\u00a0: "}
              {email.to}
            </p>
            <p className="mt-1 text-muted-foreground [overflow-wrap:anywhere]">{email.subject}</p>
            <p className="mt-1 text-muted-foreground">
              {"Créé le "}
              <time dateTime={email.createdAt.toISOString()}>
                {formatFrenchDateTime(email.createdAt).replace(/^./, (c) => c.toLowerCase())}
              </time>
            </p>
          </div>
          <EmailStatus
            delivery={email}
            page={page}
            retryLabel={`l'e-mail «\u00a0${email.subject}\u00a0» à ${email.to}`}
          />
        </li>
      ))}
    </ul>
  );
}
