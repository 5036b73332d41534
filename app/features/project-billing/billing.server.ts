import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { db, type Db } from "#app/db/db.server.ts";
import {
  catalogueItem,
  client,
  clientProject,
  expense,
  projectDocument,
  timeEntry,
  user,
} from "#app/db/schema.ts";
import type { Prefill } from "#app/features/authoring/use-document-form.ts";
import { dakarDay, printedDay } from "#app/features/documents/numbering.ts";
import { IssueRefused, type Tx } from "#app/features/documents/register.server.ts";
import type { BilledEntries } from "#app/features/documents/billed-entries.ts";
import {
  defaultQuoteInvoice,
  documentDefaults,
  type QuoteInvoiceForm,
} from "#app/features/documents/schemas.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { billingRate } from "#app/features/projects/time.ts";
import { GROUPINGS } from "./choices.ts";
import {
  billingLines,
  lotValue,
  timeLots,
  type BillableExpense,
  type BillableTime,
} from "./lines.ts";
import { billingChoiceOf } from "./schemas.ts";

// « Facturer » a project (ADR 056): what is left to bill, the invoice form it fills, the
// claim of the entries in the issuing transaction, and their release by an avoir.

export type UnbilledTime = BillableTime & { day: string };
export type UnbilledExpense = BillableExpense;
export type Unbilled = { time: UnbilledTime[]; expenses: UnbilledExpense[] };

/** A project's billable entries no invoice holds (stopped time only), oldest first. */
export async function unbilledOf(projectId: string, executor: Db | Tx = db()): Promise<Unbilled> {
  const [project] = await executor
    .select({ hourlyRate: clientProject.hourlyRate })
    .from(clientProject)
    .where(eq(clientProject.id, projectId));
  if (!project) return { time: [], expenses: [] };
  const [times, expenses] = await Promise.all([
    executor
      .select({
        id: timeEntry.id,
        day: timeEntry.day,
        minutes: timeEntry.minutes,
        memberName: user.name,
        task: timeEntry.task,
        designation: catalogueItem.designation,
        unitPrice: catalogueItem.unitPrice,
        unit: catalogueItem.unit,
      })
      .from(timeEntry)
      .innerJoin(user, eq(user.id, timeEntry.userId))
      .leftJoin(catalogueItem, eq(catalogueItem.id, timeEntry.catalogueItemId))
      .where(
        and(
          eq(timeEntry.projectId, projectId),
          eq(timeEntry.billable, true),
          isNotNull(timeEntry.minutes),
          isNull(timeEntry.invoicedDocumentId),
        ),
      )
      .orderBy(asc(timeEntry.day), asc(timeEntry.createdAt)),
    executor
      .select({
        id: expense.id,
        spentOn: expense.spentOn,
        supplier: expense.supplier,
        category: expense.category,
        amountTtc: expense.amountTtc,
        vat: expense.vat,
      })
      .from(expense)
      .where(
        and(
          eq(expense.projectId, projectId),
          eq(expense.billable, true),
          isNull(expense.invoicedDocumentId),
        ),
      )
      .orderBy(asc(expense.spentOn), asc(expense.createdAt)),
  ]);
  return {
    time: times.map((t) => ({
      id: t.id,
      day: t.day,
      minutes: t.minutes ?? 0,
      memberName: t.memberName,
      prestation: t.designation ?? t.task,
      rate: billingRate(
        project.hourlyRate,
        t.unitPrice === null || t.unit === null ? null : { unitPrice: t.unitPrice, unit: t.unit },
      ),
    })),
    expenses,
  };
}

/** « Du 02/11/2026 au 10/11/2026 », or « Le 02/11/2026 » for one day. */
function periodOf(days: string[]): string {
  const sorted = [...days].sort();
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return "";
  return first === last
    ? `Le ${printedDay(first)}`
    : `Du ${printedDay(first)} au ${printedDay(last)}`;
}

const STALE =
  "Certaines entrées cochées ont déjà été facturées ou ne sont plus facturables\u00a0: rechargez le projet et recommencez.";

/**
 * /create-invoice?projet=…: the invoice form filled with the project's client and the lines of
 * the entries ticked; null when the address does not ask for it, `error` (French) when it
 * cannot be made. The entries travel with the draft to « Générer », which claims them.
 */
