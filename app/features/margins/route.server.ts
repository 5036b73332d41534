import { requirePermission } from "#app/features/auth/session.server.ts";
import { can, type StaffRole } from "#app/features/auth/permissions.ts";
import { dakarDay } from "#app/features/documents/numbering.ts";
import { lastMonths, monthBounds } from "#app/features/dashboard/figures.ts";
import { now } from "#app/features/platform/clock.server.ts";
import { formatFcfa } from "#app/lib/money.ts";
import { formatMinutes } from "#app/features/projects/time.ts";
import { formatRate } from "./format.ts";
import { marginNames, marginRows, marginYears, memberTimeRows } from "./margins.server.ts";
import {
  marginsBy,
  monthsOf,
  timeByMember,
  topInvoiced,
  TOP_CLIENTS,
  totalOf,
  type MarginFigures,
  type MarginRows,
  type MemberTime,
} from "./margins.ts";

// /marges and the dashboard's margins (ADR 058): behind the `margins` permission (the
// Gérant), the only pages besides /equipe that read members' internal costs.

/** A table's figures and, written here, the hours not priced (« 2 h »), or null. */
export type MarginLine = MarginFigures & { uncostedHours: string | null };
export type ProjectMargin = { id: string; name: string; clientName: string } & MarginLine;
export type ClientMargin = { id: string; name: string } & MarginLine;
export type MonthMargin = { month: string } & MarginLine;

export type MarginTables = {
  projects: ProjectMargin[];
  clients: ClientMargin[];
  months: MonthMargin[];
  total: MarginLine;
  /** Members whose time has no cost in the period: counted in hours, not priced. */
  uncosted: string[];
};

const ZERO = totalOf([]);

// The hours are written by the server: the pages' script does not carry time's formatting.
const line = (f: MarginFigures): MarginLine => ({
  ...f,
  uncostedHours: f.uncostedMinutes > 0 ? formatMinutes(f.uncostedMinutes) : null,
});

// Larger margins first; a loss at the bottom, a tie by name.
const byMargin = (a: { margin: number; name: string }, b: { margin: number; name: string }) =>
  b.margin - a.margin || a.name.localeCompare(b.name, "fr");

async function tablesOf(
  rows: MarginRows & { uncosted: string[] },
  months: string[],
): Promise<MarginTables> {
  const projects = marginsBy(rows, "project");
  const clients = marginsBy(rows, "client");
  const perMonth = marginsBy(rows, "month");
  const names = await marginNames([...projects.keys()], [...clients.keys()]);
  const projectName = new Map(names.projects.map((p) => [p.id, p]));
  const clientName = new Map(names.clients.map((c) => [c.id, c.name]));
  const monthRows = months.map((month) => ({ month, ...line(perMonth.get(month) ?? ZERO) }));
  return {
    projects: [...projects]
      .map(([id, f]) => ({
        id,
        name: projectName.get(id)?.name ?? "Projet",
        clientName: projectName.get(id)?.clientName ?? "",
        ...line(f),
      }))
      .sort(byMargin),
    clients: [...clients]
      .map(([id, f]) => ({ id, name: clientName.get(id) ?? "Client", ...line(f) }))
      .sort(byMargin),
    months: monthRows,
    total: line(totalOf(monthRows)),
    uncosted: rows.uncosted,
  };
}

/** A member's time on a project in the month, its texts written here (the page's script carries no formatting of time). */
export type MonthTimeRow = MemberTime & {
  memberName: string;
  projectName: string;
  clientName: string;
  /** The member's week of their first entry on it that month. */
  week: string;
  hours: string;
  costText: string;
};

/** The rows behind a month's « Coût du temps » (/marges?mois=), which sum to it. */
export type MonthTime = {
  month: string;
  rows: MonthTimeRow[];
  timeCost: number;
  hours: string;
  costText: string;
};

const costText = (t: { cost: number; uncostedMinutes: number }) =>
  t.uncostedMinutes === 0
    ? formatFcfa(t.cost)
    : t.cost === 0
      ? "coût non renseigné"
      : `${formatFcfa(t.cost)} (dont ${formatMinutes(t.uncostedMinutes)} sans coût)`;

