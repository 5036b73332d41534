import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { can, type StaffRole } from "#app/features/auth/permissions.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { kindIs, type DocumentKind } from "#app/features/documents/kinds.ts";
import { addDays, dakarDay } from "#app/features/documents/numbering.ts";
import { guardForm } from "#app/features/guard/form-guard.server.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { redirectWithToast } from "#app/features/platform/toast.server.ts";
import { httpError } from "#app/lib/http-error.ts";
import { safeRedirect } from "#app/lib/safe-redirect.ts";
import { formRefusal } from "#app/lib/submission.ts";
import { z } from "#app/lib/zod.ts";
import { memberCosts, setMemberCost } from "./costs.server.ts";
import {
  activeMembers,
  clientChoices,
  createProject,
  getProject,
  linkDocument,
  listProjects,
  openProjects,
  projectOfDocument,
  staffMember,
  startFromQuote,
  type Member,
  updateProject,
} from "./projects.server.ts";
import {
  EntrySchema,
  LinkDocumentSchema,
  MemberCostSchema,
  ProjectSchema,
  StartFromQuoteSchema,
  StartTimerSchema,
  TimeEntrySchema,
} from "./schemas.ts";
import { isProjectStatus, PROJECT_STATUS_LABELS } from "./statuses.ts";
import { isIsoDay } from "#app/lib/form-fields.ts";
import { formatMinutes, weekOf } from "./time.ts";
import {
  addEntry,
  catalogueChoices,
  deleteEntry,
  runningTimer,
  startTimer,
  stopTimer,
  weekEntries,
} from "./time.server.ts";
import { weekGrid } from "./week.ts";

// /projets, a project's page and /temps (ADR 052): the `projects` permission for the
// projects, `time` for one's own time; the team's costs behind `team` (the Gérant).

const IdSchema = z.uuid();

// ---------- /projets ----------

/** GET /projets: the projects, filtered by ?statut= and ?client=, with their figures. */
export async function loadProjects(request: Request) {
  await requirePermission(request, "projects");
  const url = new URL(request.url);
  const statut = url.searchParams.get("statut") ?? "";
  const clientParam = url.searchParams.get("client") ?? "";
  const filter = {
    status: isProjectStatus(statut) ? statut : null,
    clientId: IdSchema.safeParse(clientParam).success ? clientParam : null,
  };
  const [projects, clients] = await Promise.all([listProjects(filter), clientChoices()]);
  return { projects, clients, filter };
}

/** GET /projets/nouveau: the form, its lists and today. */
export async function loadNewProject(request: Request) {
  const me = await requirePermission(request, "projects");
  const [clients, members] = await Promise.all([clientChoices(), activeMembers()]);
  return { clients, members, today: dakarDay(now()), me: { id: me.id } };
}

/**
 * POST /projets/nouveau: « Nouveau projet », or « Démarrer le projet » from an accepted
 * quote's page (a `quote` field), which lands on the project (the one already started,
 * if a colleague was first).
 */
