import { useHydrated } from "#app/components/ui/use-hydrated.ts";

/**
 * `js=1` once React runs: the action then answers with data for the page;
 * without it (no JavaScript) it redirects back with a toast.
 */
export function JsFlag() {
  return useHydrated() ? <input type="hidden" name="js" value="1" /> : null;
}
