import { Check, FileText, Mail, Paperclip } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { serviceLabel } from "#app/features/contact/services.ts";
import { formatFileSize } from "#app/features/leads/format.ts";
import type { InboxRequest } from "#app/features/leads/types.ts";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import { EmailStatus } from "./email-status.tsx";

// Past this, the message starts folded: the list stays scannable.
const LONG_CHARS = 480;
const LONG_LINES = 8;

/** One contact request: who, about what, the message, the file and the email's fate. */
export function RequestCard({
  request,
  page,
  action,
}: {
  request: InboxRequest;
  page: number;
  /** Where « Marquer comme traitée » posts: the list's current view and page. */
  action: string;
}) {
  const titleId = `demande-${request.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-1">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold leading-snug">
            {request.name}
          </h3>
          <a
            href={`mailto:${request.email}`}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline [overflow-wrap:anywhere]"
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {request.email}
          </a>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">
            <time dateTime={request.createdAt.toISOString()}>
              {formatFrenchDateTime(request.createdAt)}
            </time>
          </p>
          <Button asChild variant="outline" size="sm">
            <Link
              to={`/create-quote?demande=${request.id}`}
              aria-label={`Préparer un devis pour ${request.name}`}
            >
              <FileText aria-hidden="true" /> Préparer un devis
            </Link>
          </Button>
          {request.answeredAt ? (
            <p className="inline-flex items-center gap-1 text-sm text-muted-foreground">
              <Check className="size-4" aria-hidden="true" />
              {`Traitée le ${formatFrenchDateTime(request.answeredAt)}${
                request.answeredByName ? ` par ${request.answeredByName}` : ""
              }`}
            </p>
          ) : (
            <Form method="post" action={action}>
              <input type="hidden" name="intent" value="answered" />
              <input type="hidden" name="id" value={request.id} />
              <Button
                type="submit"
                variant="outline"
                size="sm"
                aria-label={`Marquer la demande de ${request.name} comme traitée`}
              >
                <Check aria-hidden="true" /> Marquer comme traitée
              </Button>
            </Form>
          )}
        </div>
      </header>

      {/* Side by side on a wide screen: the facts, then the message. */}
      <div className="mt-4 grid gap-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-8">
        <dl className="grid content-start gap-x-6 gap-y-3 text-sm sm:grid-cols-[9rem_1fr]">
          <Row term="Service">
            <span className="inline-flex rounded-md bg-secondary px-2 py-0.5 font-medium text-secondary-foreground">
              {serviceLabel(request.subject)}
            </span>
          </Row>
          {request.projectReference ? (
            <Row term="Référence">
              <span className="[overflow-wrap:anywhere]">{request.projectReference}</span>
            </Row>
          ) : null}
          <Row term="Pièce jointe">
            {request.attachment ? (
              <a
                href={`/demandes/pieces-jointes/${request.attachment.id}`}
                className="inline-flex items-start gap-1.5 font-medium text-primary underline underline-offset-4 hover:no-underline"
              >
                <Paperclip className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span className="[overflow-wrap:anywhere]">
                  {`Télécharger ${request.attachment.name} (${formatFileSize(request.attachment.size)})`}
                </span>
              </a>
            ) : (
              <span className="text-muted-foreground">Aucune</span>
            )}
          </Row>
          <Row term="E-mail à l'agence">
            <EmailStatus
              delivery={request.delivery}
              page={page}
              retryLabel={`l'e-mail de la demande de ${request.name}`}
            />
          </Row>
        </dl>

        <div className="border-t pt-4 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-8">
          <h4 className="sr-only">Message</h4>
          <Message text={request.message} />
        </div>
      </div>
    </article>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:col-span-2 sm:grid-cols-subgrid sm:items-start">
      <dt className="font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function Message({ text }: { text: string }) {
  const lines = text.split("\n");
  const long = text.length > LONG_CHARS || lines.length > LONG_LINES;
  const body = "whitespace-pre-wrap text-sm leading-relaxed [overflow-wrap:anywhere]";
  if (!long) return <p className={body}>{text}</p>;
  const preview = cut(lines.slice(0, LONG_LINES).join("\n"), LONG_CHARS);
  // Without JavaScript too: the preview hides once the full text is open.
  return (
    <div className="group/message">
      <p className={`${body} group-has-[details[open]]/message:hidden`}>{`${preview}…`}</p>
      <details className="group/details">
        <summary className="mt-2 inline-flex cursor-pointer list-none items-center rounded-sm text-sm font-semibold text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
          <span className="group-open/details:hidden">
            {`Lire tout le message (${text.length.toLocaleString("fr-FR")}\u00a0caractères)`}
          </span>
          <span className="hidden group-open/details:inline">Replier le message</span>
        </summary>
        <p className={`${body} mt-2`}>{text}</p>
      </details>
    </div>
  );
}

function cut(text: string, max: number): string {
  if (text.length <= max) return text.trimEnd();
  const slice = text.slice(0, max);
  const space = slice.lastIndexOf(" ");
  return (space > max * 0.6 ? slice.slice(0, space) : slice).trimEnd();
}
