import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import { Container } from "#app/components/layout/container.tsx";

/** The newsletter band of the home page; the form itself belongs to the leads feature. */
export function NewsletterSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="newsletter-titre" className="bg-muted/50 py-12 md:py-16">
      <Container size="md" className="text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Mail className="size-6" aria-hidden="true" />
        </span>
        <h2 id="newsletter-titre" className="mt-4 text-3xl font-bold tracking-tight">
          Restez informé
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
          {"Un e-mail par mois, au plus\u00a0: nos nouveaux articles, nos conseils et nos offres."}
        </p>
        <div className="mx-auto mt-8 max-w-lg">{children}</div>
        <p className="mx-auto mt-4 max-w-lg text-sm text-muted-foreground">
          {
            "Nous respectons votre vie privée\u00a0: vos données ne sont jamais cédées, et vous pouvez vous désabonner à tout moment."
          }
        </p>
      </Container>
    </section>
  );
}
