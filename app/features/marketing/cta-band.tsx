import { ArrowRight } from "#app/components/ui/icons/arrow-right.tsx";
import type { Icon as LucideIcon } from "#app/components/ui/icons/icon.tsx";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";

/**
 * A link of the band: `to` for a page of the site (router Link), `href` for anything else
 * (tel:…); `icon` stands before the label.
 */
export type CtaAction = { label: string; icon?: LucideIcon } & ({ to: string } | { href: string });

/**
 * The navy "call to action" band that closes a marketing page: title, lead, a primary
 * (accent) action and a secondary (outline) one. `centered` stacks everything in the
 * middle; `split` puts the text on the left and the actions on the right from lg.
 */
export function CtaBand({
  id,
  title,
  lead,
  primary,
  secondary,
  layout = "centered",
}: {
  /** The id of the h2, which names the section. */
  id: string;
  title: ReactNode;
  lead: ReactNode;
  /** Followed by an arrow. */
  primary: CtaAction;
  secondary: CtaAction;
  layout?: "centered" | "split";
}) {
  const split = layout === "split";
  return (
    <section aria-labelledby={id} className="py-12 md:py-16">
      <Container>
        <div
          className={cn(
            "relative overflow-hidden rounded-3xl bg-navy-950 px-6 py-12 text-white sm:px-12 md:py-16 dark:border dark:bg-navy-900",
            !split && "text-center",
          )}
        >
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,oklch(0.82_0.12_75/0.2),transparent_55%)]"
          />
          <div
            className={cn(
              "relative flex flex-col gap-8",
              split ? "lg:flex-row lg:items-center lg:justify-between" : "mx-auto max-w-2xl",
            )}
          >
            <div className="max-w-2xl">
              <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
                {title}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-navy-100">{lead}</p>
            </div>
            <div
              className={cn(
                "flex flex-col gap-3 sm:flex-row",
                split ? "shrink-0" : "justify-center",
              )}
            >
              <Button asChild size="lg" variant="accentOnDark">
                {actionLink(primary, <ArrowRight />)}
              </Button>
              <Button asChild size="lg" variant="onDark">
                {actionLink(secondary)}
              </Button>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}

/** The action's link: its icon, its label, then `trailing`. */
function actionLink({ icon: Icon, label, ...target }: CtaAction, trailing?: ReactNode) {
  const content = (
    <>
      {Icon ? <Icon /> : null}
      {label}
      {trailing}
    </>
  );
  return "to" in target ? (
    <Link to={target.to}>{content}</Link>
  ) : (
    <a href={target.href}>{content}</a>
  );
}
