import { Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { Button } from "#app/components/ui/button.tsx";

/**
 * A 5xx: « Une erreur est survenue », or what a 503 says when the database is away
 * (ADR 035: `title` and `message` from app/lib/unavailable.ts).
 */
export function ServerError({
  title = "Une erreur est survenue",
  message = "Nous n'avons pas pu afficher cette page. Veuillez réessayer dans un instant.",
}: {
  title?: string;
  message?: string;
}) {
  return (
    <Container
      size="sm"
      className="flex flex-1 flex-col items-center justify-center py-24 text-center"
    >
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-md text-muted-foreground">{message}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/" reloadDocument>
          Retour à l'accueil
        </Link>
      </Button>
    </Container>
  );
}
