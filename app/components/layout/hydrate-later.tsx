import { lazy, memo, Suspense, useEffect, useState, type ComponentType } from "react";

// Parts of a page hydrated after the rest (ADR 014, fourth pass): their HTML is the
// server's from the first paint (links and forms work as plain HTML), their code is
// not part of the page's first load. React leaves a suspended boundary's server HTML
// in place while hydrating the rest, and hydrates it once its code has arrived.

let started = false;
let pending = 0;
let wake: () => void = () => undefined;
const woken = new Promise<void>((resolve) => (wake = resolve));

/**
 * Called once by the root, after the first page hydrated: the later parts' code is
 * fetched when the browser is next idle, or at once when the person does anything.
 * Later pages (client navigations) fetch it at once.
 */
export function startLater() {
  if (started) return;
  started = true;
  const events = ["pointerdown", "keydown", "focusin", "scroll"] as const;
  const go = () => {
    for (const e of events) window.removeEventListener(e, go, true);
    wake();
  };
  for (const e of events) window.addEventListener(e, go, { capture: true, passive: true });
  if ("requestIdleCallback" in window) requestIdleCallback(go, { timeout: 2000 });
  else setTimeout(go, 200);
}

/**
 * The component from `load`, hydrated later in the browser; on the server, `now`
 * (pass it as `import.meta.env.SSR ? Component : undefined`, so the browser's build
 * leaves it out of the page's first load). Memoised: a dehydrated part must not
 * receive new props before its code arrives (React would then render it afresh),
 * so give it stable props (loader data).
 */
export function hydrateLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
  now: ComponentType<P> | undefined,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  // The code, once it arrived: a part mounted afresh (a client navigation) renders it
  // at once, without suspending (an empty page between two pages).
  let loaded: ComponentType<P> | undefined = now;
  const get = () => load().then((Loaded) => (loaded = Loaded));
  const Later =
    now ??
    lazy(async () => {
      // While a part waits, <html data-later> says so (the browser tests wait for it).
      pending++;
      document.documentElement.dataset.later = "";
      if (!started) await woken;
      const Loaded = await get();
      return {
        default: function Hydrated(props: P) {
          useEffect(() => {
            if (--pending === 0) delete document.documentElement.dataset.later;
          }, []);
          return <Loaded {...props} />;
        },
      };
    });
  return Object.assign(
    memo(function HydratedLater(props: P) {
      // Chosen once per mount (another type later would mount the part afresh). The
      // first hydration always takes `Later`: the server's HTML waits in a suspended
      // boundary for the code.
      const [Now] = useState(() => (started && loaded ? loaded : Later));
      return (
        <Suspense fallback={null}>
          <Now {...props} />
        </Suspense>
      );
    }),
    {
      /**
       * Fetches the code ahead (a route's `clientLoader`): a client navigation then
       * shows the page whole, as a route module's own code would.
       */
      preload: () => (loaded ? Promise.resolve() : get()),
    },
  );
}

/**
 * A route's `clientLoader` with parts hydrated later: a client navigation waits for
 * their code with the page's data, so the new page shows whole, never empty between
 * the two (the first load does not run it: the server's data and HTML are there).
 */
export async function withParts<T>(
  data: Promise<T>,
  ...parts: { preload: () => Promise<unknown> }[]
): Promise<T> {
  const [loaded] = await Promise.all([data, ...parts.map((part) => part.preload())]);
  return loaded;
}
