import { ArrowLeft } from "#app/components/ui/icons/arrow-left.tsx";
import { Link } from "react-router";
import { authLinkClass } from "./auth-card.tsx";

// Apart from auth-card.tsx: /login and /register do not load its arrow.

/** The way back to /login at the foot of the password pages. */
export function BackToLoginLink() {
  return (
    <Link to="/login" className={`inline-flex items-center gap-1.5 ${authLinkClass}`}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Retour à la connexion
    </Link>
  );
}
