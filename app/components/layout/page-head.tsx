import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/** The head of a studio page: its space, its title and intro, the way back and its actions. */
export function PageHead({
  kicker = "Devis & Factures",
  title,
  intro,
  back,
  children,
}: {
  kicker?: ReactNode;
  title: string;
  intro?: ReactNode;
  back?: { to: string; label: string };
  /** The page's actions, after the way back. */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{kicker}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight break-words sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-3 max-w-2xl text-muted-foreground">{intro}</p> : null}
      </div>
      {back || children ? (
        <div className="flex flex-wrap gap-2">
          {back ? (
            <Button asChild variant="outline">
              <Link to={back.to}>
                <ArrowLeft aria-hidden="true" /> {back.label}
              </Link>
            </Button>
          ) : null}
          {children}
        </div>
      ) : null}
    </div>
  );
}
