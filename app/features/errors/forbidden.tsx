import { ShieldX } from "lucide-react";
import { Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { Button } from "#app/components/ui/button.tsx";

/** A 403: a staff member whose role does not open this page (permissions.ts). */
export function Forbidden({ message }: { message?: string }) {
  return (
    <Container
      size="sm"
      className="flex flex-1 flex-col items-center justify-center py-24 text-center"
    >
      <ShieldX className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">Accès refusé</h1>
      <p className="mt-4 max-w-md text-muted-foreground">
        {message ?? "Votre rôle ne donne pas accès à cette page. Demandez-le au gérant."}
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/invoice-quote">Retour à l&apos;espace Devis &amp; Factures</Link>
      </Button>
    </Container>
  );
}
