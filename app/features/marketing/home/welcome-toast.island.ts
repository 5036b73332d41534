import { toast } from "#app/components/layout/toaster.island.ts";

const KEY = "td:welcomed";
export const WELCOME_DELAY_MS = 500;

/** Once per visit (the tab's session), 500 ms after the page shows; never over an answer. */
export function mount(element: HTMLElement) {
  try {
    if (sessionStorage.getItem(KEY)) return;
    sessionStorage.setItem(KEY, "1");
  } catch {
    return;
  }
  const { message = "", description } = element.dataset;
  window.setTimeout(
    // A greeting never covers an answer (« Connexion réussie » after a redirect here).
    () => toast(message, { description, unlessBusy: true }),
    WELCOME_DELAY_MS,
  );
}
