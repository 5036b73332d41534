import { Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { UNAVAILABLE_FORM, UNAVAILABLE_PAGE, UNAVAILABLE_TITLE } from "#app/lib/unavailable.ts";

/**
 * A 503: the database is not answering (a restart, a failover; ADR 035). After a form
 * posted without JavaScript it says that nothing was recorded.
 */
export function Unavailable({ form = false }: { form?: boolean }) {
  return (
    <Container
      size="sm"
      className="flex flex-1 flex-col items-center justify-center py-24 text-center"
    >
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{UNAVAILABLE_TITLE}</h1>
      <p className="mt-4 max-w-md text-muted-foreground">
        {form ? UNAVAILABLE_FORM : UNAVAILABLE_PAGE}
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/" reloadDocument>
          Retour à l'accueil
        </Link>
      </Button>
    </Container>
  );
}
