import type { EmblaCarouselType } from "embla-carousel";
import { prefersReducedMotion } from "#app/components/layout/appearance.ts";
import {
  CAROUSEL_OPTIONS,
  nextSlide,
  PROGRESS_TICK_MS,
  sliderKey,
  tick,
} from "./carousel-logic.ts";

/**
 * The partners carousel's behaviour (docs/product.md §4, partners-carousel.tsx):
 * Embla is fetched when the carousel comes within 300 px of the viewport, or is
 * pointed at or focused; then the progress counter ticks every 50 ms and moves it
 * on past 100, unless paused by its button, by reduced motion, or while pointed at
 * or focused; arrows move it; the slider takes the keyboard of a slider.
 */
export function mount(root: HTMLElement) {
  const viewport = root.querySelector<HTMLElement>("[data-viewport]")!;
  const slider = root.querySelector<HTMLElement>("[data-slider]")!;
  const bar = slider.firstElementChild as HTMLElement;
  const prev = root.querySelector<HTMLButtonElement>("[data-prev]")!;
  const next = root.querySelector<HTMLButtonElement>("[data-next]")!;
  const pause = root.querySelector<HTMLButtonElement>("[data-pause]")!;
  const status = root.querySelector<HTMLElement>("[data-status]")!;
  const count = Number(root.dataset.count);

  let api: EmblaCarouselType | undefined;
  let progress = 0;
  let paused = false;
  let hovered = false;
  let reduced = prefersReducedMotion();
  let timer: number | undefined;

  const setProgress = (value: number) => {
    progress = value;
    slider.setAttribute("aria-valuenow", String(value));
    slider.setAttribute("aria-valuetext", `${value}\u00a0%`);
    bar.style.width = `${value}%`;
  };

  const update = () => {
    const running = Boolean(api) && !paused && !hovered && !reduced;
    status.setAttribute("aria-live", running ? "off" : "polite");
    pause.disabled = reduced;
    pause.setAttribute("aria-pressed", String(paused));
    pause.setAttribute(
      "aria-label",
      (paused ? pause.dataset.labelPlay : pause.dataset.labelPause) ?? "",
    );
    pause.querySelector('[data-icon="play"]')?.classList.toggle("hidden", !(paused || reduced));
    pause.querySelector('[data-icon="pause"]')?.classList.toggle("hidden", paused || reduced);
    if (running && timer === undefined) {
      timer = window.setInterval(() => {
        const after = tick(progress);
        setProgress(after.progress);
        if (after.advance && api) {
          const slides = api.scrollSnapList().length;
          api.scrollTo(nextSlide(api.selectedScrollSnap(), slides, api.canScrollNext()));
        }
      }, PROGRESS_TICK_MS);
    } else if (!running && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };

  const onSelect = () => {
    if (!api) return;
    status.textContent = `Client ${api.selectedScrollSnap() + 1} sur ${count}`;
    prev.disabled = !api.canScrollPrev();
    next.disabled = !api.canScrollNext();
    setProgress(0);
  };

  let wanted = false;
  const wake = () => {
    if (wanted) return;
    wanted = true;
    observer.disconnect();
    import("embla-carousel").then(
      ({ default: EmblaCarousel }) => {
        api = EmblaCarousel(viewport, CAROUSEL_OPTIONS);
        api.on("select", onSelect).on("reInit", onSelect);
        onSelect();
        update();
      },
      // Not loaded (offline): the slides stay as the server laid them out.
      () => undefined,
    );
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) wake();
    },
    { rootMargin: "300px 0px" },
  );
  observer.observe(viewport);

  const hold = (on: boolean) => {
    hovered = on;
    update();
  };
  root.addEventListener("mouseenter", () => {
    wake();
    hold(true);
  });
  root.addEventListener("mouseleave", () => hold(false));
  root.addEventListener("focusin", () => {
    wake();
    hold(true);
  });
  root.addEventListener("focusout", (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) hold(false);
  });

  viewport.addEventListener("keydown", (event) => {
    if (event.target !== viewport) return;
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      api?.scrollPrev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      api?.scrollNext();
    }
  });
  slider.addEventListener("keydown", (event) => {
    const value = sliderKey(event.key, event.shiftKey, progress);
    if (value === null) return;
    event.preventDefault();
    event.stopPropagation();
    setProgress(value);
  });
  prev.addEventListener("click", () => api?.scrollPrev());
  next.addEventListener("click", () => api?.scrollNext());
  pause.addEventListener("click", () => {
    paused = !paused;
    update();
  });

  const motion = matchMedia("(prefers-reduced-motion: reduce)");
  motion.addEventListener("change", () => {
    reduced = prefersReducedMotion();
    update();
  });
  update();
}
