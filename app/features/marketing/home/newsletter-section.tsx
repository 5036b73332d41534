import { Mail } from "#app/components/ui/icons/mail.tsx";
import type { ReactNode } from "react";
import { Container } from "#app/components/layout/container.tsx";

/** The newsletter band of the home page; the form itself belongs to the leads feature. */
export function NewsletterSection({ children, done }: { children: ReactNode; done?: boolean }) {
  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-titre"
      className="scroll-mt-20 bg-muted/50 py-12 md:py-16"
    >
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
        {done ? (
          <p
            role="status"
            className="mx-auto mt-6 max-w-lg font-medium text-green-800 dark:text-green-300"
          >
            {"Merci pour votre inscription à notre newsletter\u00a0!"}
          </p>
        ) : null}
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
