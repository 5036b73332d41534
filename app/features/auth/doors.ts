import { can, type Permission, type StaffRole } from "./permissions.ts";

// The staff pages a member may open, derived from the permission table: the hub's cards,
// the avatar menu, where a member lands after signing in and what the invitation email
// promises (with door-gives.server.ts's words) all read this one list, so no menu ever
// leads to a 403.

/** Where a door belongs: the hub « Devis & Factures », the editor, or the member's own account. */
export type Space = "studio" | "redaction" | "account";

export type Door = {
  to: string;
  label: string;
  /** The permission it needs (permissions.ts); null: every member. */
  permission: Permission | null;
  space: Space;
};

/** The hub « Devis & Factures » (/invoice-quote): the studio's doors as cards. */
export const HUB: Pick<Door, "to" | "label"> = { to: "/invoice-quote", label: "Devis & Factures" };

export const DOORS: readonly Door[] = [
  {
    to: "/create-quote",
    label: "Créer un Devis",
    permission: "quotes.issue",
    space: "studio",
  },
  {
    to: "/create-invoice",
    label: "Créer une Facture",
    permission: "invoices.issue",
    space: "studio",
  },
  {
    to: "/create-technical-proposal",
    label: "Créer une Proposition Technique",
    permission: "quotes.issue",
    space: "studio",
  },
  {
    to: "/documents",
    label: "Registre des documents",
    permission: "documents.read",
    space: "studio",
  },
  {
    to: "/tableau-de-bord",
    label: "Tableau de bord",
    permission: "documents.read",
    space: "studio",
  },
  {
    to: "/marges",
    label: "Marges",
    permission: "margins",
    space: "studio",
  },
  {
    to: "/demandes",
    label: "Demandes et abonnés",
    permission: "leads",
    space: "studio",
  },
  {
    to: "/pipeline",
    label: "Pipeline",
    permission: "leads",
    space: "studio",
  },
  {
    to: "/abonnements",
    label: "Abonnements",
    permission: "subscriptions",
    space: "studio",
  },
  {
    to: "/clients",
    label: "Clients",
    permission: "clients",
    space: "studio",
  },
  {
    to: "/catalogue",
    label: "Catalogue",
    permission: "catalogue",
    space: "studio",
  },
  {
    to: "/projets",
    label: "Projets",
    permission: "projects",
    space: "studio",
  },
  {
    to: "/temps",
    label: "Temps",
    permission: "time",
    space: "studio",
  },
  {
    to: "/depenses",
    label: "Dépenses",
    permission: "expenses",
    space: "studio",
  },
  {
    to: "/redaction",
    label: "Rédaction",
    permission: "publishing",
    space: "redaction",
  },
  {
    to: "/equipe",
    label: "Équipe",
    permission: "team",
    space: "studio",
  },
  {
    to: "/parametres-entreprise",
    label: "Paramètres de l'entreprise",
    permission: "settings",
    space: "studio",
  },
  {
    to: "/securite",
    label: "Sécurité de mon compte",
    permission: null,
    space: "account",
  },
];

/**
 * The doors a staff member's role opens, in the hub's order (null: a member without a role,
 * who still reaches their own account's security). Never called for a visitor.
 */
export function doorsOf(role: StaffRole | null | undefined): Door[] {
  return DOORS.filter((d) => d.permission === null || can(role, d.permission));
}

/** Whether the hub « Devis & Factures » holds anything for the role (beyond its own account). */
export function opensHub(role: StaffRole | null | undefined): boolean {
  return doorsOf(role).some((d) => d.space === "studio");
}

/**
 * The avatar menu's staff links: the hub when the role has studio doors, the editor when it
 * may publish, and the member's own security page.
 */
export function menuDoorsOf(role: StaffRole | null | undefined): { to: string; label: string }[] {
  const doors = doorsOf(role);
  return [
    ...(opensHub(role) ? [HUB] : []),
    ...doors.filter((d) => d.space !== "studio").map(({ to, label }) => ({ to, label })),
  ];
}

/** The first page a member's role can use: where they land after signing in. */
export function landingOf(role: StaffRole | null | undefined): string {
  return menuDoorsOf(role)[0]!.to;
}
