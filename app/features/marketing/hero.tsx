import { ArrowRight } from "#app/components/ui/icons/arrow-right.tsx";
import { Sparkles } from "#app/components/ui/icons/sparkles.tsx";
import { Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { COMPANY_NAME } from "#app/config/company-name.ts";

// A transparent pixel: what phones load instead of the showcase, which they never show.
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-navy-950 text-white dark:border-b dark:border-white/10">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,oklch(0.82_0.12_75/0.22),transparent_55%),radial-gradient(ellipse_at_bottom_left,oklch(0.5_0.14_262/0.45),transparent_60%)]"
      />
      <Container className="relative grid items-center gap-10 py-20 md:py-24 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-sand-400">
            <Sparkles className="size-4" aria-hidden="true" />
            Agence digitale à Dakar
          </p>
          <h1 className="mt-6 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl lg:text-[3.4rem]">
            Votre croissance mérite un{"\u00a0"}digital{" "}
            <span className="text-sand-400">audacieux</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-navy-100">
            {COMPANY_NAME} conçoit des sites web, des applications mobiles et des stratégies de
            marketing digital qui font grandir les entreprises du Sénégal et d'Afrique.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accentOnDark">
              <Link to="/services">
                Découvrir nos services <ArrowRight />
              </Link>
            </Button>
            <Button asChild size="lg" variant="onDark">
              <Link to="/contact">Nous contacter</Link>
            </Button>
          </div>
        </div>
        {/* Wide screens only: the source is chosen by media query, so phones download nothing. */}
        <picture className="hidden lg:block">
          <source
            media="(min-width: 64rem)"
            srcSet="/images/hero/vitrine.svg"
            width={640}
            height={540}
          />
          <img
            src={NOTHING}
            width={640}
            height={540}
            fetchPriority="high"
            alt={`Quelques réalisations de l'agence\u00a0: le site de l'Hôtel Kaay Saly, le suivi d'une course Yobbal Express, une commande payée par Wave sur la boutique Keur Wax Couture et les frais de scolarité du groupe scolaire Yeesal`}
            className="h-auto w-full"
          />
        </picture>
      </Container>
    </section>
  );
}
