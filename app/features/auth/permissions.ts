// Who may do what in the studio: one registry of the staff roles (ADR 036), read by
// every staff loader and action (requirePermission in session.server.ts), by the
// menus that hide what a role cannot open, by the team's pages and by the database's
// columns (schema.ts). docs/product.md lists the roles; the team feature assigns them.

export const PERMISSIONS = [
  /** The register, a document's page, its PDF and print; the dashboard. */
  "documents.read",
  /** Issue and send quotes and technical proposals; mark a quote accepted or refused; its client link. */
  "quotes.issue",
  /** Issue and send invoices, deposit and balance invoices. */
  "invoices.issue",
  /** Record and cancel payments, receipts, reminders. */
  "payments",
  /** Credit notes and the cancellation of an invoice. */
  "credit-notes",
  /** The accountant's CSV exports. */
  "exports",
  /** The client book. */
  "clients",
  /** Edit the catalogue (every role that issues documents reads it). */
  "catalogue",
  /** Recurring invoices. */
  "subscriptions",
  /** Projects: started from a quote or typed in, their budget, documents and figures (ADR 052). */
  "projects",
  /** One's own time on projects: the timer, entries by hand, the week view (ADR 052). */
  "time",
  /**
   * Any member's week on /temps, chosen from the staff (one's own needs only `time`): the
   * Gérant's. Apart from `margins`: a week shows minutes, never a member's internal cost.
   */
  "time.all",
  /** Expenses: their receipts, the recurring ones, their CSV for the accountant (ADR 054). */
  "expenses",
  /**
   * Margins (ADR 058): members' internal costs against what projects, clients and months
   * invoiced; /marges and the dashboard's margin charts. Only the Gérant: the other roles
   * never see an internal cost nor a margin.
   */
  "margins",
  /** The inbox of contact requests. */
  "leads",
  /** Articles and projects of the public site. */
  "publishing",
  /** Members, roles, invitations, two-factor policy. */
  "team",
  /** The firm's identity, payment details and document defaults. */
  "settings",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

type StaffRoleEntry = {
  /** Its name on /equipe, in the invitation and in a role's change. */
  label: string;
  /** What it opens, in a few words (« Inviter un membre » lists them). */
  description: string;
  /** What it may do, in the order of PERMISSIONS. */
  permissions: readonly [Permission, ...Permission[]];
};

/** Each staff role, once, in the order /equipe offers them. */
export const STAFF_ROLE_REGISTRY = {
  gerant: {
    label: "Gérant",
    description: "tout, dont l'équipe et les paramètres",
    permissions: PERMISSIONS,
  },
  facturation: {
    label: "Facturation",
    description: "documents, paiements, avoirs, clients, projets et temps",
    permissions: [
      "documents.read",
      "quotes.issue",
      "invoices.issue",
      "payments",
      "credit-notes",
      "exports",
      "clients",
      "catalogue",
      "subscriptions",
      "projects",
      "time",
    ],
  },
  commercial: {
    label: "Commercial",
    description: "demandes, devis, propositions, clients, projets et temps",
    permissions: ["documents.read", "quotes.issue", "clients", "projects", "time", "leads"],
  },
  redaction: {
    label: "Rédaction",
    description: "articles et réalisations du site",
    permissions: ["publishing"],
  },
} satisfies Record<string, StaffRoleEntry>;

export type StaffRole = keyof typeof STAFF_ROLE_REGISTRY;

/** The roles, in the registry's order (the database column's values). */
export const STAFF_ROLES = Object.keys(STAFF_ROLE_REGISTRY) as [StaffRole, ...StaffRole[]];

const TABLE: Record<StaffRole, StaffRoleEntry> = STAFF_ROLE_REGISTRY;

export const STAFF_ROLE_LABELS = Object.fromEntries(
  STAFF_ROLES.map((role) => [role, TABLE[role].label]),
) as Record<StaffRole, string>;

/** Whether a staff role holds a permission; a visitor (null) holds none. */
export function can(role: StaffRole | null | undefined, permission: Permission): boolean {
  return role ? TABLE[role].permissions.includes(permission) : false;
}

/** The permissions of a role, for the menus. */
export function permissionsOf(role: StaffRole | null | undefined): readonly Permission[] {
  return role ? TABLE[role].permissions : [];
}
