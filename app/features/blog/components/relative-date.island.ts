import { relativeTimeFr } from "#app/lib/relative-time.ts";

/** « il y a … » by the reader's clock, in place of the calendar date. */
export function mount(element: HTMLElement) {
  const date = element.getAttribute("datetime");
  if (date) element.textContent = relativeTimeFr(new Date(date));
}
