import { useEffect, useSyncExternalStore, type ReactNode } from "react";

export type Theme = "light" | "dark";
export const THEME_KEY = "theme";
export const REDUCED_MOTION_KEY = "reduced-motion";
export const HIGH_CONTRAST_KEY = "high-contrast";

/**
 * Runs in <head> before the first paint, so the page never flashes the wrong
 * theme: the stored choice, else the system preference; plus the appearance
 * preferences of the settings page.
 */
export const themeScript = `(function(){try{var d=document.documentElement,s=localStorage,t=s.getItem("${THEME_KEY}");var k=t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);d.classList.toggle("dark",k);d.style.colorScheme=k?"dark":"light";d.classList.toggle("reduce-motion",s.getItem("${REDUCED_MOTION_KEY}")==="true");d.classList.toggle("high-contrast",s.getItem("${HIGH_CONTRAST_KEY}")==="true")}catch(e){}})();`;

// The appearance lives where the head script put it, on <html>'s classes; components
// read it through a store, not a context. A context's new value after hydration (the
// dark theme read back) would reach the parts still waiting for their code
// (hydrate-later.tsx), and React would drop their server HTML until it came (ADR 014).

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function changed() {
  for (const listener of listeners) listener();
}

const hasClass = (name: string) => () => document.documentElement.classList.contains(name);
const isDark = hasClass("dark");
const isReducedMotion = hasClass("reduce-motion");
const isHighContrast = hasClass("high-contrast");
const onServer = () => false;

function remember(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}

function setTheme(next: Theme) {
  applyTheme(next);
  remember(THEME_KEY, next);
  changed();
}

function setReducedMotion(on: boolean) {
  document.documentElement.classList.toggle("reduce-motion", on);
  remember(REDUCED_MOTION_KEY, String(on));
  changed();
}

function setHighContrast(on: boolean) {
  document.documentElement.classList.toggle("high-contrast", on);
  remember(HIGH_CONTRAST_KEY, String(on));
  changed();
}

function toggle() {
  setTheme(document.documentElement.classList.contains("dark") ? "light" : "dark");
}

/** Follows the system's theme while the person has chosen none. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    const media = matchMedia("(prefers-color-scheme: dark)");
    const follow = (e: MediaQueryListEvent) => {
      if (localStorage.getItem(THEME_KEY)) return;
      applyTheme(e.matches ? "dark" : "light");
      changed();
    };
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, []);
  return children;
}

/** The appearance and its setters; the server (which cannot know it) renders the light one. */
export function useTheme() {
  const dark = useSyncExternalStore(subscribe, isDark, onServer);
  const reducedMotion = useSyncExternalStore(subscribe, isReducedMotion, onServer);
  const highContrast = useSyncExternalStore(subscribe, isHighContrast, onServer);
  return {
    theme: (dark ? "dark" : "light") as Theme,
    setTheme,
    toggle,
    reducedMotion,
    setReducedMotion,
    highContrast,
    setHighContrast,
  };
}
