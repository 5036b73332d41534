import { ArrowUp } from "#app/components/ui/icons/arrow-up.tsx";
import { useEffect, useState } from "react";
import { useIslandPage } from "./island-page.ts";
import { BACK_TO_TOP_THRESHOLD, scrollToTop } from "./scroll.ts";

/**
 * « Retour en haut », past 300 px. On a page with islands it is in the HTML,
 * hidden, and its island shows it (shell.island.ts).
 */
export function BackToTop() {
  const island = useIslandPage();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible && !island) return null;
  return (
    <button
      type="button"
      onClick={scrollToTop}
      hidden={island || undefined}
      data-back-to-top=""
      aria-label="Retour en haut"
      title="Retour en haut"
      className="fixed bottom-5 right-5 z-30 inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:-translate-y-0.5 animate-in fade-in-0"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
