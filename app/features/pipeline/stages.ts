// The pipeline's stages (ADR 048): pure rules, no I/O. Every request is an opportunity
// that goes Nouveau → Contacté → Rendez-vous → Devis envoyé → Gagné / Perdu.

export const OPPORTUNITY_STAGES = [
  "new",
  "contacted",
  "meeting",
  "quote_sent",
  "won",
  "lost",
] as const;
export type Stage = (typeof OPPORTUNITY_STAGES)[number];

export const OPPORTUNITY_SOURCES = ["contact", "booking", "newsletter", "manual"] as const;
export type OpportunitySource = (typeof OPPORTUNITY_SOURCES)[number];

export const STAGE_LABELS: Record<Stage, string> = {
  new: "Nouveau",
  contacted: "Contacté",
  meeting: "Rendez-vous",
  quote_sent: "Devis envoyé",
  won: "Gagné",
  lost: "Perdu",
};

export const SOURCE_LABELS: Record<OpportunitySource, string> = {
  contact: "Formulaire de contact",
  booking: "Rendez-vous réservé",
  newsletter: "Newsletter",
  manual: "Saisie à la main",
};

/** The stages an opportunity waits in (the days per stage are counted for these). */
export const OPEN_STAGES = [
  "new",
  "contacted",
  "meeting",
  "quote_sent",
] as const satisfies readonly Stage[];

export function isStage(value: unknown): value is Stage {
  return typeof value === "string" && (OPPORTUNITY_STAGES as readonly string[]).includes(value);
}

const rank = (stage: Stage) => OPPORTUNITY_STAGES.indexOf(stage);

/**
 * Why a member's move is refused, or null: to another stage only, and « Perdu » with
 * its reason (a colleague reading the board later knows why).
 */
export function manualMoveRefusal(from: Stage, to: Stage, reason: string): string | null {
  if (from === to) return `L'opportunité est déjà à l'étape «\u00a0${STAGE_LABELS[to]}\u00a0».`;
  if (to === "lost" && reason.trim().length < 3) {
    return "Indiquez la raison de la perte (3 caractères au moins).";
  }
  return null;
}

/**
 * Whether what the firm did moves the opportunity by itself: forward only (a call
 * booked never takes back a quote sent), never out of « Gagné »/« Perdu » set by a
 * person — except the client's own answer online to the quote, which is the last word.
 */
export function automaticMoveApplies(current: Stage, target: Stage): boolean {
  if (current === target) return false;
  if (target === "won" || target === "lost") return true;
  if (current === "won" || current === "lost") return false;
  return rank(target) > rank(current);
}

/** The reason of a quote a member marked « Refusé » (the client said so by phone or on paper). */
export const REFUSED_IN_STUDIO = "Devis marqué refusé dans le studio";

/** The reason of a quote refused online: ours, then the client's words when given. */
export function refusedOnlineReason(clientReason: string | null | undefined): string {
  const given = clientReason?.trim();
  return given ? `Devis refusé en ligne\u00a0: ${given}` : "Devis refusé en ligne";
}

/** The median of some numbers (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export type StageMove = { opportunityId: string; toStage: Stage; at: Date };

const DAY = 86_400_000;

/**
 * The days each stay in a stage lasted, per open stage: a stay runs from the move into
 * the stage to the next move of the same opportunity. A stay not ended yet is not
 * counted (its length is not known), nor a stay that ended before `since`.
 */
export function stayDays(
  moves: readonly StageMove[],
  since: Date,
): Record<(typeof OPEN_STAGES)[number], number[]> {
  const out = { new: [], contacted: [], meeting: [], quote_sent: [] } as Record<
    (typeof OPEN_STAGES)[number],
    number[]
  >;
  const byOpportunity = new Map<string, StageMove[]>();
  for (const move of moves) {
    const list = byOpportunity.get(move.opportunityId) ?? [];
    list.push(move);
    byOpportunity.set(move.opportunityId, list);
  }
  for (const list of byOpportunity.values()) {
    list.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (let i = 0; i + 1 < list.length; i++) {
      const stay = list[i]!;
      const end = list[i + 1]!.at;
      if (end < since || !(OPEN_STAGES as readonly string[]).includes(stay.toStage)) continue;
      out[stay.toStage as (typeof OPEN_STAGES)[number]].push(
        (end.getTime() - stay.at.getTime()) / DAY,
      );
    }
  }
  return out;
}

/** Days shown on the dashboard: one decimal, French comma (« 2,5 j »). */
export function formatDays(days: number | null): string {
  if (days === null) return "—";
  return `${(Math.round(days * 10) / 10).toLocaleString("fr-FR")}\u00a0j`;
}

/** The conversion in whole percent, null when there was no request. */
export function conversionPercent(won: number, requests: number): number | null {
  return requests === 0 ? null : Math.round((won / requests) * 100);
}
