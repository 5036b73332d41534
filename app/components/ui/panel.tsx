import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/** A titled card of a studio page: its heading names the section (aria-labelledby). */
export function Panel({
  id,
  title,
  icon,
  intro,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  icon?: ReactNode;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn("rounded-xl border bg-card p-5 text-card-foreground shadow-sm", className)}
    >
      <h2
        id={id}
        className="flex items-center gap-2 text-lg font-semibold [&_svg]:size-5 [&_svg]:text-primary"
      >
        {icon}
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-muted-foreground">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
