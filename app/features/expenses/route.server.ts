import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { can } from "#app/features/auth/permissions.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import { periodOfSearch } from "#app/features/documents/requests.ts";
import { FORM_MAX_BYTES, guardForm } from "#app/features/guard/form-guard.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { privateCsv, privateFile, privateText } from "#app/lib/private-response.ts";
import { formRefusal } from "#app/lib/submission.ts";
import { z } from "#app/lib/zod.ts";
import { isMonth, monthBounds, totalsOf } from "./expense.ts";
import {
  createExpense,
  expensesCsv,
  listExpenses,
  projectChoices,
  receiptOf,
  stopRecurrence,
} from "./expenses.server.ts";
import { MAX_RECEIPT_BYTES, prepareReceipt } from "./receipt.server.ts";
import { ExpenseSchema, StopRecurrenceSchema } from "./schemas.ts";

// /depenses, « Nouvelle dépense », a receipt and the accountant's CSV (ADR 054), all
// behind the `expenses` permission; a project's page shows its expenses to the same.

const IdSchema = z.uuid();
/** The receipt's field. */
export const RECEIPT_FIELD = "receipt";

/** GET /depenses: a month's expenses (?mois=2026-11, « tout » for all), or a project's (?projet=). */
export async function loadExpenses(request: Request) {
  await requirePermission(request, "expenses");
  const url = new URL(request.url);
  const today = dakarDay(now());
  const asked = url.searchParams.get("mois") ?? "";
  const month = asked === "tout" ? null : isMonth(asked) ? asked : today.slice(0, 7);
  const projectParam = url.searchParams.get("projet") ?? "";
  const projectId = IdSchema.safeParse(projectParam).success ? projectParam : null;
  const [expenses, projects] = await Promise.all([
    listExpenses({ projectId, ...(month ? monthBounds(month) : {}) }),
    projectChoices(),
  ]);
  return {
    expenses,
    totals: totalsOf(expenses),
    projects,
    filter: { month, projectId },
    thisMonth: today.slice(0, 7),
    // The export of what is shown: the month, or this year so far.
    exportPeriod: month ? monthBounds(month) : { from: `${today.slice(0, 4)}-01-01`, to: today },
  };
}

/** GET /depenses/nouvelle: the form, the projects, today (?projet= chosen from a project's page). */
export async function loadNewExpense(request: Request) {
  await requirePermission(request, "expenses");
  const projects = await projectChoices();
  const asked = new URL(request.url).searchParams.get("projet") ?? "";
  return {
    projects,
    today: dakarDay(now()),
    chosenProject: projects.some((p) => p.id === asked) ? asked : null,
  };
}

/**
 * POST /depenses/nouvelle: the expense and its receipt, stored in one row before the page
 * says so. The permission is asked before the body (a receipt is megabytes) is read.
 */
export async function handleNewExpense(request: Request) {
  const me = await requirePermission(request, "expenses");
  const guarded = await guardForm(request, {
    maxBytes: MAX_RECEIPT_BYTES + FORM_MAX_BYTES,
    tooLargeMessage: "Envoi trop lourd\u00a0: le justificatif fait 8\u00a0Mo au plus.",
  });
  if (!guarded.ok) {
    const { status, message } = guarded.refusal;
    return data({ result: formRefusal(message) }, { status });
  }
  const { form } = guarded;
  const file = form.get(RECEIPT_FIELD);
  form.delete(RECEIPT_FIELD);
  const submission = parseWithZod(form, { schema: ExpenseSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  let receipt: { bytes: Buffer; type: string } | null = null;
  if (file instanceof File && file.size > 0) {
    const checked = await prepareReceipt(new Uint8Array(await file.arrayBuffer()));
    if (!checked.ok) {
      const reply = submission.reply();
      return data(
        {
          result: {
            ...reply,
            status: "error" as const,
            error: { [RECEIPT_FIELD]: [checked.message] },
          },
        },
        { status: 400 },
      );
    }
    receipt = { bytes: checked.bytes, type: checked.type };
  }
  const made = await createExpense({ ...submission.value, receipt }, me);
  if (!made.ok) {
    return data({ result: formRefusal(made.message, submission.reply()) }, { status: 409 });
  }
  const back = submission.value.projectId
    ? `/projets/${submission.value.projectId}`
    : `/depenses?mois=${submission.value.spentOn.slice(0, 7)}`;
  return redirectWithToast(back, {
    type: "success",
    message: submission.value.recurring
      ? `Dépense «\u00a0${submission.value.supplier}\u00a0» enregistrée\u00a0: elle reviendra chaque mois.`
      : `Dépense «\u00a0${submission.value.supplier}\u00a0» enregistrée.`,
  });
}

/** POST /depenses: « Arrêter la récurrence ». */
export async function handleExpensesAction(request: Request) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    const { status, message } = guarded.refusal;
    return privateText(message, status);
  }
  await requirePermission(request, "expenses");
  const parsed = StopRecurrenceSchema.safeParse({
    intent: guarded.form.get("intent"),
    id: guarded.form.get("id"),
  });
  if (!parsed.success) {
    return redirectWithToast("/depenses", {
      type: "error",
      message: "Demande illisible\u00a0: rechargez la page et réessayez.",
    });
  }
  const stopped = await stopRecurrence(parsed.data.id);
  return redirectWithToast(safeBack(guarded.form.get("back")), {
    type: stopped ? "success" : "error",
    message: stopped
      ? "Récurrence arrêtée\u00a0: aucune copie ne sera plus faite."
      : "Cette dépense n'était plus récurrente.",
  });
}

/** Back to the list as it was filtered (its own address only). */
function safeBack(value: FormDataEntryValue | null): string {
  const to = typeof value === "string" ? value : "";
  return /^\/depenses(\?[\w=&%-]*)?$/.test(to) ? to : "/depenses";
}

/** GET /depenses/:id/justificatif: the receipt, shown in the browser (a JPEG or a PDF we checked). */
export async function loadReceipt(request: Request, id: string) {
  await requirePermission(request, "expenses");
  const found = IdSchema.safeParse(id).success ? await receiptOf(id) : null;
  if (!found) return privateText("Justificatif introuvable.", 404);
  const extension = found.type === "application/pdf" ? "pdf" : "jpg";
  return privateFile(
    found.bytes,
    found.type,
    `inline; filename="justificatif-${found.spentOn}.${extension}"`,
  );
}

/** GET /depenses/export.csv?du=…&au=…: the accountant's CSV of a period. */
export async function exportExpenses(request: Request) {
  await requirePermission(request, "expenses");
  const period = periodOfSearch(new URL(request.url));
  if (!period.ok) return privateText(period.message, 400);
  const { from, to } = period.period;
  return privateCsv(await expensesCsv(period.period), `depenses-${from}-au-${to}.csv`);
}

/** A project's page: its expenses and their totals, or null for a role without expenses. */
/** How many of a project's expenses its page lists, the latest first. */
export const PROJECT_EXPENSES_SHOWN = 10;

export async function projectExpenses(request: Request, projectId: string) {
  const me = await requirePermission(request, "projects");
  if (!can(me.staffRole, "expenses") || !IdSchema.safeParse(projectId).success) return null;
  // Its latest expenses, the totals of all: every one is a click away on /depenses?projet=
  // (a project with 70 expenses weighed 45 KB of its page for rows seldom read there, ADR 062).
  const all = await listExpenses({ projectId });
  return {
    expenses: all.slice(0, PROJECT_EXPENSES_SHOWN),
    count: all.length,
    totals: totalsOf(all),
  };
}
