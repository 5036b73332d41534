import { LockKeyhole } from "#app/components/ui/icons/lock-keyhole.tsx";
import { LogIn } from "#app/components/ui/icons/log-in.tsx";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { AuthCard } from "./auth-card.tsx";

/**
 * What /profile and /settings show to someone signed out (docs/product.md §6): the
 * message and a way to sign in, rendered by the server, never a flash of the page.
 */
export function SignedOutNotice({ title }: { title: string }) {
  return (
    <AuthCard
      icon={LockKeyhole}
      title={title}
      description="Vous devez être connecté pour accéder à cette page."
    >
      <Button asChild size="lg" className="w-full">
        <Link to="/login">
          <LogIn aria-hidden="true" /> Se connecter
        </Link>
      </Button>
    </AuthCard>
  );
}
