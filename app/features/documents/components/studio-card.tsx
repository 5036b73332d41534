import type { ReactNode } from "react";

/**
 * A card of a document's page, named by its heading: the register's own cards and
 * those the ledger, deposits and reminders add beside them (ADR 020).
 */
export function StudioCard({
  title,
  icon,
  id = `carte-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`,
  children,
}: {
  title: string;
  icon?: ReactNode;
  id?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm [&_h2_svg]:size-4 [&_h2_svg]:text-primary"
    >
      <h2 id={id} className="mb-4 flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}
