import { Quote } from "#app/components/ui/icons/quote.tsx";
import { Container } from "#app/components/layout/container.tsx";
import { SectionHeading } from "#app/components/layout/section-heading.tsx";
import type { Testimonial } from "#content/types.ts";

export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <section aria-labelledby="temoignages-titre" className="bg-muted/50 py-12 md:py-16">
      <Container>
        <SectionHeading
          id="temoignages-titre"
          eyebrow="Témoignages"
          title="Ce que nos clients en disent"
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.id} className="flex">
              <figure className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
                <Quote className="size-8 text-accent" aria-hidden="true" />
                <blockquote className="mt-4 flex-1 leading-relaxed">
                  <p>{t.content}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <img
                    src={t.avatar.src}
                    width={48}
                    height={48}
                    alt={t.avatar.alt}
                    loading="lazy"
                    decoding="async"
                    className="size-12 rounded-full bg-muted"
                  />
                  <span>
                    <span className="block font-semibold">{t.author}</span>
                    <span className="block text-sm text-muted-foreground">{t.position}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
