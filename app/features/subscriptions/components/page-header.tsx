import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/** The title block of the subscriptions' pages, with the way back. */
export function PageHeader({
  title,
  intro,
  back,
  action,
}: {
  title: string;
  intro?: ReactNode;
  back: { to: string; label: string };
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">
          Devis &amp; Factures
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-3 max-w-2xl text-muted-foreground">{intro}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {action}
        <Button asChild variant="outline">
          <Link to={back.to}>
            <ArrowLeft aria-hidden="true" /> {back.label}
          </Link>
        </Button>
      </div>
    </div>
  );
}
