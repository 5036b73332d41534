// The browser side of generation (docs/product.md §4): open a window, write the
// document, title it, print about 100 ms after it has loaded. The window is
// opened within the click (pop-up blockers allow only that); issuing asks the
// server first, so the document is written once the server has answered.

import interLatinExtUrl from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url";
import interLatinUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import emojiUrl from "#app/assets/fonts/NotoEmoji-Regular.ttf?url";
import arabicUrl from "#app/assets/fonts/NotoSansArabic-Regular.ttf?url";
import arabicSemiBoldUrl from "#app/assets/fonts/NotoSansArabic-SemiBold.ttf?url";
import arabicBoldUrl from "#app/assets/fonts/NotoSansArabic-Bold.ttf?url";
import cjkUrl from "#app/assets/fonts/NotoSansSC-Regular.ttf?url";
import type { PrintAssets } from "#app/features/print/html/page.ts";

export const PRINT_DELAY_MS = 100;

export type PrintWindow = {
  /** Writes the document and prints it; resolves once print() has been called. */
  print(html: string, title: string): Promise<void>;
  close(): void;
};

/** Opens the print window now, or returns null when the pop-up was blocked. */
export function openPrintWindow(waitingText = "Préparation du document…"): PrintWindow | null {
  const win = window.open("", "_blank");
  if (!win) return null;
  try {
    // Not document.write: the window's one write is the document itself.
    win.document.title = waitingText;
    win.document.body.textContent = waitingText;
  } catch {
    // A window the browser keeps from us: the document is written later anyway.
  }
  return {
    close: () => win.close(),
    print: (html, title) =>
      new Promise((resolve) => {
        let started = false;
        const print = () => {
          if (started) return;
          started = true;
          // The delay counts from the load, alongside the fonts (not after them:
          // a long document's fonts settle late, and the waits used to add up).
          const delay = new Promise((r) => window.setTimeout(r, PRINT_DELAY_MS));
          void Promise.all([delay, win.document.fonts.ready]).then(() => {
            win.focus();
            win.print();
            resolve();
          });
        };
        win.document.open();
        win.document.write(html);
        win.document.close();
        win.document.title = title;
        // document.open() drops listeners added before it: listen only now.
        if (win.document.readyState === "complete") print();
        else win.addEventListener("load", print, { once: true });
      }),
  };
}

/** The print window is about:blank: it reaches the site's fonts through an explicit base URL. */
export function printAssets(): PrintAssets {
  return {
    fontUrl: interLatinUrl,
    // The PDF's fonts for other scripts (ADR 024): fetched only for a character of theirs.
    scriptFonts: {
      latinExt: interLatinExtUrl,
      emoji: emojiUrl,
      arabic: { 400: arabicUrl, 600: arabicSemiBoldUrl, 700: arabicBoldUrl },
      cjk: cjkUrl,
    },
    baseUrl: `${window.location.origin}/`,
  };
}
