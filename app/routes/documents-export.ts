import { requireStaff } from "#app/features/auth/session.server.ts";
import { documentsCsv } from "#app/features/documents/export.server.ts";
import { PeriodSchema } from "#app/features/documents/requests.ts";
import { now } from "#app/features/platform/clock.server.ts";
import type { Route } from "./+types/documents-export";

// The accountant's CSV of a period: /documents/export.csv?du=2026-11-01&au=2026-11-30.
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const url = new URL(request.url);
  const period = PeriodSchema.safeParse({
    from: url.searchParams.get("du"),
    to: url.searchParams.get("au"),
  });
  if (!period.success) {
    return new Response(
      `Période invalide\u00a0: ${period.error.issues[0]?.message ?? "dates attendues"} (du et au, au format AAAA-MM-JJ).`,
      {
        status: 400,
        headers: {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "private, no-store",
        },
      },
    );
  }
  const { from, to } = period.data;
  return new Response(await documentsCsv(period.data, now()), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="documents-${from}-au-${to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
