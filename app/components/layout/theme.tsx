import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";

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

type ThemeContextValue = {
  theme: Theme;
  setTheme: (t: Theme) => void;
  toggle: () => void;
  reducedMotion: boolean;
  setReducedMotion: (on: boolean) => void;
  highContrast: boolean;
  setHighContrast: (on: boolean) => void;
};

const ThemeContext = createContext<ThemeContextValue>({
  theme: "light",
  setTheme: () => undefined,
  toggle: () => undefined,
  reducedMotion: false,
  setReducedMotion: () => undefined,
  highContrast: false,
  setHighContrast: () => undefined,
});

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

export function ThemeProvider({ children }: { children: ReactNode }) {
  // The server cannot know the theme; the head script already applied it, read it back.
  const [theme, setThemeState] = useState<Theme>("light");
  const [reducedMotion, setReducedMotionState] = useState(false);
  const [highContrast, setHighContrastState] = useState(false);

  useEffect(() => {
    const classes = document.documentElement.classList;
    setThemeState(classes.contains("dark") ? "dark" : "light");
    setReducedMotionState(classes.contains("reduce-motion"));
    setHighContrastState(classes.contains("high-contrast"));
    const media = matchMedia("(prefers-color-scheme: dark)");
    const follow = (e: MediaQueryListEvent) => {
      if (localStorage.getItem(THEME_KEY)) return;
      applyTheme(e.matches ? "dark" : "light");
      setThemeState(e.matches ? "dark" : "light");
    };
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, []);

  const setTheme = useCallback((next: Theme) => {
    applyTheme(next);
    remember(THEME_KEY, next);
    setThemeState(next);
  }, []);

  const setReducedMotion = useCallback((on: boolean) => {
    document.documentElement.classList.toggle("reduce-motion", on);
    remember(REDUCED_MOTION_KEY, String(on));
    setReducedMotionState(on);
  }, []);

  const setHighContrast = useCallback((on: boolean) => {
    document.documentElement.classList.toggle("high-contrast", on);
    remember(HIGH_CONTRAST_KEY, String(on));
    setHighContrastState(on);
  }, []);

  const toggle = useCallback(() => {
    setTheme(document.documentElement.classList.contains("dark") ? "light" : "dark");
  }, [setTheme]);

  return (
    <ThemeContext
      value={{
        theme,
        setTheme,
        toggle,
        reducedMotion,
        setReducedMotion,
        highContrast,
        setHighContrast,
      }}
    >
      {children}
    </ThemeContext>
  );
}

export function useTheme() {
  return useContext(ThemeContext);
}
