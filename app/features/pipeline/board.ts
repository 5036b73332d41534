import {
  OPPORTUNITY_STAGES,
  STAGE_LABELS,
  isStage,
  type OpportunitySource,
  type Stage,
} from "./stages.ts";

// The board /pipeline (ADR 048): its filters as the address carries them, and its
// columns. Pure: the loader reads the rows, these arrange them.

export const PERIODS = {
  "30-jours": { label: "30 derniers jours", days: 30 },
  "90-jours": { label: "90 derniers jours", days: 90 },
  "12-mois": { label: "12 derniers mois", days: 365 },
  tout: { label: "Depuis le début", days: null },
} as const;
export type Period = keyof typeof PERIODS;
export const DEFAULT_PERIOD: Period = "12-mois";

export type BoardFilter = {
  period: Period;
  /** Only the opportunities now at this stage (a column of the dashboard's conversion). */
  stage: Stage | null;
  /** Only those whose stay in this stage ended in the period (the dashboard's days per stage). */
  stay: Stage | null;
};

export function filterOf(url: URL): BoardFilter {
  const period = url.searchParams.get("periode");
  const stage = url.searchParams.get("etape");
  const stay = url.searchParams.get("sejour");
  return {
    period: period && period in PERIODS ? (period as Period) : DEFAULT_PERIOD,
    stage: isStage(stage) ? stage : null,
    stay: isStage(stay) ? stay : null,
  };
}

/** The board's address for a filter (the dashboard's links, the period's links). */
export function boardHref(filter: Partial<BoardFilter> = {}): string {
  const query = new URLSearchParams();
  if (filter.period && filter.period !== DEFAULT_PERIOD) query.set("periode", filter.period);
  if (filter.stage) query.set("etape", filter.stage);
  if (filter.stay) query.set("sejour", filter.stay);
  return query.size ? `/pipeline?${query}` : "/pipeline";
}

const DAY = 86_400_000;

/** The first instant of the period, or null for « Depuis le début ». */
export function periodStart(period: Period, now: Date): Date | null {
  const days = PERIODS[period].days;
  return days === null ? null : new Date(now.getTime() - days * DAY);
}

export type Card = {
  id: string;
  version: number;
  source: OpportunitySource;
  stage: Stage;
  name: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  /** Whole francs, null when not known yet. */
  amount: number | null;
  lostReason: string | null;
  createdAt: Date;
  stageAt: Date;
  contactMessageId: string | null;
  /** Its request's page in /demandes (newest first, 25 a page). */
  requestPage: number | null;
  quoteNumber: string | null;
  clientId: string | null;
};

export type Column = { stage: Stage; label: string; count: number; total: number; cards: Card[] };

/** One column per stage, in the pipeline's order, each with its count and its total in francs. */
export function columnsOf(cards: readonly Card[]): Column[] {
  return OPPORTUNITY_STAGES.map((stage) => {
    const inStage = cards.filter((c) => c.stage === stage);
    return {
      stage,
      label: STAGE_LABELS[stage],
      count: inStage.length,
      total: inStage.reduce((sum, c) => sum + (c.amount ?? 0), 0),
      cards: inStage,
    };
  });
}

/** How old the request is, in words: « aujourd'hui », « 1 jour », « 12 jours ». */
export function ageOf(createdAt: Date, now: Date): string {
  const days = Math.floor((now.getTime() - createdAt.getTime()) / DAY);
  if (days <= 0) return "aujourd'hui";
  return days === 1 ? "1\u00a0jour" : `${days}\u00a0jours`;
}

/** What the page shows after a refused move: the message, the current card, what was typed. */
export type MoveAnswer = {
  move: {
    id: string;
    message: string;
    conflict: boolean;
    card: Card | null;
    typed: { stage: string; reason: string };
  };
};
export type LeadAnswer = {
  lead: { errors: Record<string, string>; values: Record<string, string> };
};

/** The dashboard's pipeline figures over the last 12 months (figures.server.ts). */
export type PipelineFigures = {
  requests: { count: number; href: string };
  won: { count: number; href: string };
  /** Whole percent, null when no request came. */
  conversion: number | null;
  /** Per open stage: the median days of the stays that ended in the period, and how many. */
  stages: { stage: Stage; label: string; median: number | null; stays: number; href: string }[];
};
