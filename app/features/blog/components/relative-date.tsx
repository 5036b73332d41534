import { useEffect, useState } from "react";
import { formatFrenchDate, relativeTimeFr } from "#app/lib/dates.ts";

/**
 * The date as 'il y a 5 mois' once in the browser; the HTML (pre-rendered at
 * build) carries the calendar date, which never goes stale.
 */
export function RelativeDate({ date, className }: { date: string; className?: string }) {
  const [relative, setRelative] = useState<string | null>(null);
  useEffect(() => setRelative(relativeTimeFr(new Date(date))), [date]);
  const absolute = formatFrenchDate(new Date(date));
  return (
    <time dateTime={date} title={absolute} className={className}>
      {relative ?? absolute}
    </time>
  );
}
