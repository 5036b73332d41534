/**
 * The date as 'il y a 5 mois' once in the browser (relative-date.island.ts); the
 * HTML (pre-rendered) carries the calendar date, which never goes stale. `label`
 * is that calendar date, written by the server (ArticleSummary.publishedLabel).
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
  return (
    <time dateTime={date} title={label} className={className} data-island="relative-date">
      {label}
    </time>
  );
}
