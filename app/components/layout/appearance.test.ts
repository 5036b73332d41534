import { describe, expect, it } from "vitest";
import { themeScript } from "./appearance.ts";

/** The head script run against a page of its own: its <html>, storage and system theme. */
function page(stored: Record<string, string>, systemDark = false) {
  const classes = new Set<string>();
  const listeners = new Map<string, () => void>();
  const html = {
    classList: {
      add: (c: string) => classes.add(c),
      toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)),
    },
    style: { colorScheme: "" },
  };
  const document = {
    documentElement: html,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const matchMedia = () => ({ matches: systemDark });
  new Function("document", "localStorage", "matchMedia", themeScript)(
    document,
    localStorage,
    matchMedia,
  );
  return { classes, html, listeners };
}

describe("the head script of the appearance", () => {
  it("sets the stored theme, else the system's, and marks the page as run with JavaScript", () => {
    expect([...page({ theme: "dark" }).classes].sort()).toEqual(["dark", "js"]);
    expect([...page({}, true).classes].sort()).toEqual(["dark", "js"]);
    expect([...page({ theme: "light" }, true).classes]).toEqual(["js"]);
    expect(page({ theme: "dark" }).html.style.colorScheme).toBe("dark");
  });

  it("applies it again when a page prepared ahead is shown: the theme chosen meanwhile", () => {
    const stored: Record<string, string> = { theme: "light" };
    const prepared = page(stored);
    expect(prepared.classes.has("dark")).toBe(false);
    // The person pointed at a link (the next page prerendered), then chose the dark theme.
    stored.theme = "dark";
    stored["high-contrast"] = "true";
    prepared.listeners.get("prerenderingchange")?.();
    expect(prepared.classes.has("dark")).toBe(true);
    expect(prepared.classes.has("high-contrast")).toBe(true);
    expect(prepared.html.style.colorScheme).toBe("dark");
  });
});
