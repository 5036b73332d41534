import type { Toast as PendingToast } from "#app/lib/toast.ts";
import { createToastStore, toastApi } from "./toast-store.ts";

// The toast region of a page with islands (docs/decisions/037-public-islands.md):
// the same store as the hydrated pages' (toast-store.ts), drawn by cloning the
// toast the server wrote into the region's <template> (toaster.tsx).

const store = createToastStore();

/** The islands' door to toasts (the hydrated pages import toaster.tsx's). */
export const toast = toastApi(store);

/** Draws the store's message in the page's region, and shows the toast a redirect left. */
export function mountToaster() {
  const region = document.querySelector<HTMLElement>("[data-toaster]");
  const live = region?.querySelector<HTMLElement>("[aria-live]");
  const template = region?.querySelector<HTMLTemplateElement>("template[data-toast-template]");
  if (!region || !live || !template) return;

  live.addEventListener("pointerenter", () => store.hold("pointer"));
  live.addEventListener("pointerleave", () => store.release("pointer"));
  live.addEventListener("focusin", () => store.hold("focus"));
  live.addEventListener("focusout", () => store.release("focus"));

  let shown: number | undefined;
  store.subscribe(() => {
    const current = store.get();
    if (current?.key === shown) return;
    shown = current?.key;
    if (!current) {
      live.replaceChildren();
      return;
    }
    const element = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
    element.dataset.toast = current.kind;
    element.querySelector("[data-toast-message]")!.textContent = current.message;
    const description = element.querySelector("[data-toast-description]")!;
    if (current.description) description.textContent = current.description;
    else description.remove();
    const dismiss = () => store.dismiss(current.key);
    element.querySelector("[data-toast-close]")!.addEventListener("click", dismiss);
    element.addEventListener("keydown", (event) => {
      if (event.key === "Escape") dismiss();
    });
    live.replaceChildren(element);
  });

  if (region.dataset.pending) {
    const pending = JSON.parse(region.dataset.pending) as PendingToast;
    toast[pending.type](pending.message, { id: pending.id });
  }
}
