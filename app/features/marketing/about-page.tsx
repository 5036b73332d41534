import { ArrowRight } from "#app/components/ui/icons/arrow-right.tsx";
import { CalendarDays } from "#app/components/ui/icons/calendar-days.tsx";
import { MapPin } from "#app/components/ui/icons/map-pin.tsx";
import { Quote } from "#app/components/ui/icons/quote.tsx";
import { Users } from "#app/components/ui/icons/users.tsx";
import { Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { LinkedInIcon } from "#app/components/layout/social-icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useCompany } from "#app/components/layout/use-company.ts";
import { history, mission, values } from "#content/about.ts";
import type { TeamMember } from "#content/types.ts";
import { CtaBand } from "./cta-band.tsx";
import { ContentIcon } from "./icon.tsx";

/** The About page (docs/product.md §2): mission, values, history, team and a call to action. */
export function AboutPage({
  servicesCount,
  partnersCount,
  team,
}: {
  servicesCount: number;
  partnersCount: number;
  /** The active members (content/team.ts), in their order. */
  team: TeamMember[];
}) {
  const company = useCompany();
  return (
    <>
      <PageBanner
        eyebrow="À propos"
        title="Une agence digitale née à Dakar"
        lead={company.blurb}
        crumbs={[{ name: "À propos", to: "/about" }]}
        art="/images/banners/a-propos.svg"
      />
      <MissionSection
        servicesCount={servicesCount}
        partnersCount={partnersCount}
        teamSize={team.length}
      />
      <ValuesSection />
      <HistorySection />
      <TeamSection team={team} />
      <CtaBand
        id="about-cta-title"
        title={"Envie de travailler avec nous\u00a0?"}
        lead={
          "Parlez-nous de votre projet\u00a0: le premier échange de 30\u00a0minutes est offert et sans engagement, et vous recevez ensuite un devis détaillé."
        }
        primary={{ label: "Nous contacter", to: "/contact" }}
        secondary={{ label: "Découvrir nos services", to: "/services" }}
      />
    </>
  );
}

function MissionSection({
  servicesCount,
  partnersCount,
  teamSize,
}: {
  servicesCount: number;
  partnersCount: number;
  teamSize: number;
}) {
  // Counted from the content, so the figures never drift from the rest of the site.
  const facts = [
    { value: String(servicesCount), label: "expertises complémentaires" },
    { value: String(teamSize), label: "talents à votre écoute" },
    { value: `${partnersCount}+`, label: "clients satisfaits" },
    { value: "30 min", label: "de consultation offerte" },
  ];
  return (
    <section aria-labelledby="mission-title" className="py-12 md:py-16">
      <Container className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">
            Ce qui nous anime
          </p>
          <h2 id="mission-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Notre mission
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{mission}</p>
          <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
            <Link to="/contact">
              Parlons de votre projet <ArrowRight />
            </Link>
          </Button>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {facts.map((fact) => (
            <div
              key={fact.label}
              className="flex flex-col-reverse rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
            >
              <dt className="mt-1 text-sm text-muted-foreground">{fact.label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

function ValuesSection() {
  return (
    <section aria-labelledby="values-title" className="bg-muted py-12 md:py-16">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="values-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Nos valeurs
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Trois principes guident chacun de nos projets, du premier échange au suivi après la mise
            en ligne.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {values.map((value) => (
            <li key={value.title} className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                <ContentIcon name={value.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-bold">{value.title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{value.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function HistorySection() {
  const company = useCompany();
  const milestones = [
    {
      icon: CalendarDays,
      when: history.founded,
      title: "Création à Dakar",
      text: `${company.name} voit le jour à ${company.address.city}, avec l'ambition d'accompagner les entreprises sénégalaises dans leur transformation digitale.`,
    },
    {
      icon: Users,
      when: "Dès le départ",
      title: "Tous les métiers du digital",
      text: "Développement, design, community management et relation client réunis autour d'un interlocuteur unique.",
    },
    {
      icon: MapPin,
      when: "Aujourd'hui",
      title: "Au Sénégal et en Afrique",
      text: "Commerces, écoles, ONG et acteurs du tourisme partout au Sénégal, et des clients accompagnés à distance ailleurs en Afrique.",
    },
  ];
  // The motto reads « slogan : explanation »; the slogan becomes the quote's title.
  const [slogan, ...rest] = history.motto.split("\u00a0:");
  const explanation = rest.join("\u00a0:").trim();
  return (
    <section aria-labelledby="history-title" className="py-12 md:py-16">
      <Container className="grid gap-12 lg:grid-cols-[3fr_2fr] lg:gap-16">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">
            {`Depuis ${history.founded}`}
          </p>
          <h2 id="history-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Notre histoire
          </h2>
          <div className="mt-5 space-y-4 leading-relaxed text-muted-foreground">
            {history.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          <figure className="relative mt-8 overflow-hidden rounded-2xl bg-navy-950 p-6 text-white sm:p-8 dark:border dark:bg-navy-900">
            <Quote
              className="absolute -right-2 -top-2 size-24 text-white/5"
              aria-hidden="true"
              strokeWidth={1.5}
            />
            <p className="text-sm font-semibold uppercase tracking-wider text-sand-400">
              Notre devise
            </p>
            <blockquote className="mt-3">
              <p className="text-2xl font-bold leading-snug sm:text-3xl">
                {`«\u00a0${slogan}\u00a0»`}
              </p>
              {explanation ? (
                <p className="mt-3 leading-relaxed text-navy-100">
                  {explanation.charAt(0).toUpperCase() + explanation.slice(1)}
                </p>
              ) : null}
            </blockquote>
          </figure>
        </div>
        <div>
          <h3 className="text-lg font-bold">Les grandes étapes</h3>
          <ol className="mt-6 ml-[18px] space-y-8 border-l-2 border-border pl-8">
            {milestones.map((m) => (
              <li key={m.title} className="relative">
                <span className="absolute -left-[51px] top-0 inline-flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground ring-4 ring-background">
                  <m.icon className="size-4" aria-hidden="true" />
                </span>
                <p className="text-sm font-semibold uppercase tracking-wider text-primary">
                  {m.when}
                </p>
                <p className="mt-1 text-lg font-bold">{m.title}</p>
                <p className="mt-1 leading-relaxed text-muted-foreground">{m.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </Container>
    </section>
  );
}

function TeamSection({ team }: { team: TeamMember[] }) {
  return (
    <section aria-labelledby="team-title" className="bg-muted py-12 md:py-16">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="team-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Notre équipe
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            {`Une équipe de ${team.length} passionnés, basée à Dakar, qui suit votre projet de bout en bout.`}
          </p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {team.map((member) => (
            <li
              key={member.id}
              className="flex items-center gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:flex-col sm:p-6 sm:text-center"
            >
              <img
                src={member.avatar.src}
                width={member.avatar.width}
                height={member.avatar.height}
                alt={member.avatar.alt}
                loading="lazy"
                decoding="async"
                className="size-20 shrink-0 rounded-full bg-muted object-cover ring-4 ring-accent/30 sm:size-32"
              />
              <div className="min-w-0 flex-1 sm:flex sm:flex-col sm:items-center">
                <h3 className="text-lg font-bold leading-snug">{member.name}</h3>
                <p className="mt-1 text-sm text-muted-foreground sm:mb-4">{member.position}</p>
                <a
                  href={member.linkedinUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Profil LinkedIn de ${member.name}`}
                  className="mt-3 inline-flex size-10 items-center justify-center rounded-full border bg-background text-foreground transition-colors hover:border-primary hover:text-primary sm:mt-auto"
                >
                  <LinkedInIcon className="size-4" />
                </a>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
