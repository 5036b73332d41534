import type { EmblaCarouselType } from "embla-carousel";
import { ChevronLeft } from "#app/components/ui/icons/chevron-left.tsx";
import { ChevronRight } from "#app/components/ui/icons/chevron-right.tsx";
import { Pause } from "#app/components/ui/icons/pause.tsx";
import { Play } from "#app/components/ui/icons/play.tsx";
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefCallback,
} from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { Partner } from "#content/types.ts";
import {
  CAROUSEL_OPTIONS,
  nextSlide,
  PROGRESS_TICK_MS,
  sliderKey,
  tick,
} from "./carousel-logic.ts";

function prefersReducedMotion(): boolean {
  return (
    window.matchMedia("(prefers-reduced-motion: reduce)").matches ||
    document.documentElement.classList.contains("reduce-motion")
  );
}

/**
 * Embla, fetched when the carousel comes near the viewport or is first pointed at
 * or focused: it is no part of the page's first load. Until then the slides are
 * the server's markup, laid out by CSS alone (the first ones in view), so nothing
 * moves when Embla takes over.
 */
function useLazyEmbla(): [RefCallback<HTMLElement>, EmblaCarouselType | undefined, () => void] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType>();

  useEffect(() => {
    if (!node || wanted) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, wanted]);

  useEffect(() => {
    if (!node || !wanted) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    import("embla-carousel").then(
      ({ default: EmblaCarousel }) => {
        if (cancelled) return;
        instance = EmblaCarousel(node, CAROUSEL_OPTIONS);
        setApi(instance);
      },
      // Not loaded (offline): the slides stay as the server laid them out.
      () => undefined,
    );
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [node, wanted]);

  const wake = useCallback(() => setWanted(true), []);
  return [setNode, api, wake];
}

/**
 * The trusted-clients carousel (docs/product.md §4): a progress counter moves it on
 * every five seconds; it pauses under reduced motion, on hover and focus, and
 * with its own button (WCAG 2.2.2).
 */
export function PartnersCarousel({ partners }: { partners: Partner[] }) {
  const [viewportRef, api, wake] = useLazyEmbla();
  const [progress, setProgressState] = useState(0);
  const progressRef = useRef(0);
  const setProgress = useCallback((value: number) => {
    progressRef.current = value;
    setProgressState(value);
  }, []);
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [reduced, setReduced] = useState(false);

  useEffect(() => {
    setReduced(prefersReducedMotion());
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const onChange = () => setReduced(prefersReducedMotion());
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      setSelected(api.selectedScrollSnap());
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
      setProgress(0);
    };
    onSelect();
    api.on("select", onSelect).on("reInit", onSelect);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect);
    };
  }, [api, setProgress]);

  const running = Boolean(api) && !paused && !hovered && !reduced;
  useEffect(() => {
    if (!running || !api) return;
    const id = window.setInterval(() => {
      const next = tick(progressRef.current);
      setProgress(next.progress);
      if (next.advance) {
        const count = api.scrollSnapList().length;
        api.scrollTo(nextSlide(api.selectedScrollSnap(), count, api.canScrollNext()));
      }
    }, PROGRESS_TICK_MS);
    return () => window.clearInterval(id);
  }, [running, api, setProgress]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.target !== event.currentTarget) return;
      if (event.key === "ArrowLeft") {
        event.preventDefault();
        api?.scrollPrev();
      } else if (event.key === "ArrowRight") {
        event.preventDefault();
        api?.scrollNext();
      }
    },
    [api],
  );

  const onSliderKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = sliderKey(event.key, event.shiftKey, progress);
    if (next === null) return;
    event.preventDefault();
    event.stopPropagation();
    setProgress(next);
  };

  return (
    <div
      onMouseEnter={() => {
        wake();
        setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        wake();
        setHovered(true);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHovered(false);
      }}
    >
      <div
        role="region"
        aria-roledescription="carrousel"
        aria-label="Ils nous font confiance"
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        ref={viewportRef}
      >
        <div className="-ml-4 flex touch-pan-y">
          {partners.map((partner, i) => (
            <div
              key={partner.name}
              role="group"
              aria-roledescription="diapositive"
              aria-label={`${i + 1} sur ${partners.length}\u00a0: ${partner.name}`}
              className="min-w-0 flex-[0_0_50%] pl-4 sm:flex-[0_0_33.333%] lg:flex-[0_0_25%]"
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

      <div className="mt-6 flex items-center gap-3">
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={() => api?.scrollPrev()}
          disabled={!canPrev}
          aria-label="Client précédent"
        >
          <ChevronLeft />
        </Button>
        <div
          role="slider"
          tabIndex={0}
          aria-label="Progression avant le client suivant"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={`${progress}\u00a0%`}
          onKeyDown={onSliderKey}
          className="relative h-2 flex-1 overflow-hidden rounded-full bg-muted focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        >
          <div
            className="h-full rounded-full bg-primary"
            style={{ width: `${progress}%` }}
            data-testid="carousel-progress"
          />
        </div>
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={() => api?.scrollNext()}
          disabled={!canNext}
          aria-label="Client suivant"
        >
          <ChevronRight />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
          aria-label={paused ? "Reprendre le défilement" : "Mettre en pause le défilement"}
          disabled={reduced}
        >
          {paused || reduced ? <Play /> : <Pause />}
        </Button>
      </div>
      {/* Announced only when people move it themselves, not every five seconds. */}
      <p className="sr-only" aria-live={running ? "off" : "polite"}>
        {`Client ${selected + 1} sur ${partners.length}`}
      </p>
    </div>
  );
}
