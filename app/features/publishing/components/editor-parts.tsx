import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { frenchDateTimeInSentence as at } from "#app/lib/dates.ts";
import { STATUS_LABELS } from "#app/features/publishing/types.ts";

export type Status = keyof typeof STATUS_LABELS;

export function StatusBadge({ status }: { status: Status }) {
  const tone =
    status === "published"
      ? "bg-success/15 text-foreground"
      : status === "scheduled"
        ? "bg-accent text-accent-foreground"
        : "bg-muted text-muted-foreground";
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${tone}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}

/** Where the item stands: published when and by whom, or scheduled for when. */
export function StatusLine({
  status,
  publishAt,
  publishedByName,
}: {
  status: Status | null;
  publishAt: Date | string | null;
  publishedByName: string | null;
}) {
  if (!status) return <p className="text-sm text-muted-foreground">Pas encore enregistré.</p>;
  const when = publishAt ? at(publishAt) : null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <StatusBadge status={status} />
      {status === "published" && when
        ? `depuis le ${when}${publishedByName ? `, par ${publishedByName}` : ""}`
        : null}
      {status === "scheduled" && when
        ? `pour le ${when} (heure de Dakar)${publishedByName ? `, par ${publishedByName}` : ""}`
        : null}
    </p>
  );
}

/** The save buttons: « Enregistrer le brouillon », « Publier », « Programmer », « Dépublier ». */
export function SaveButtons({
  status,
  scheduleAt,
  scheduleError,
  children,
}: {
  status: Status | null;
  scheduleAt: string;
  scheduleError?: string;
  children?: ReactNode;
}) {
  return (
    <fieldset className="grid gap-4 rounded-xl border p-4">
      <legend className="px-1 text-sm font-semibold">Publication</legend>
      <div className="grid gap-2">
        <label htmlFor="scheduleAt" className="text-sm font-medium">
          Date et heure de publication programmée (heure de Dakar)
        </label>
        <input
          id="scheduleAt"
          name="scheduleAt"
          type="datetime-local"
          defaultValue={scheduleAt}
          aria-invalid={scheduleError ? true : undefined}
          aria-describedby={scheduleError ? "scheduleAt-error" : undefined}
          className="h-11 w-full rounded-md border border-input bg-background px-3 text-base md:max-w-xs md:text-sm"
        />
        {scheduleError ? (
          <p id="scheduleAt-error" className="text-sm font-medium text-destructive">
            {scheduleError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="publish">
          {status === "published" ? "Mettre à jour" : "Publier"}
        </Button>
        <Button type="submit" name="intent" value="schedule" variant="secondary">
          Programmer
        </Button>
        <Button type="submit" name="intent" value="draft" variant="outline">
          Enregistrer le brouillon
        </Button>
        {status && status !== "draft" ? (
          <Button type="submit" name="intent" value="unpublish" variant="destructive">
            Dépublier
          </Button>
        ) : null}
        {children}
      </div>
    </fieldset>
  );
}
