import { can, type Permission, type StaffRole } from "#app/features/auth/permissions.ts";
import { addDays } from "#app/features/documents/numbering.ts";

// « À faire » (ADR 040): what needs a person today, by section, each section listed only
// for the roles that can act on it (the permission its action asks). Pure: the sections,
// who sees them and the days they count from; the queries are in todo.server.ts.

/** A sent quote with no answer after this many days is to be followed up. */
export const QUOTE_FOLLOW_UP_DAYS = 7;

/** How many items a section lists; « Tout voir » leads to the rest. */
export const TODO_SHOWN = 5;

export const TODO_KEYS = [
  "overdue",
  "toCheck",
  "whatsapp",
  "toInvoice",
  "followUp",
  "requests",
  "calls",
  "subscriptions",
  "scheduled",
] as const;
export type TodoKey = (typeof TODO_KEYS)[number];

type SectionSpec = {
  title: string;
  /** What the member must hold to act on its items (the item's page asks the same). */
  permission: Permission;
  /** The page with all of them. */
  all: string;
};

/** Each section, in the order the list draws them: money first. */
export const TODO_SECTIONS: Record<TodoKey, SectionSpec> = {
  overdue: {
    title: "Factures en retard",
    permission: "payments",
    all: "/documents?statut=overdue",
  },
  toCheck: {
    title: "Paiements en ligne à vérifier",
    permission: "payments",
    all: "/tableau-de-bord#a-verifier",
  },
  // WhatsApp Business (ADR 045): a message the client did not get (its email went instead).
  whatsapp: {
    title: "Envois WhatsApp à vérifier",
    permission: "clients",
    all: "/documents",
  },
  toInvoice: {
    title: "Devis acceptés à facturer",
    permission: "invoices.issue",
    all: "/documents?type=quote&statut=accepted",
  },
  followUp: {
    title: "Devis envoyés sans réponse",
    permission: "quotes.issue",
    all: "/documents?type=quote&statut=sent",
  },
  requests: {
    title: "Demandes de contact sans réponse",
    permission: "leads",
    all: "/demandes?a-traiter=1",
  },
  // The calls booked from the site for today (ADR 044), for the roles who take them.
  calls: {
    title: "Appels du jour",
    permission: "leads",
    all: "/appels",
  },
  subscriptions: {
    title: "Abonnements en échec",
    permission: "subscriptions",
    all: "/abonnements",
  },
  scheduled: {
    title: "Articles programmés",
    permission: "publishing",
    all: "/redaction",
  },
};

/** The sections a role can act on, in the list's order: nothing else is queried or shown. */
export function todoKeysFor(role: StaffRole | null | undefined): TodoKey[] {
  return TODO_KEYS.filter((key) => can(role, TODO_SECTIONS[key].permission));
}

/** The last day a quote could have been sent and still be waiting less than the delay. */
export function followUpCutoff(today: string, days = QUOTE_FOLLOW_UP_DAYS): string {
  return addDays(today, -days);
}

/** One thing to do: what it is, why now, its amount, and the page where it is done. */
export type TodoItem = {
  id: string;
  title: string;
  detail: string;
  /** Whole francs, when the item is about money. */
  amount: number | null;
  href: string;
  action: string;
};

export type TodoSection = {
  key: TodoKey;
  title: string;
  count: number;
  items: TodoItem[];
  all: string;
};

/** Sections with something in them, in order; the total is what the navigation shows. */
export function todoList(found: Partial<Record<TodoKey, { count: number; items: TodoItem[] }>>): {
  sections: TodoSection[];
  total: number;
} {
  const sections = TODO_KEYS.flatMap((key) => {
    const f = found[key];
    if (!f || f.count === 0) return [];
    const { title, all } = TODO_SECTIONS[key];
    return [{ key, title, all, count: f.count, items: f.items.slice(0, TODO_SHOWN) }];
  });
  return { sections, total: sections.reduce((s, x) => s + x.count, 0) };
}

/** « 1 jour », « 12 jours ». */
export function days(n: number): string {
  return `${n}\u00a0jour${Math.abs(n) > 1 ? "s" : ""}`;
}