async function monthTime(month: string): Promise<MonthTime> {
  const { time, members } = await memberTimeRows(monthBounds(month));
  const found = timeByMember(time);
  const names = await marginNames([...new Set(found.map((t) => t.projectId))], []);
  const project = new Map(names.projects.map((p) => [p.id, p]));
  const member = new Map(members.map((m) => [m.id, m.name]));
  const rows = found
    .map((t) => ({
      ...t,
      memberName: member.get(t.userId) ?? "Membre",
      projectName: project.get(t.projectId)?.name ?? "Projet",
      clientName: project.get(t.projectId)?.clientName ?? "",
      week: `/temps?${new URLSearchParams({ membre: t.userId, semaine: t.firstDay })}`,
      hours: formatMinutes(t.minutes),
      costText: costText(t),
    }))
    .sort(
      (a, b) =>
        a.memberName.localeCompare(b.memberName, "fr") ||
        a.projectName.localeCompare(b.projectName, "fr"),
    );
  const total = rows.reduce(
    (t, r) => ({
      minutes: t.minutes + r.minutes,
      cost: t.cost + r.cost,
      uncostedMinutes: t.uncostedMinutes + r.uncostedMinutes,
    }),
    { minutes: 0, cost: 0, uncostedMinutes: 0 },
  );
  return {
    month,
    rows,
    timeCost: total.cost,
    hours: formatMinutes(total.minutes),
    costText: costText(total),
  };
}

/**
 * GET /marges: a year's margins (?annee=2026, this year by default); ?mois=2026-05 adds the
 * time behind that month's « Coût du temps » (its year's page); ?clients=tous lists every
 * client, not only the most invoiced.
 */
export async function loadMargins(request: Request) {
  await requirePermission(request, "margins");
  const thisYear = Number(dakarDay(now()).slice(0, 4));
  const params = new URL(request.url).searchParams;
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.exec(params.get("mois") ?? "")?.[0] ?? null;
  const asked = month ? month.slice(0, 4) : (params.get("annee") ?? "");
  const year = /^\d{4}$/.test(asked) ? Number(asked) : thisYear;
  const [years, rows] = await Promise.all([
    marginYears(thisYear),
    marginRows({ from: `${year}-01-01`, to: `${year}-12-31` }),
  ]);
  const tables = await tablesOf(rows, monthsOf(year));
  // The clients table: the most invoiced unless ?clients=tous asks for all (a row per
  // client weighed 700 KB of HTML on 10 000 documents: ADR 060).
  const allClients = params.get("clients") === "tous";
  const same = new URLSearchParams(month ? { mois: month } : { annee: String(year) });
  const all = new URLSearchParams(same);
  all.set("clients", "tous");
  return {
    year,
    years: years.includes(year) ? years : [...years, year].sort((a, b) => b - a),
    ...tables,
    clients: allClients ? tables.clients : topInvoiced(tables.clients, TOP_CLIENTS),
    clientsCount: tables.clients.length,
    moreClients:
      tables.clients.length <= TOP_CLIENTS
        ? null
        : allClients
          ? {
              to: `/marges?${same}#marges-clients`,
              label: `Voir les ${TOP_CLIENTS}\u00a0clients les plus facturés seulement`,
            }
          : {
              to: `/marges?${all}#marges-clients`,
              label: `Voir tous les clients (${tables.clients.length}\u00a0; ici les ${TOP_CLIENTS} plus facturés)`,
            },
    monthTime: month ? await monthTime(month) : null,
  };
}

/**
 * The dashboard's « Marge par projet » and « Marge par mois », over its twelve months:
 * null for a role without `margins`, whose dashboard stays as it was.
 */
export async function dashboardMargins(
  role: StaffRole | null,
  at: Date,
): Promise<(MarginTables & { from: string; to: string }) | null> {
  if (!can(role, "margins")) return null;
  const months = lastMonths(dakarDay(at));
  const period = { from: monthBounds(months[0]!).from, to: monthBounds(months.at(-1)!).to };
  return { ...period, ...(await tablesOf(await marginRows(period), months)) };
}

/**
 * The listed projects' margins over all their life, for /projets and a project's page:
 * null for a role without `margins` (Facturation, Commercial), whose pages carry no cost.
 */
export async function projectMargins(
  request: Request,
  projectIds: readonly string[],
): Promise<Record<string, MarginFigures> | null> {
  const me = await requirePermission(request, "projects");
  if (!can(me.staffRole, "margins")) return null;
  const rows = await marginRows({ from: "1900-01-01", to: "2999-12-31" }, projectIds);
  const found = marginsBy(rows, "project");
  return Object.fromEntries(projectIds.map((id) => [id, found.get(id) ?? ZERO]));
}

const signed = (n: number) => formatFcfa(n).replace(/^-/, "\u2212");

/**
 * A project's cost and margin among its page's figures, written here (the page's script
 * carries no code for them): « Coût du temps », « Dépenses HT », « Marge », « Taux de marge »,
 * and the hours without a cost when there are some.
 */
export function projectMarginFigures(f: MarginFigures): [string, string][] {
  return [
    ["Coût du temps", signed(f.timeCost)],
    ["Dépenses HT", signed(f.expenses)],
    ["Marge", signed(f.margin)],
    ["Taux de marge", formatRate(f.rateTenths)],
    ...(f.uncostedMinutes > 0
      ? [
          ["Temps sans coût (coût non renseigné)", formatMinutes(f.uncostedMinutes)] as [
            string,
            string,
          ],
        ]
      : []),
  ];
}