export async function handleNewProject(request: Request) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    const { status, message } = guarded.refusal;
    return data({ result: formRefusal(message) }, { status });
  }
  const me = await requirePermission(request, "projects");
  if (guarded.form.has("quote")) {
    const parsed = StartFromQuoteSchema.safeParse({ quote: guarded.form.get("quote") });
    if (!parsed.success) throw httpError({ message: "Devis introuvable." }, 404);
    const number = parsed.data.quote;
    const started = await startFromQuote(number, me, now());
    if (!started.ok) {
      return redirectWithToast(`/documents/${encodeURIComponent(number)}`, {
        type: "error",
        message: started.message,
      });
    }
    return redirectWithToast(`/projets/${started.value.id}`, {
      type: "success",
      message: started.value.created
        ? `Projet démarré\u00a0: son budget reprend les lignes du devis ${number}.`
        : `Le projet du devis ${number} était déjà démarré\u00a0: le voici.`,
    });
  }
  const submission = parseWithZod(guarded.form, { schema: ProjectSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const made = await createProject(submission.value);
  if (!made.ok) {
    return data({ result: formRefusal(made.message, submission.reply()) }, { status: 409 });
  }
  return redirectWithToast(`/projets/${made.value.id}`, {
    type: "success",
    message: `Projet «\u00a0${submission.value.name}\u00a0» créé.`,
  });
}

/** GET /projets/:id: the project, its documents, its time and its figures. */
export async function loadProject(request: Request, id: string) {
  const me = await requirePermission(request, "projects");
  const project = IdSchema.safeParse(id).success ? await getProject(id) : null;
  if (!project) throw httpError({ message: "Projet introuvable." }, 404);
  const mayTime = can(me.staffRole, "time");
  const [clients, members, catalogue, running] = await Promise.all([
    clientChoices(),
    activeMembers(),
    mayTime ? catalogueChoices() : [],
    mayTime ? runningTimer(me.id) : null,
  ]);
  return {
    project,
    clients,
    members,
    catalogue,
    running,
    mayTime,
    today: dakarDay(now()),
    now: now().toISOString(),
  };
}

/** POST /projets/:id: `intent` edit (with the version seen) or link (a document). */
export async function handleProjectAction(request: Request, id: string) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    const { status, message } = guarded.refusal;
    return data({ intent: "edit", result: formRefusal(message) }, { status });
  }
  await requirePermission(request, "projects");
  if (!IdSchema.safeParse(id).success) throw httpError({ message: "Projet introuvable." }, 404);
  const back = `/projets/${id}`;
  if (guarded.form.get("intent") === "link") {
    const submission = parseWithZod(guarded.form, { schema: LinkDocumentSchema });
    if (submission.status !== "success") {
      return data({ intent: "link", result: submission.reply() }, { status: 400 });
    }
    const linked = await linkDocument(id, submission.value.number);
    if (!linked.ok) {
      return data(
        { intent: "link", result: formRefusal(linked.message, submission.reply()) },
        { status: 409 },
      );
    }
    return redirectWithToast(back, {
      type: "success",
      message: `Document ${linked.value.number} rattaché au projet.`,
    });
  }
  const submission = parseWithZod(guarded.form, { schema: ProjectSchema });
  if (submission.status !== "success") {
    return data({ intent: "edit", result: submission.reply() }, { status: 400 });
  }
  const updated = await updateProject(id, submission.value);
  if (!updated.ok) {
    if (updated.kind === "missing") throw httpError({ message: updated.message }, 404);
    return data(
      { intent: "edit", result: formRefusal(updated.message, submission.reply()) },
      { status: 409 },
    );
  }
  return redirectWithToast(back, {
    type: "success",
    message: `Projet enregistré (${PROJECT_STATUS_LABELS[submission.value.status]}).`,
  });
}

/**
 * A document's page: the project its quote started (or that holds it), or, for an
 * accepted quote without one, « Démarrer le projet »; null for a role without projects.
 */
export async function projectCardOf(
  request: Request,
  doc: { id: string; number: string; kind: DocumentKind; status: string },
) {
  const me = await requirePermission(request, "documents.read");
  if (!can(me.staffRole, "projects")) return null;
  const project = await projectOfDocument(doc.id);
  if (project) return { project, start: null };
  // An answerable kind (a quote) the client accepted starts one.
  return kindIs(doc.kind, "answerable") && doc.status === "accepted"
    ? { project: null, start: doc.number }
    : null;
}

// ---------- /temps ----------

/**
 * Whose week /temps shows: one's own, or (?membre=) any staff member's for whoever holds
 * `time.all`; anyone else asking for a colleague's is refused before anything is read.
 */
async function weekMember(
  me: { id: string; name: string; staffRole: StaffRole | null },
  asked: string,
): Promise<Member & { own: boolean }> {
  if (asked === "" || asked === me.id) return { id: me.id, name: me.name, own: true };
  if (!can(me.staffRole, "time.all")) {
    throw httpError(
      {
        message:
          "Vous pouvez consulter seulement votre propre temps\u00a0: le gérant voit celui de chaque membre.",
      },
      403,
    );
  }
  // User ids are text (the auth library's): any short one is looked up.
  const member = asked.length <= 64 ? await staffMember(asked) : null;
  if (!member) throw httpError({ message: "Membre introuvable." }, 404);
  return { ...member, own: false };
}

/**
 * GET /temps: a member's week (?semaine= any day of it; ?membre= a colleague's, `time.all`),
 * and for one's own week the timer and the forms' lists.
 */
export async function loadWeek(request: Request) {
  const me = await requirePermission(request, "time");
  const url = new URL(request.url);
  const member = await weekMember(me, url.searchParams.get("membre") ?? "");
  const today = dakarDay(now());
  const asked = url.searchParams.get("semaine") ?? "";
  const week = weekOf(isIsoDay(asked) ? asked : today);
  // A colleague's week is read, not written: no timer, no form (they would record the
  // viewer's own time).
  const [entries, running, projects, catalogue, members] = await Promise.all([
    weekEntries(member.id, week.monday, week.sunday),
    member.own ? runningTimer(me.id) : null,
    member.own ? openProjects() : [],
    member.own ? catalogueChoices() : [],
    can(me.staffRole, "time.all") ? activeMembers() : [],
  ]);
  const asked_project = url.searchParams.get("projet") ?? "";
  return {
    member,
    members,
    week,
    today,
    grid: weekGrid(week.days, entries),
    entries,
    running,
    projects,
    catalogue,
    previous: addDays(week.monday, -7),
    next: addDays(week.monday, 7),
    chosenProject: projects.some((p) => p.id === asked_project) ? asked_project : null,
    now: now().toISOString(),
  };
}

