import { ArrowLeft } from "#app/components/ui/icons/arrow-left.tsx";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { formatFrenchDate } from "#app/lib/dates.ts";
import { LEGAL_UPDATED_AT } from "./legal-meta.ts";

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="py-12 md:py-16">
      <Container size="sm">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Retour à l'accueil
        </Link>
        <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          Dernière mise à jour{"\u00a0"}:{" "}
          {formatFrenchDate(new Date(`${LEGAL_UPDATED_AT}T12:00:00Z`))}
        </p>
        <div className="prose-legal mt-8">{children}</div>
      </Container>
    </article>
  );
}
