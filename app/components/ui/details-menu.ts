/**
 * A menu built on a native `<details>`: it opens and closes by its `<summary>`
 * without JavaScript (docs/decisions/012-public-face.md). With JavaScript it also
 * closes like a menu should: on Escape (focus back on the summary), on a click or a
 * focus outside it, and when one of its links or buttons is used. Plain DOM: the
 * hydrated pages call it from a hook (use-details-menu.ts), the others from their
 * islands (shell.island.ts). Returns the way to stop.
 */
export function detailsMenu(details: HTMLDetailsElement): () => void {
  const close = () => {
    details.open = false;
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !details.open) return;
    close();
    details.querySelector("summary")?.focus();
  };
  const onPointer = (event: PointerEvent) => {
    if (details.open && !details.contains(event.target as Node)) close();
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !details.contains(next)) close();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest("summary")) return;
    if (target.closest("a[href], button")) close();
  };
  document.addEventListener("keydown", onKey);
  document.addEventListener("pointerdown", onPointer);
  details.addEventListener("focusout", onFocusOut);
  details.addEventListener("click", onClick);
  return () => {
    document.removeEventListener("keydown", onKey);
    document.removeEventListener("pointerdown", onPointer);
    details.removeEventListener("focusout", onFocusOut);
    details.removeEventListener("click", onClick);
  };
}
