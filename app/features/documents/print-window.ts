// The browser side of generation (SPEC.md §4): open a window, write the
// document, title it, print about 100 ms after it has loaded. No network call.

import interLatinUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type { PrintAssets } from "./print/page.ts";

export const PRINT_DELAY_MS = 100;

/**
 * Resolves true once print() has been called, false when the pop-up was
 * blocked (then nothing happens, as SPEC.md §8 says).
 */
export function printInNewWindow(html: string, title: string): Promise<boolean> {
  const win = window.open("", "_blank");
  if (!win) return Promise.resolve(false);
  return new Promise((resolve) => {
    let started = false;
    const print = () => {
      if (started) return;
      started = true;
      void win.document.fonts.ready.then(() => {
        window.setTimeout(() => {
          win.focus();
          win.print();
          resolve(true);
        }, PRINT_DELAY_MS);
      });
    };
    win.document.open();
    win.document.write(html);
    win.document.close();
    win.document.title = title;
    // document.open() drops listeners added before it: listen only now.
    if (win.document.readyState === "complete") print();
    else win.addEventListener("load", print, { once: true });
  });
}

/** The print window is about:blank: it reaches the site's font through an explicit base URL. */
export function printAssets(): PrintAssets {
  return { fontUrl: interLatinUrl, baseUrl: `${window.location.origin}/` };
}
