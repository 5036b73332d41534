import { gte, inArray, sql } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { opportunity, opportunityStage } from "#app/db/schema.ts";
import { boardHref, periodStart, type PipelineFigures } from "./board.ts";
import { conversionPercent, median, OPEN_STAGES, STAGE_LABELS, stayDays } from "./stages.ts";

// The dashboard's pipeline figures (ADR 048), over the board's « 12 derniers mois »: each
// figure's link opens the board on exactly the rows it counts.

export async function pipelineFigures(now: Date): Promise<PipelineFigures> {
  const since = periodStart("12-mois", now)!;
  const [counts] = await db()
    .select({
      requests: sql<number>`count(*)::int`,
      won: sql<number>`(count(*) filter (where ${opportunity.stage} = 'won'))::int`,
    })
    .from(opportunity)
    .where(gte(opportunity.createdAt, since));
  // Every move of the opportunities that moved in the period: a stay ends at the next one.
  const moved = db()
    .selectDistinct({ id: opportunityStage.opportunityId })
    .from(opportunityStage)
    .where(gte(opportunityStage.at, since));
  const moves = await db()
    .select({
      opportunityId: opportunityStage.opportunityId,
      toStage: opportunityStage.toStage,
      at: opportunityStage.at,
    })
    .from(opportunityStage)
    .where(inArray(opportunityStage.opportunityId, moved));
  const stays = stayDays(moves, since);
  const requests = Number(counts?.requests ?? 0);
  const won = Number(counts?.won ?? 0);
  return {
    requests: { count: requests, href: boardHref({ period: "12-mois" }) },
    won: { count: won, href: boardHref({ period: "12-mois", stage: "won" }) },
    conversion: conversionPercent(won, requests),
    stages: OPEN_STAGES.map((stage) => ({
      stage,
      label: STAGE_LABELS[stage],
      median: median(stays[stage]),
      stays: stays[stage].length,
      href: boardHref({ period: "12-mois", stay: stage }),
    })),
  };
}
