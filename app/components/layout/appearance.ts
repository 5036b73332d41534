// The appearance on <html> (theme, reduced motion, high contrast), without React: the
// head script, the hydrated pages' store (theme.tsx) and the islands' theme toggle
// (shell.island.ts) all go through these.

export type Theme = "light" | "dark";
export const THEME_KEY = "theme";
export const REDUCED_MOTION_KEY = "reduced-motion";
export const HIGH_CONTRAST_KEY = "high-contrast";

/**
 * Runs in <head> before the first paint, so the page never flashes the wrong
 * theme: the stored choice, else the system preference; plus the appearance
 * preferences of the settings page. It also marks <html> with `js`: what only
 * works with JavaScript (the `js:` variant of app.css) shows from the first
 * paint, so nothing moves when the islands arrive (ADR 037). A page prerendered
 * ahead of a click (speculation rules) runs it again when it is shown: the theme
 * may have been chosen since.
 */
export const themeScript = `(function(){function a(){try{var d=document.documentElement,s=localStorage,t=s.getItem("${THEME_KEY}");d.classList.add("js");var k=t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);d.classList.toggle("dark",k);d.style.colorScheme=k?"dark":"light";d.classList.toggle("reduce-motion",s.getItem("${REDUCED_MOTION_KEY}")==="true");d.classList.toggle("high-contrast",s.getItem("${HIGH_CONTRAST_KEY}")==="true")}catch(e){document.documentElement.classList.add("js")}}a();document.addEventListener("prerenderingchange",a,{once:true})})();`;

export function remember(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

export function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}

/** The other theme, applied and remembered. */
export function toggleTheme() {
  const next: Theme = document.documentElement.classList.contains("dark") ? "light" : "dark";
  applyTheme(next);
  remember(THEME_KEY, next);
}

/** Follows the system's theme while the person has chosen none; returns the way to stop. */
export function followSystemTheme(changed: () => void = () => undefined): () => void {
  const media = matchMedia("(prefers-color-scheme: dark)");
  const follow = (e: MediaQueryListEvent) => {
    try {
      if (localStorage.getItem(THEME_KEY)) return;
    } catch {
      // No storage: the system decides.
    }
    applyTheme(e.matches ? "dark" : "light");
    changed();
  };
  media.addEventListener("change", follow);
  return () => media.removeEventListener("change", follow);
}

/** Reduced motion, asked by the system or chosen in the settings. */
export function prefersReducedMotion(): boolean {
  return (
    matchMedia("(prefers-reduced-motion: reduce)").matches ||
    document.documentElement.classList.contains("reduce-motion")
  );
}
