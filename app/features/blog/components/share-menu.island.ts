import { toast } from "#app/components/layout/toaster.island.ts";
import { LINK_COPIED, LINK_NOT_COPIED, SHARE_POPUP_FEATURES } from "#app/features/blog/share.ts";

/** The share menu's pop-ups, the phone's share sheet and « Copier le lien ». */
export function mount(menu: HTMLElement) {
  const { url = location.href, title = document.title } = menu.dataset;
  for (const link of menu.querySelectorAll<HTMLAnchorElement>("a[data-popup]")) {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      window.open(link.href, link.dataset.popup, SHARE_POPUP_FEATURES);
    });
  }
  const native = menu.querySelector<HTMLElement>("[data-native-share]");
  if (native && typeof navigator.share === "function") {
    native.hidden = false;
    native.querySelector("button")?.addEventListener("click", () => {
      navigator.share({ title, url }).catch(() => undefined);
    });
  }
  menu.querySelector("[data-copy-link]")?.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(LINK_COPIED);
    } catch {
      // Refused, or no clipboard at all (a page not served over HTTPS).
      toast.error(LINK_NOT_COPIED);
    }
  });
}
