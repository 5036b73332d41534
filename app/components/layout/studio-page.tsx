import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { Container, type ContainerSize } from "./container.tsx";

/**
 * A studio page: its head (its space, title and intro, the way back and its actions),
 * then its content, in a container of `size`.
 */
export function StudioPage({
  size = "lg",
  kicker = "Devis & Factures",
  title,
  titleClassName = "text-3xl break-words sm:text-4xl",
  intro,
  below,
  back,
  actions,
  children,
}: {
  size?: ContainerSize;
  kicker?: ReactNode;
  title: string;
  /** The title's size and wrapping: a document's number is smaller, in figures. */
  titleClassName?: string;
  intro?: ReactNode;
  /** Under the title and intro, in the head: a document's figures, the register's check. */
  below?: ReactNode;
  back?: { to: string; label: string };
  /** The page's actions, after the way back. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="py-10 md:py-14">
      <Container size={size}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wider text-primary">{kicker}</p>
            <h1 className={cn("mt-2 font-bold tracking-tight", titleClassName)}>{title}</h1>
            {intro ? <p className="mt-3 max-w-2xl text-muted-foreground">{intro}</p> : null}
            {below}
          </div>
          {back || actions ? (
            <div className="flex flex-wrap gap-2">
              {back ? (
                <Button asChild variant="outline">
                  <Link to={back.to}>
                    <ArrowLeft aria-hidden="true" /> {back.label}
                  </Link>
                </Button>
              ) : null}
              {actions}
            </div>
          ) : null}
        </div>
        {children}
      </Container>
    </section>
  );
}
