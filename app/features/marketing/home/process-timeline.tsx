import { Container } from "#app/components/layout/container.tsx";
import { SectionHeading } from "#app/components/layout/section-heading.tsx";
import { ContentIcon } from "#app/features/marketing/icon.tsx";
import type { ProcessStep } from "#content/types.ts";

/** The five steps of the work process on a vertical timeline (docs/product.md §2). */
export function ProcessTimeline({ processSteps }: { processSteps: ProcessStep[] }) {
  return (
    <section aria-labelledby="processus-titre" className="bg-muted/50 py-12 md:py-16">
      <Container size="md">
        <SectionHeading
          id="processus-titre"
          eyebrow="Notre méthode"
          title="Comment nous travaillons"
          lead="Cinq étapes claires, un interlocuteur unique, et vous voyez votre projet avancer à chaque étape."
        />
        <ol className="relative mt-12 space-y-10 before:absolute before:bottom-2 before:left-6 before:top-2 before:w-0.5 before:bg-border">
          {processSteps.map((step) => (
            <li key={step.step} className="relative flex gap-6">
              <span className="relative z-10 inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-md ring-4 ring-background">
                <ContentIcon name={step.icon} className="size-5" />
              </span>
              <div className="pt-1">
                <p className="text-sm font-semibold text-primary">Étape {step.step}</p>
                <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
