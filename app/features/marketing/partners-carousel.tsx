import { ChevronLeft } from "#app/components/ui/icons/chevron-left.tsx";
import { ChevronRight } from "#app/components/ui/icons/chevron-right.tsx";
import { Pause } from "#app/components/ui/icons/pause.tsx";
import { Play } from "#app/components/ui/icons/play.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { Partner } from "#content/types.ts";

/**
 * The trusted-clients carousel (docs/product.md §4): a progress counter moves it on
 * every five seconds; it pauses under reduced motion, on hover and focus, and
 * with its own button (WCAG 2.2.2). The server draws it at rest, the slides laid
 * out by CSS alone (the first ones in view); its island (partners-carousel.island.ts)
 * fetches Embla when it comes near the viewport, so nothing moves when Embla takes over.
 * Without JavaScript the row scrolls by itself (wheel, finger, keyboard) and its
 * controls, which would do nothing, are not shown (the `js:` variant, ADR 037).
 */
export function PartnersCarousel({ partners }: { partners: Partner[] }) {
  return (
    <div data-island="partners-carousel" data-count={partners.length}>
      <div
        role="region"
        aria-roledescription="carrousel"
        aria-label="Ils nous font confiance"
        tabIndex={0}
        className="snap-x snap-mandatory overflow-x-auto rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring js:snap-none js:overflow-hidden"
        data-viewport=""
      >
        <div className="-ml-4 flex js:touch-pan-y">
          {partners.map((partner, i) => (
            <div
              key={partner.name}
              role="group"
              aria-roledescription="diapositive"
              aria-label={`${i + 1} sur ${partners.length}\u00a0: ${partner.name}`}
              className="min-w-0 flex-[0_0_50%] snap-start pl-4 sm:flex-[0_0_33.333%] lg:flex-[0_0_25%]"
            >
              <div className="flex h-28 items-center justify-center rounded-xl border bg-card px-4 shadow-sm dark:bg-white">
                <img
                  src={partner.logo.src}
                  width={partner.logo.width}
                  height={partner.logo.height}
                  alt={partner.logo.alt}
                  loading="lazy"
                  decoding="async"
                  className="h-auto max-h-16 w-auto max-w-full"
                />
              </div>
            </div>
          ))}
        </div>
      </div>

      <div className="mt-6 hidden items-center gap-3 js:flex">
        <Button
          type="button"
          variant="outline"
          size="icon"
          disabled
          aria-label="Client précédent"
          data-prev=""
        >
          <ChevronLeft />
        </Button>
        <div
          role="slider"
          tabIndex={0}
          aria-label="Progression avant le client suivant"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={0}
          aria-valuetext={"0\u00a0%"}
          className="relative h-2 flex-1 overflow-hidden rounded-full bg-muted focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          data-slider=""
        >
          <div
            className="h-full rounded-full bg-primary"
            style={{ width: "0%" }}
            data-testid="carousel-progress"
          />
        </div>
        <Button
          type="button"
          variant="outline"
          size="icon"
          disabled
          aria-label="Client suivant"
          data-next=""
        >
          <ChevronRight />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-pressed={false}
          aria-label="Mettre en pause le défilement"
          data-pause=""
          data-label-pause="Mettre en pause le défilement"
          data-label-play="Reprendre le défilement"
        >
          <Play className="hidden" data-icon="play" />
          <Pause data-icon="pause" />
        </Button>
      </div>
      {/* Announced only when people move it themselves, not every five seconds. */}
      <p className="sr-only" aria-live="polite" data-status="">
        {`Client 1 sur ${partners.length}`}
      </p>
    </div>
  );
}
