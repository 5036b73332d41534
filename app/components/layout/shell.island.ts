import { detailsMenu } from "#app/components/ui/details-menu.ts";
import { followSystemTheme, toggleTheme } from "./appearance.ts";
import { BACK_TO_TOP_THRESHOLD, HEADER_SCROLL_THRESHOLD, scrollToTop } from "./scroll.ts";

// What every page with islands does (docs/decisions/037-public-islands.md), on the
// markup the root layout writes: the theme toggle, the header's style past 10 px,
// the `<details>` menus (account, mobile, share), « Retour en haut » past 300 px.

export function mountShell() {
  for (const button of document.querySelectorAll<HTMLElement>("[data-theme-toggle]")) {
    button.addEventListener("click", toggleTheme);
  }
  followSystemTheme();

  for (const details of document.querySelectorAll<HTMLDetailsElement>("details[data-menu]")) {
    detailsMenu(details);
  }

  const header = document.querySelector<HTMLElement>("[data-header]");
  const backToTop = document.querySelector<HTMLButtonElement>("[data-back-to-top]");
  backToTop?.addEventListener("click", scrollToTop);
  // Written only when it changes: the header's style follows it (header.tsx).
  const onScroll = () => {
    const y = window.scrollY;
    const scrolled = String(y > HEADER_SCROLL_THRESHOLD);
    if (header && header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
    const away = y <= BACK_TO_TOP_THRESHOLD;
    if (backToTop && backToTop.hidden !== away) backToTop.hidden = away;
  };
  onScroll();
  window.addEventListener("scroll", onScroll, { passive: true });
}
