import { prefersReducedMotion } from "./appearance.ts";

// The page's scroll behaviours (docs/product.md §2), without React: the hydrated
// header and button (header.tsx, back-to-top.tsx) and the islands share them.

/** Past 10 px the header takes its scrolled style. */
export const HEADER_SCROLL_THRESHOLD = 10;
/** Past 300 px « Retour en haut » shows. */
export const BACK_TO_TOP_THRESHOLD = 300;

/** Back to the top: smoothly, or at once under reduced motion. */
export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" });
}
