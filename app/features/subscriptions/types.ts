import type { SubscriptionLine } from "#app/db/schema.ts";
import type { Totals } from "#app/features/documents/totals.ts";
import type { Period } from "./periods.ts";

// What the subscriptions' pages receive from their loaders.

export type SubscriptionListRow = {
  id: string;
  clientName: string;
  title: string;
  period: Period;
  totalTtc: number;
  withVat: boolean;
  /** The next period to be billed, or null (paused, stopped, ended). */
  nextDate: string | null;
  status: "active" | "paused" | "stopped";
  endOn: string | null;
  autoSend: boolean;
  invoices: number;
  lastError: string | null;
};

export type SubscriptionView = SubscriptionListRow & {
  lines: SubscriptionLine[];
  vatRate: number;
  startOn: string;
  pausedOn: string | null;
  stoppedOn: string | null;
  createdByName: string;
  createdAt: Date;
  totals: Totals;
  periods: {
    start: string;
    skipped: boolean;
    number: string | null;
    issuedAt: Date | null;
    totalTtc: number | null;
    status: string | null;
    sentAt: Date | null;
  }[];
};

export type ClientOption = { id: string; name: string; email: string | null };
export type CatalogueOption = {
  id: string;
  designation: string;
  unit: string;
  unitPrice: number;
  vatRate: number;
};
