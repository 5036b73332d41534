import { Link } from "react-router";

/** « Facturé » and the invoice that billed a time entry or an expense, linked (ADR 056). */
export function BilledBy({ number }: { number: string }) {
  return (
    <span className="whitespace-nowrap">
      Facturé{" "}
      <Link
        to={`/documents/${encodeURIComponent(number)}`}
        className="font-medium underline underline-offset-2"
      >
        {number}
      </Link>
    </span>
  );
}
