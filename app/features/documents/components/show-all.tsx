import { Link } from "react-router";

/**
 * A long history or list shows its latest entries (an invoice may carry hundreds of
 * payments); the rest is one link away, on the same page (ADR 025).
 */
export function ShowAll({ older, what }: { older: number; what: string }) {
  return (
    <p className="mt-3 text-sm text-muted-foreground">
      {older}\u00a0{what} plus anciens ne sont pas affichés.{" "}
      <Link
        to="?tout=1"
        className="font-medium text-primary underline underline-offset-4 hover:no-underline"
      >
        Tout afficher
      </Link>
    </p>
  );
}
