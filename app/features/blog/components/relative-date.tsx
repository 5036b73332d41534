import { useEffect, useState } from "react";
import { relativeTimeFr } from "#app/lib/relative-time.ts";

/**
 * The date as 'il y a 5 mois' once in the browser; the HTML (pre-rendered at
 * build) carries the calendar date, which never goes stale. `label` is that
 * calendar date, written by the server (ArticleSummary.publishedLabel).
 */
export function RelativeDate({
  date,
  label,
  className,
}: {
  date: string;
  label: string;
  className?: string;
}) {
  const [relative, setRelative] = useState<string | null>(null);
  useEffect(() => setRelative(relativeTimeFr(new Date(date))), [date]);
  return (
    <time dateTime={date} title={label} className={className}>
      {relative ?? label}
    </time>
  );
}
