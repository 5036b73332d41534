import { Home } from "#app/components/ui/icons/home.tsx";
import { Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { Button } from "#app/components/ui/button.tsx";

// The doors a lost visitor most likely wanted, beside the home page.
const DOORS = [
  { to: "/services", label: "Nos services" },
  { to: "/realisations", label: "Nos réalisations" },
  { to: "/contact", label: "Nous contacter" },
] as const;

export function NotFound() {
  return (
    <Container
      size="sm"
      className="flex flex-1 flex-col items-center justify-center py-24 text-center"
    >
      <p
        className="text-7xl font-extrabold tracking-tight text-primary/60 sm:text-8xl"
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Page introuvable</h1>
      <p className="mt-4 max-w-md text-muted-foreground">
        La page que vous cherchez n'existe pas ou a été déplacée. Vérifiez l'adresse ou repartez de
        l'accueil.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <Home /> Retour à l'accueil
        </Link>
      </Button>
      <nav aria-label="Pages principales" className="mt-10">
        <p className="text-sm text-muted-foreground">Ou rendez-vous directement sur{"\u00a0"}:</p>
        <ul className="mt-3 flex flex-wrap justify-center gap-3">
          {DOORS.map((door) => (
            <li key={door.to}>
              <Button asChild variant="outline">
                <Link to={door.to}>{door.label}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}
