// The requests the site is answering now, so that work in the background (the register's
// full verification) runs between them instead of beside them. On the embedded database
// every query runs in this thread, one at a time: a request whose each query waited
// behind a batch of the verification took seconds (ADR 061).

let inFlight = 0;
const waiting = new Set<() => void>();

/** A request begins; the function returned ends it (once, however often it is called). */
export function requestBegun(): () => void {
  inFlight++;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight--;
    if (inFlight > 0) return;
    for (const resume of [...waiting]) resume();
  };
}

/** How many requests are being answered. */
export function requestsInFlight(): number {
  return inFlight;
}

/**
 * Resolves when no request is being answered, or after `atMostMs` (work in the background
 * still moves on under a steady stream of requests).
 */
export function whenNoRequest(atMostMs: number): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const resume = () => {
      clearTimeout(timer);
      waiting.delete(resume);
      resolve();
    };
    const timer = setTimeout(resume, atMostMs);
    waiting.add(resume);
  });
}
