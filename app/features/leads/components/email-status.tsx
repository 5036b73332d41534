import { AlertTriangle, Check, Clock, Loader, RotateCw } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import { cn } from "#app/lib/utils.ts";
import { EMAIL_STATUS_LABELS } from "#app/features/leads/format.ts";
import type { InboxRequest } from "#app/features/leads/types.ts";

type Delivery = NonNullable<InboxRequest["delivery"]>;

// Solid tints chosen for contrast in both themes (not the brand tokens, whose
// destructive red is too light for small text on the dark theme).
const BADGE = {
  sent: "border-emerald-700/30 bg-emerald-50 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-950 dark:text-emerald-100",
  pending:
    "border-amber-700/30 bg-amber-50 text-amber-900 dark:border-amber-400/40 dark:bg-amber-950 dark:text-amber-100",
  sending:
    "border-sky-700/30 bg-sky-50 text-sky-900 dark:border-sky-400/40 dark:bg-sky-950 dark:text-sky-100",
  failed:
    "border-red-800 bg-red-700 text-white dark:border-red-300 dark:bg-red-300 dark:text-red-950",
} as const;

const ICON = { sent: Check, pending: Clock, sending: Loader, failed: AlertTriangle } as const;

function plural(n: number, word: string) {
  return `${n}\u00a0${word}${n > 1 ? "s" : ""}`;
}

function sentence(date: Date) {
  return formatFrenchDateTime(date).replace(/^./, (c) => c.toLowerCase());
}

/**
 * The delivery of an email: a badge, its details, and « Renvoyer » once an
 * attempt has failed (given up, or waiting for its next try).
 */
export function EmailStatus({
  delivery,
  page,
  retryLabel,
}: {
  delivery: Delivery | null;
  page: number;
  /** Which email « Renvoyer » sends, for screen readers ("l'e-mail de la demande de …"). */
  retryLabel: string;
}) {
  if (!delivery) {
    return <p className="text-sm text-muted-foreground">Aucun e-mail enregistré</p>;
  }
  const { status, attempts, lastError, sentAt } = delivery;
  const Icon = ICON[status];
  const detail =
    status === "sent"
      ? sentAt
        ? `le ${sentence(sentAt)}`
        : null
      : status === "sending"
        ? `tentative ${attempts}`
        : status === "pending"
          ? attempts > 0
            ? `${plural(attempts, "tentative")} sans succès, nouvel essai prévu`
            : "pas encore parti"
          : `après ${plural(attempts, "tentative")}`;
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span
          className={cn(
            "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold",
            BADGE[status],
          )}
        >
          <Icon className="size-3.5" aria-hidden="true" />
          {EMAIL_STATUS_LABELS[status]}
        </span>
        {detail ? <span className="text-muted-foreground">{detail}</span> : null}
      </p>
      {lastError && status !== "sent" ? (
        <p
          className={cn(
            "max-w-prose text-sm break-words",
            status === "failed"
              ? "rounded-md border border-red-700/40 bg-red-50 px-3 py-2 text-red-900 dark:border-red-300/50 dark:bg-red-950 dark:text-red-100"
              : "text-muted-foreground",
          )}
        >
          <span className="font-semibold">{"Dernière erreur\u00a0: "}</span>
          {lastError}
        </p>
      ) : null}
      {status === "failed" || (status === "pending" && attempts > 0) ? (
        <RetryButton id={delivery.id} page={page} label={retryLabel} />
      ) : null}
    </div>
  );
}

function RetryButton({ id, page, label }: { id: string; page: number; label: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === id;
  return (
    <Form method="post" action={page > 1 ? `/demandes?page=${page}` : "/demandes"}>
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        <RotateCw
          className={cn(busy && "animate-spin motion-reduce:animate-none")}
          aria-hidden="true"
        />
        {busy ? "Renvoi en cours…" : "Renvoyer"}
        <span className="sr-only">{` ${label}`}</span>
      </Button>
    </Form>
  );
}
