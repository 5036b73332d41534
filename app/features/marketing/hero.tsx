import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Container } from "#app/components/layout/container.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { company } from "#app/config/company.ts";

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-navy-950 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,oklch(0.82_0.12_75/0.22),transparent_55%),radial-gradient(ellipse_at_bottom_left,oklch(0.5_0.14_262/0.45),transparent_60%)]"
      />
      <Container className="relative py-20 md:py-28 lg:py-32">
        <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-sand-400">
          <Sparkles className="size-4" aria-hidden="true" />
          Agence digitale à Dakar
        </p>
        <h1 className="mt-6 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl lg:text-6xl">
          Votre croissance mérite un{"\u00a0"}digital{" "}
          <span className="text-sand-400">audacieux</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-navy-100">
          {company.name} conçoit des sites web, des applications mobiles et des stratégies de
          marketing digital qui font grandir les entreprises du Sénégal et d'Afrique.
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" variant="accent" className="focus-visible:outline-white">
            <Link to="/services">
              Découvrir nos services <ArrowRight />
            </Link>
          </Button>
          <Button asChild size="lg" variant="onDark">
            <Link to="/contact">Nous contacter</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