export async function billingPrefill(
  url: URL,
): Promise<{ prefill: Prefill<QuoteInvoiceForm> } | { error: string } | null> {
  if (!url.searchParams.has("projet")) return null;
  const choice = billingChoiceOf(url);
  if (!choice.success) {
    const first = choice.error.issues[0]?.message ?? "choix invalide";
    return { error: `La facture n'a pas été préremplie\u00a0: ${first}.` };
  }
  const { projet, regroupement, majoration, temps, depense, lot } = choice.data;
  const [row] = await db()
    .select({ name: clientProject.name, client })
    .from(clientProject)
    .innerJoin(client, eq(client.id, clientProject.clientId))
    .where(eq(clientProject.id, projet));
  if (!row) return { error: "Projet introuvable\u00a0: la facture n'a pas été préremplie." };
  const open = await unbilledOf(projet);
  // A lot names its entries as the card showed them: the same count and minutes, or stale.
  const lots = new Map(timeLots(open.time, regroupement).map((l) => [lotValue(l), l]));
  const shown = lot.map((v) => lots.get(v));
  if (shown.some((l) => l === undefined)) return { error: STALE };
  const wanted = {
    time: new Set([...temps, ...shown.flatMap((l) => l!.ids)]),
    expenses: new Set(depense),
  };
  const time = open.time.filter((t) => wanted.time.has(t.id));
  const expenses = open.expenses.filter((e) => wanted.expenses.has(e.id));
  if (time.length !== wanted.time.size || expenses.length !== wanted.expenses.size) {
    return { error: STALE };
  }
  const billing = billingLines({ time, expenses, grouping: regroupement, markup: majoration });
  if (billing.lines.length === 0) {
    return {
      error:
        "Rien à facturer\u00a0: cochez au moins un temps avec un taux horaire ou une dépense refacturable.",
    };
  }
  const c = row.client;
  const form: QuoteInvoiceForm = {
    ...defaultQuoteInvoice(documentDefaults(dakarDay(now()))),
    clientName: c.name,
    clientEmail: c.email ?? "",
    clientPhone: c.phone,
    clientAddress: c.address,
    clientNinea: c.ninea ?? "",
    clientCountry: c.country,
    projectTitle: row.name,
    // The form asks a duration: the days the billed entries cover.
    projectDuration: periodOf([...time.map((t) => t.day), ...expenses.map((e) => e.spentOn)]),
    prestations: billing.lines.map(({ designation, quantity, unitPrice }) => ({
      designation,
      quantity,
      unitPrice,
      vat: "",
      exemptionReason: "",
    })),
  };
  const what = [
    billing.timeEntryIds.length > 0
      ? `${billing.timeEntryIds.length}\u00a0temps (${GROUPINGS[regroupement].label.toLowerCase()})`
      : "",
    billing.expenseIds.length > 0
      ? `${billing.expenseIds.length}\u00a0dépense${billing.expenseIds.length > 1 ? "s" : ""}${majoration > 0 ? ` majorée${billing.expenseIds.length > 1 ? "s" : ""} de ${majoration}\u00a0%` : ""}`
      : "",
  ]
    .filter(Boolean)
    .join(" et ");
  return {
    prefill: {
      form,
      billing: {
        projectId: projet,
        timeEntryIds: billing.timeEntryIds,
        expenseIds: billing.expenseIds,
      },
      note: `Facture préremplie à partir du projet «\u00a0${row.name}\u00a0»\u00a0: ${what}. À l'émission, ces entrées seront marquées «\u00a0Facturé\u00a0».`,
    },
  };
}

export const ALREADY_BILLED =
  "Certaines de ces entrées ont été facturées entre-temps (un autre onglet ou un collègue)\u00a0: la facture n'a pas été émise. Rechargez le projet et recommencez.";

/**
 * In the issuing transaction, once the invoice is inserted: each entry is marked with it only
 * if no invoice holds it yet (the row lock makes a concurrent issue wait, then find it taken);
 * one missing and the whole issue is undone, number included. The invoice joins the project.
 */
export async function claimEntries(
  tx: Tx,
  invoice: { id: string },
  billing: BilledEntries,
): Promise<void> {
  const times = [...new Set(billing.timeEntryIds)];
  const expenses = [...new Set(billing.expenseIds)];
  if (times.length + expenses.length === 0) {
    throw new IssueRefused("Aucune entrée à facturer\u00a0: la facture n'a pas été émise.");
  }
  const markedTime =
    times.length === 0
      ? []
      : await tx
          .update(timeEntry)
          .set({ invoicedDocumentId: invoice.id })
          .where(
            and(
              inArray(timeEntry.id, times),
              isNull(timeEntry.invoicedDocumentId),
              eq(timeEntry.projectId, billing.projectId),
              eq(timeEntry.billable, true),
              isNotNull(timeEntry.minutes),
            ),
          )
          .returning({ id: timeEntry.id });
  const markedExpenses =
    expenses.length === 0
      ? []
      : await tx
          .update(expense)
          .set({ invoicedDocumentId: invoice.id })
          .where(
            and(
              inArray(expense.id, expenses),
              isNull(expense.invoicedDocumentId),
              eq(expense.projectId, billing.projectId),
              eq(expense.billable, true),
            ),
          )
          .returning({ id: expense.id });
  if (markedTime.length !== times.length || markedExpenses.length !== expenses.length) {
    throw new IssueRefused(ALREADY_BILLED);
  }
  await tx
    .insert(projectDocument)
    .values({ documentId: invoice.id, projectId: billing.projectId, linkedAt: now() })
    .onConflictDoNothing();
}

/** An avoir cancelled the invoice (in its transaction): its entries may be billed again. */
export async function releaseEntries(tx: Tx, invoiceId: string): Promise<void> {
  await tx
    .update(timeEntry)
    .set({ invoicedDocumentId: null })
    .where(eq(timeEntry.invoicedDocumentId, invoiceId));
  await tx
    .update(expense)
    .set({ invoicedDocumentId: null })
    .where(eq(expense.invoicedDocumentId, invoiceId));
}
