// docs/product.md §4 "Trusted-clients carousel", as pure functions the component drives.

export const PROGRESS_TICK_MS = 50;
export const PROGRESS_MAX = 100;
// align "start": at rest the slides fill the viewport whole, none cut at its edges.
export const CAROUSEL_OPTIONS = {
  loop: true,
  dragThreshold: 10,
  duration: 25,
  align: "start",
} as const;

/** One tick: +1; past 100 it is time to move on, and the counter starts again at 0. */
export function tick(progress: number): { progress: number; advance: boolean } {
  const next = progress + 1;
  return next > PROGRESS_MAX ? { progress: 0, advance: true } : { progress: next, advance: false };
}

/** The slide after `current`, or the first when none follows. */
export function nextSlide(current: number, count: number, canScrollNext: boolean): number {
  return canScrollNext && current + 1 < count ? current + 1 : 0;
}

/**
 * The slider's keyboard (docs/product.md §4): arrows by 1, Page keys or Shift+arrows
 * by 10, Home and End to the bounds. Null for any other key.
 */
export function sliderKey(key: string, shift: boolean, value: number): number | null {
  const big = 10;
  let next: number;
  switch (key) {
    case "ArrowRight":
    case "ArrowUp":
      next = value + (shift ? big : 1);
      break;
    case "ArrowLeft":
    case "ArrowDown":
      next = value - (shift ? big : 1);
      break;
    case "PageUp":
      next = value + big;
      break;
    case "PageDown":
      next = value - big;
      break;
    case "Home":
      next = 0;
      break;
    case "End":
      next = PROGRESS_MAX;
      break;
    default:
      return null;
  }
  return Math.min(PROGRESS_MAX, Math.max(0, next));
}
