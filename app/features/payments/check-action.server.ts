import { eq } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { document } from "#app/db/schema.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { z } from "#app/lib/zod.ts";
import { markCheckHandled } from "./staff.server.ts";

/** « Marquer comme vérifié » posts to /documents/:numero?verifie. */
export const CHECKED_QUERY = "verifie";

const CheckedSchema = z.object({ check: z.uuid() });

/** Whether a post to /documents/:numero is « Marquer comme vérifié » (marked in its address). */
export function isCheckPost(request: Request): boolean {
  return new URL(request.url).searchParams.has(CHECKED_QUERY);
}

/**
 * POST /documents/:numero?verifie: a payment « À vérifier » was refunded or recorded by
 * hand; it leaves « À vérifier » (the invoice's card, the dashboard, « À faire »).
 */
export async function handleCheckAction(request: Request, numero: string) {
  const back = `/documents/${encodeURIComponent(numero)}`;
  const guarded = await guardForm(request);
  if (!guarded.ok)
    return redirectWithToast(back, { type: "error", message: guarded.refusal.message });
  // The payments' follow-up, like recording one (permissions.ts).
  const user = await requirePermission(request, "payments");
  const parsed = CheckedSchema.safeParse({ check: guarded.form.get("check") });
  const [doc] = await db()
    .select({ id: document.id })
    .from(document)
    .where(eq(document.number, numero));
  const done =
    parsed.success && doc && (await markCheckHandled(parsed.data.check, doc.id, user.name, now()));
  return redirectWithToast(
    back,
    done
      ? { type: "success", message: "Paiement marqué comme vérifié." }
      : {
          type: "error",
          message: "Ce paiement à vérifier est introuvable\u00a0: rechargez la page et réessayez.",
        },
  );
}
