// The seeds' generator (scripts/seed-ledger.ts, scripts/seed-time.ts): mulberry32, small,
// fast and the same numbers on every machine, so a seed of the same day is the same rows.

export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  return { random, pick, between };
}

/** Fixed ids: `space` tells the tables apart, `n` the row. */
export const seededUuid = (space: number, n: number) =>
  `00000000-0000-4000-8${space.toString(16)}00-${n.toString(16).padStart(12, "0")}`;
