/**
 * « Facturé » and the invoice that billed a time entry or an expense, linked (ADR 056): a
 * plain link, which keeps the pages' shared chunk as it was (the studio pages' budget).
 */
export function BilledBy({ number }: { number: string }) {
  return (
    <span className="whitespace-nowrap">
      Facturé{" "}
      <a
        href={`/documents/${encodeURIComponent(number)}`}
        className="font-medium underline underline-offset-2"
      >
        {number}
      </a>
    </span>
  );
}
