import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/** What a list says when it has nothing yet: an icon, a title, a sentence of what comes here. */
export function EmptyState({
  icon,
  title,
  children,
  className,
}: {
  icon?: ReactNode;
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-12 text-center",
        className,
      )}
    >
      {icon ? (
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-6">
          {icon}
        </span>
      ) : null}
      {title ? <p className="mb-1 text-base font-semibold">{title}</p> : null}
      <p className="max-w-md text-sm text-muted-foreground">{children}</p>
    </div>
  );
}
