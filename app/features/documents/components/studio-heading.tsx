import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/**
 * The head of a page of documents in the studio (the register, a document, a form):
 * what it is above its title, what follows the title, and its buttons on the right.
 */
export function StudioHeading({
  kicker,
  title,
  titleClassName = "text-3xl sm:text-4xl",
  className,
  actions,
  children,
}: {
  kicker: ReactNode;
  title: ReactNode;
  titleClassName?: string;
  className?: string;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className={className}>
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{kicker}</p>
        <h1 className={cn("mt-2 font-bold tracking-tight", titleClassName)}>{title}</h1>
        {children}
      </div>
      {actions}
    </div>
  );
}
