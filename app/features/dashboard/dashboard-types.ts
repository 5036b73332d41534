import type { AgeKey, MonthTotal } from "./figures.ts";

/** What /tableau-de-bord receives from the server (ADR 025). */
export type Dashboard = {
  today: string;
  /** The twelve months: from the first day of the 11th month back to the end of this one. */
  window: { from: string; to: string };
  cashed: MonthTotal[];
  cashedTotal: number;
  toCash: { amount: number; count: number };
  overdue: { key: AgeKey; amount: number; count: number }[];
  quotes: {
    issued: number;
    accepted: number;
    refused: number;
    /** Whole percent, or null when no quote was issued. */
    rate: number | null;
  };
  topClients: { party: string; amount: number; count: number }[];
};
