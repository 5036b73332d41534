import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/utils.ts";
import { Container } from "./container.tsx";

export type Crumb = { name: string; to: string };

/**
 * The title band of an inner page: breadcrumb, eyebrow, h1 and lead, on the
 * brand navy; on wide screens, the page's own illustration beside them (`art`,
 * a decorative SVG, never downloaded on phones) or a picture that belongs to
 * the content (`media`, shown on every screen).
 */
export function PageBanner({
  eyebrow,
  title,
  lead,
  crumbs = [],
  children,
  art,
  media,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** The trail after 'Accueil'; the last one is the current page. */
  crumbs?: Crumb[];
  children?: ReactNode;
  /** URL of the page's decorative illustration (560×340, drawn for the navy). */
  art?: string;
  media?: ReactNode;
}) {
  const split = Boolean(art || media);
  return (
    <section className="relative overflow-hidden bg-navy-950 text-white dark:border-b dark:border-white/10">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,oklch(0.82_0.12_75/0.18),transparent_55%),radial-gradient(ellipse_at_bottom_left,oklch(0.5_0.14_262/0.4),transparent_60%)]"
      />
      <Container
        className={cn(
          "relative py-12 md:py-16",
          split &&
            "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,0.92fr)] lg:items-center lg:gap-12",
        )}
      >
        <div>
          {crumbs.length ? (
            <nav aria-label="Fil d'Ariane" className="mb-6 text-sm text-navy-100">
              <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <li>
                  <Link to="/" className="hover:text-white hover:underline">
                    Accueil
                  </Link>
                </li>
                {crumbs.map((c, i) => (
                  <li key={c.to} className="flex items-center gap-2">
                    <span aria-hidden="true">/</span>
                    {i === crumbs.length - 1 ? (
                      <span aria-current="page" className="text-white">
                        {c.name}
                      </span>
                    ) : (
                      <Link to={c.to} className="hover:text-white hover:underline">
                        {c.name}
                      </Link>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          {eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-wider text-sand-400">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-2 max-w-4xl text-balance text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl lg:text-5xl">
            {title}
          </h1>
          {lead ? (
            <p className="mt-4 max-w-2xl text-lg leading-relaxed text-navy-100">{lead}</p>
          ) : null}
          {children}
        </div>
        {media ? <div className="mt-10 lg:mt-0">{media}</div> : null}
        {art ? (
          <div
            aria-hidden="true"
            className="hidden aspect-[56/34] bg-contain bg-center bg-no-repeat lg:block"
            style={{ backgroundImage: `url(${art})` }}
          />
        ) : null}
      </Container>
    </section>
  );
}
