import { loadavg } from "node:os";

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** The machine's load over 1, 5 and 15 minutes, as uptime prints it. */
export const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