/** Where a time form goes back to: /temps (its week) or the project's page. */
function backOf(form: FormData): string {
  const to = safeRedirect(form.get("back"), "/temps");
  return /^\/(temps|projets\/[0-9a-f-]{36})(\?[^#]*)?$/.test(to) ? to : "/temps";
}

/** POST /temps: `intent` start, stop, add (by hand) or delete, on the member's own time. */
export async function handleTimeAction(request: Request) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    const { status, message } = guarded.refusal;
    return data({ intent: "add", result: formRefusal(message) }, { status });
  }
  const me = await requirePermission(request, "time");
  const { form } = guarded;
  const back = backOf(form);
  const intent = String(form.get("intent") ?? "");
  if (intent === "start") {
    const submission = parseWithZod(form, { schema: StartTimerSchema });
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply() }, { status: 400 });
    }
    const started = await startTimer(me.id, submission.value, now());
    if (!started.ok) {
      return data(
        { intent, result: formRefusal(started.message, submission.reply()) },
        { status: 409 },
      );
    }
    const stopped = started.value.stopped;
    return redirectWithToast(back, {
      type: "success",
      message: stopped
        ? `Chronomètre démarré. Le précédent est arrêté\u00a0: ${formatMinutes(stopped.minutes)} sur «\u00a0${stopped.projectName}\u00a0».`
        : "Chronomètre démarré\u00a0: il continue même si vous fermez l'onglet.",
    });
  }
  if (intent === "add") {
    const submission = parseWithZod(form, { schema: TimeEntrySchema });
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply() }, { status: 400 });
    }
    const added = await addEntry(me.id, submission.value);
    if (!added.ok) {
      return data(
        { intent, result: formRefusal(added.message, submission.reply()) },
        { status: 409 },
      );
    }
    return redirectWithToast(back, {
      type: "success",
      message: `${formatMinutes(submission.value.duration)} enregistrées le ${submission.value.day.split("-").reverse().join("/")}.`,
    });
  }
  const parsed = EntrySchema.safeParse({ intent, id: form.get("id") });
  if (!parsed.success) {
    return redirectWithToast(back, {
      type: "error",
      message: "Demande illisible\u00a0: rechargez la page et réessayez.",
    });
  }
  if (parsed.data.intent === "stop") {
    const stopped = await stopTimer(me.id, parsed.data.id, now());
    return redirectWithToast(back, {
      type: stopped ? "success" : "error",
      message: !stopped
        ? "Ce chronomètre n'est plus en marche\u00a0: il a été arrêté ailleurs."
        : stopped.minutes === 0
          ? "Chronomètre arrêté avant une minute\u00a0: rien n'est enregistré."
          : `Chronomètre arrêté\u00a0: ${formatMinutes(stopped.minutes)} sur «\u00a0${stopped.projectName}\u00a0».`,
    });
  }
  const gone = await deleteEntry(me.id, parsed.data.id);
  return redirectWithToast(back, {
    type: gone === "deleted" ? "success" : "error",
    message:
      gone === "deleted"
        ? "Entrée supprimée."
        : gone === "billed"
          ? "Entrée déjà facturée\u00a0: elle ne peut plus être supprimée (annulez d'abord la facture par un avoir)."
          : "Entrée introuvable\u00a0: elle a déjà été supprimée.",
  });
}

// ---------- /equipe: the members' internal costs (the Gérant) ----------

/** The costs per member, for /equipe's loader (the team permission's page). */
export async function loadMemberCosts(request: Request) {
  await requirePermission(request, "team");
  return memberCosts();
}

/** Whether a POST to /equipe is a member's cost (?cout). */
export function isCostPost(request: Request): boolean {
  return new URL(request.url).searchParams.has("cout");
}

/** POST /equipe?cout: a member's internal cost per hour, or none. */
export async function handleMemberCost(request: Request) {
  const guarded = await guardForm(request);
  if (!guarded.ok) {
    const { status, message } = guarded.refusal;
    return data({ intent: "cost", result: formRefusal(message) }, { status });
  }
  await requirePermission(request, "team");
  const submission = parseWithZod(guarded.form, { schema: MemberCostSchema });
  if (submission.status !== "success") {
    return data({ intent: "cost", result: submission.reply() }, { status: 400 });
  }
  const done = await setMemberCost(submission.value.userId, submission.value.hourlyCost);
  if (!done) {
    return data({ intent: "cost", result: formRefusal("Membre introuvable.") }, { status: 404 });
  }
  return redirectWithToast("/equipe", {
    type: "success",
    message:
      submission.value.hourlyCost === null
        ? "Coût interne retiré."
        : "Coût interne enregistré\u00a0: seul le gérant le voit.",
  });
}
