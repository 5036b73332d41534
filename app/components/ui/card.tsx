import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("rounded-xl border bg-card text-card-foreground shadow-sm", className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 p-6", className)} {...props} />;
}

export function CardTitle({
  className,
  as: Tag = "h2",
  ...props
}: ComponentProps<"h2"> & { as?: "h1" | "h2" | "h3" }) {
  return <Tag className={cn("text-xl font-semibold leading-tight", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("p-6 pt-0", className)} {...props} />;
}

/**
 * A card of an account or settings page: its title (an h2, naming the section when `id` is
 * given), a sentence saying what it is for, an action beside them, then its content.
 */
export function TitledCard({
  id,
  title,
  description,
  action,
  danger = false,
  flush = false,
  contentClassName,
  footer,
  children,
}: {
  id?: string;
  title: ReactNode;
  description: ReactNode;
  /** Beside the title on a wide screen, under it on a phone. */
  action?: ReactNode;
  /** What cannot be undone (« Zone de danger »): drawn in the destructive colour. */
  danger?: boolean;
  /** The content goes edge to edge (a list with its own padding). */
  flush?: boolean;
  contentClassName?: string;
  /** After the content, outside its padding (a <noscript> note). */
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "rounded-xl border bg-card text-card-foreground shadow-sm",
        danger && "border-destructive/50",
      )}
    >
      <div
        className={cn(
          "flex flex-col gap-4 p-6",
          action && "sm:flex-row sm:items-start sm:justify-between",
        )}
      >
        <div className="grid gap-1.5">
          <CardTitle id={id} className={danger ? "text-destructive" : undefined}>
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {action}
      </div>
      {flush ? children : <CardContent className={contentClassName}>{children}</CardContent>}
      {footer}
    </section>
  );
}
