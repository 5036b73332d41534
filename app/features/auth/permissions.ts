// Who may do what in the studio: one table, read by every staff loader and action
// (requirePermission in session.server.ts) and by the menus that hide what a role
// cannot open. docs/product.md lists the roles; the team feature assigns them.

export const STAFF_ROLES = ["gerant", "facturation", "commercial", "redaction"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  gerant: "Gérant",
  facturation: "Facturation",
  commercial: "Commercial",
  redaction: "Rédaction",
};

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

const TABLE: Record<StaffRole, readonly Permission[]> = {
  gerant: PERMISSIONS,
  facturation: [
    "documents.read",
    "quotes.issue",
    "invoices.issue",
    "payments",
    "credit-notes",
    "exports",
    "clients",
    "catalogue",
    "subscriptions",
  ],
  commercial: ["documents.read", "quotes.issue", "clients", "leads"],
  redaction: ["publishing"],
};

/** Whether a staff role holds a permission; a visitor (null) holds none. */
export function can(role: StaffRole | null | undefined, permission: Permission): boolean {
  return role ? TABLE[role].includes(permission) : false;
}

/** The permissions of a role, for the menus. */
export function permissionsOf(role: StaffRole | null | undefined): readonly Permission[] {
  return role ? TABLE[role] : [];
}
