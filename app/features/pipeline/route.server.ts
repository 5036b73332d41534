import { data } from "react-router";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import {
  boardHref,
  columnsOf,
  filterOf,
  PERIODS,
  type LeadAnswer,
  type MoveAnswer,
} from "./board.ts";
import { createLead, loadCards, moveByHand } from "./board.server.ts";
import { LeadSchema, MoveSchema } from "./schemas.ts";
import { STAGE_LABELS } from "./stages.ts";

// /pipeline (ADR 048): the board by stage, a member's moves and the leads typed by hand.
// The leads permission's: who answers the requests follows them to the signed quote.

/** GET /pipeline: the columns of the period (or the dashboard's rows: ?etape=, ?sejour=). */
export async function loadBoard(request: Request) {
  await requirePermission(request, "leads");
  const filter = filterOf(new URL(request.url));
  const at = now();
  const cards = await loadCards(filter, at);
  return {
    filter,
    columns: columnsOf(cards),
    periods: Object.entries(PERIODS).map(([key, p]) => ({
      key,
      label: p.label,
      href: boardHref({ ...filter, period: key as keyof typeof PERIODS }),
    })),
    now: at.toISOString(),
  };
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

/** POST /pipeline: `intent` move (a card to a stage) or create (a lead typed by hand). */
export async function handleBoardAction(request: Request) {
  const back = boardHref(filterOf(new URL(request.url)));
  const guarded = await guardForm(request);
  if (!guarded.ok)
    return redirectWithToast(back, { type: "error", message: guarded.refusal.message });
  const user = await requirePermission(request, "leads");
  const { form } = guarded;
  const by = { id: user.id, name: user.name };
  if (text(form, "intent") === "create") {
    const values = Object.fromEntries(
      ["name", "email", "phone", "company", "subject", "amount"].map((k) => [k, text(form, k)]),
    );
    const parsed = LeadSchema.safeParse({ intent: "create", ...values });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "name");
        errors[key] ??= issue.message;
      }
      return data<LeadAnswer>({ lead: { errors, values } }, { status: 400 });
    }
    await createLead(parsed.data, by, now());
    return redirectWithToast(back, {
      type: "success",
      message: `Opportunité «\u00a0${parsed.data.name}\u00a0» ajoutée dans «\u00a0Nouveau\u00a0».`,
    });
  }
  const typed = { stage: text(form, "stage"), reason: text(form, "reason") };
  const parsed = MoveSchema.safeParse({
    intent: text(form, "intent"),
    id: text(form, "id"),
    version: text(form, "version"),
    ...typed,
  });
  if (!parsed.success) {
    return redirectWithToast(back, {
      type: "error",
      message: "Déplacement illisible\u00a0: rechargez la page et réessayez.",
    });
  }
  const moved = await moveByHand(parsed.data, by, now());
  if (moved.ok) {
    return redirectWithToast(back, {
      type: "success",
      message: `«\u00a0${moved.card.name}\u00a0» déplacée vers «\u00a0${STAGE_LABELS[moved.card.stage]}\u00a0».`,
    });
  }
  if (moved.kind === "missing")
    return redirectWithToast(back, { type: "error", message: moved.message });
  return data<MoveAnswer>(
    {
      move: {
        id: parsed.data.id,
        message: moved.message,
        conflict: moved.kind === "conflict",
        card: moved.card,
        typed,
      },
    },
    { status: moved.kind === "conflict" ? 409 : 400 },
  );
}
