import { useEffect, useSyncExternalStore, type ReactNode } from "react";

import {
  applyTheme,
  followSystemTheme,
  HIGH_CONTRAST_KEY,
  REDUCED_MOTION_KEY,
  remember,
  THEME_KEY,
  toggleTheme,
  type Theme,
} from "./appearance.ts";

export { themeScript, type Theme } from "./appearance.ts";

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
  toggleTheme();
  changed();
}

/** Follows the system's theme while the person has chosen none. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  useEffect(() => followSystemTheme(changed), []);
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
