import { data } from "react-router";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { DOCUMENT_KIND_NAMES } from "#app/features/documents/kinds.ts";
import {
  continuousSeries as seriesName,
  type NumberingMode,
} from "#app/features/documents/numbering.ts";
import { numberingExamples } from "./examples.ts";
import { lastInSeries, numberingState, switchNumbering } from "./numbering-mode.server.ts";

// /parametres-entreprise/numerotation (Gérant only, permission « settings »): how the
// documents are numbered, its switch and their history (ADR 046).

export type NumberingActionData = { ok: boolean; message: string };

const MODES: readonly NumberingMode[] = ["date", "continuous"];

export async function loadNumberingPage(request: Request) {
  await requirePermission(request, "settings");
  const { numbering, changes } = await numberingState();
  const at = now();
  const continuousSeries =
    numbering.mode === "continuous" ? numbering.series : numbering.series + 1;
  return {
    mode: numbering.mode,
    nextSeries: continuousSeries,
    // What each choice would print next, from this moment.
    examples: {
      date: numberingExamples("date", at, numbering.series),
      continuous: numberingExamples(
        "continuous",
        at,
        continuousSeries,
        numbering.mode === "continuous"
          ? await lastInSeries(DOCUMENT_KIND_NAMES.map((k) => seriesName(k, at, continuousSeries)))
          : {},
      ),
    },
    changes: changes.map((c) => ({ ...c, at: c.at.toISOString() })),
  };
}

export async function handleNumberingAction(request: Request) {
  const user = await requirePermission(request, "settings");
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    return data<NumberingActionData>(
      { ok: false, message: guarded.refusal.message },
      { status: guarded.refusal.status },
    );
  }
  const mode = guarded.form.get("mode");
  if (!MODES.includes(mode as NumberingMode)) {
    return data<NumberingActionData>(
      { ok: false, message: "Choisissez une numérotation\u00a0: par date ou continue." },
      { status: 400 },
    );
  }
  if (guarded.form.get("confirm") !== "on") {
    return data<NumberingActionData>(
      {
        ok: false,
        message:
          "Cochez la confirmation\u00a0: le changement vaut pour tous les prochains documents.",
      },
      { status: 400 },
    );
  }
  const at = now();
  const result = await switchNumbering(mode as NumberingMode, { id: user.id, name: user.name }, at);
  if (!result.ok) return data<NumberingActionData>(result, { status: 409 });
  const next = numberingExamples(result.value.mode, at, result.value.series);
  return data<NumberingActionData>({
    ok: true,
    message:
      result.value.mode === "continuous"
        ? `Numérotation continue en place\u00a0: la prochaine facture portera le numéro ${next.invoice}.`
        : `Numérotation par date en place\u00a0: les prochaines factures sont numérotées comme ${next.invoice}.`,
  });
}
