import { DOORS, HUB, opensHub } from "#app/features/auth/doors.ts";
import { can, type Permission, type StaffRole } from "#app/features/auth/permissions.ts";
import type { TodoKey } from "#app/features/todo/todo.ts";

// The staff shell's navigation: the studio's sections in four groups, each link opened
// by the permission its page asks (the doors of auth/doors.ts, read here, so a link
// never leads to a 403). The register's views are the register filtered: they ask
// what the register asks.

export type StaffIcon =
  | "home"
  | "register"
  | "quote"
  | "invoice"
  | "clients"
  | "catalogue"
  | "subscriptions"
  | "to-cash"
  | "late"
  | "dashboard"
  | "leads"
  | "pipeline"
  | "projects"
  | "time"
  | "expenses"
  | "publishing"
  | "team"
  | "settings";

/** Which « À faire » count a link carries: one section's, or (the hub) all of them. */
export type CountKey = TodoKey | "all";

export type StaffLink = {
  to: string;
  label: string;
  icon: StaffIcon;
  /** How many things wait there (« À faire »), when some do. */
  count?: number;
};
export type StaffNavGroup = { label: string; links: StaffLink[] };

type Entry = Omit<StaffLink, "count"> & { permission: Permission; count?: CountKey };

/** The permission of a door of auth/doors.ts: the page's own loader asks the same. */
function door(to: string): Permission {
  const found = DOORS.find((d) => d.to === to);
  if (!found?.permission) throw new Error(`no staff door ${to}`);
  return found.permission;
}

const REGISTER = door("/documents");

/** Every group and link, in the order the shell draws them. */
export const STAFF_NAV: readonly { label: string; links: readonly Entry[] }[] = [
  {
    label: "Ventes",
    links: [
      { to: "/documents", label: "Registre", icon: "register", permission: REGISTER },
      { to: "/documents?type=quote", label: "Devis", icon: "quote", permission: REGISTER },
      { to: "/documents?type=invoice", label: "Factures", icon: "invoice", permission: REGISTER },
      { to: "/clients", label: "Clients", icon: "clients", permission: door("/clients") },
      { to: "/catalogue", label: "Catalogue", icon: "catalogue", permission: door("/catalogue") },
      {
        to: "/abonnements",
        label: "Abonnements",
        icon: "subscriptions",
        permission: door("/abonnements"),
        count: "subscriptions",
      },
    ],
  },
  // Projects and time (ADR 052): the work a quote sold, and the hours it takes.
  {
    label: "Projets",
    links: [
      { to: "/projets", label: "Projets", icon: "projects", permission: door("/projets") },
      { to: "/temps", label: "Temps", icon: "time", permission: door("/temps") },
      { to: "/depenses", label: "Dépenses", icon: "expenses", permission: door("/depenses") },
    ],
  },
  {
    label: "Encaissement",
    links: [
      {
        to: "/documents?solde=du",
        label: "Paiements attendus",
        icon: "to-cash",
        permission: REGISTER,
      },
      {
        to: "/documents?statut=overdue",
        label: "Relances",
        icon: "late",
        permission: REGISTER,
        count: "overdue",
      },
      {
        to: "/tableau-de-bord",
        label: "Tableau de bord",
        icon: "dashboard",
        permission: door("/tableau-de-bord"),
        count: "toCheck",
      },
      // What projects, clients and months earned (ADR 058): the Gérant's.
      { to: "/marges", label: "Marges", icon: "dashboard", permission: door("/marges") },
    ],
  },
  {
    label: "Site",
    links: [
      {
        to: "/demandes",
        label: "Demandes",
        icon: "leads",
        permission: door("/demandes"),
        count: "requests",
      },
      // The calls booked from the site (ADR 044): those who answer the requests take them.
      { to: "/appels", label: "Appels", icon: "leads", permission: "leads", count: "calls" },
      { to: "/pipeline", label: "Pipeline", icon: "pipeline", permission: door("/pipeline") },
      { to: "/redaction", label: "Rédaction", icon: "publishing", permission: door("/redaction") },
    ],
  },
  {
    label: "Entreprise",
    links: [
      { to: "/equipe", label: "Équipe", icon: "team", permission: door("/equipe") },
      {
        to: "/parametres-entreprise",
        label: "Paramètres",
        icon: "settings",
        permission: door("/parametres-entreprise"),
      },
    ],
  },
];

/**
 * The shell's navigation for a member's role: the hub first when the role has studio
 * pages, then each group with the links the role opens; a group left empty is not drawn.
 * A link carries its « À faire » count when something waits there (the hub: all of them).
 */
export function staffNavOf(
  role: StaffRole | null | undefined,
  counts: Partial<Record<TodoKey, number>> = {},
): StaffNavGroup[] {
  const countOf = (key: CountKey | undefined) => {
    const n =
      key === "all"
        ? Object.values(counts).reduce((a, b) => a + b, 0)
        : key
          ? (counts[key] ?? 0)
          : 0;
    return n > 0 ? { count: n } : {};
  };
  const groups: StaffNavGroup[] = [];
  if (opensHub(role))
    groups.push({
      label: "Studio",
      links: [{ to: HUB.to, label: "Accueil du studio", icon: "home", ...countOf("all") }],
    });
  for (const group of STAFF_NAV) {
    const links = group.links
      .filter((l) => can(role, l.permission))
      .map(({ to, label, icon, count }) => ({ to, label, icon, ...countOf(count) }));
    if (links.length > 0) groups.push({ label: group.label, links });
  }
  return groups;
}

/**
 * Which link of the navigation is the page's own: the one whose path is the page's (or
 * a page below it: a document, a client) and whose every parameter the address has; of
 * several, the one that says the most. Null when none is.
 */
export function activeLink(
  links: readonly { to: string }[],
  pathname: string,
  search: string,
): string | null {
  const here = new URLSearchParams(search);
  let best: { to: string; weight: number } | null = null;
  for (const { to } of links) {
    const [path, query = ""] = to.split("?") as [string, string?];
    if (pathname !== path && !pathname.startsWith(`${path}/`)) continue;
    const params = [...new URLSearchParams(query)];
    if (!params.every(([k, v]) => here.get(k) === v)) continue;
    // The page itself beats a page below it; more parameters beat fewer.
    const weight = (pathname === path ? 100 : 0) + params.length;
    if (!best || weight > best.weight) best = { to, weight };
  }
  return best?.to ?? null;
}
