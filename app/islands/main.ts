import { mountShell } from "#app/components/layout/shell.island.ts";
import { mountToaster } from "#app/components/layout/toaster.island.ts";

// The one script of a public page (docs/decisions/037-public-islands.md): no
// framework, the shell's behaviours at once, and each island the page's HTML names
// (`data-island="<name>"`) from its own module, `<name>.island.ts`, loaded only by
// the pages that have it.

type Island = { mount: (element: HTMLElement) => void };

const ISLANDS: Record<string, () => Promise<Island>> = {
  "welcome-toast": () => import("#app/features/marketing/home/welcome-toast.island.ts"),
  "partners-carousel": () => import("#app/features/marketing/partners-carousel.island.ts"),
  "relative-date": () => import("#app/features/blog/components/relative-date.island.ts"),
  "article-browser": () => import("#app/features/blog/components/article-browser.island.ts"),
  "share-menu": () => import("#app/features/blog/components/share-menu.island.ts"),
  "server-form": () => import("#app/components/forms/server-form.island.ts"),
  "newsletter-form": () => import("#app/features/newsletter/newsletter-form.island.ts"),
  "contact-form": () => import("#app/features/contact/components/contact-form.island.ts"),
};

function boot() {
  mountToaster();
  mountShell();
  const pages = new Map<string, HTMLElement[]>();
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = element.dataset.island!;
    pages.set(name, [...(pages.get(name) ?? []), element]);
  }
  const loading = [...pages].map(async ([name, elements]) => {
    const island = await ISLANDS[name]?.();
    for (const element of elements) island?.mount(element);
  });
  // The browser tests wait for this (tests/e2e/fixtures.ts, waitForHydration).
  void Promise.allSettled(loading).then(() => {
    document.documentElement.dataset.islands = "ready";
  });
}

// A page prerendered ahead of a click (speculation rules) starts when it is shown:
// the welcome's delay, the carousel's clock and toasts are for the person who sees it.
if ((document as Document & { prerendering?: boolean }).prerendering) {
  document.addEventListener("prerenderingchange", boot, { once: true });
} else {
  boot();
}
