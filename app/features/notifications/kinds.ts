import { can, type Permission, type StaffRole } from "#app/features/auth/permissions.ts";

// The studio's live notifications (ADR 042): each kind once, with the permission of the
// members it concerns (their role acts on it) and how the member's preferences name it.

type KindSpec = {
  /** In the member's preferences: « Recevoir aussi par e-mail : … ». */
  label: string;
  permission: Permission;
};

export const NOTIFICATION_KINDS = {
  quote_accepted: { label: "un devis accepté en ligne", permission: "quotes.issue" },
  quote_refused: { label: "un devis refusé en ligne", permission: "quotes.issue" },
  payment_received: {
    label: "un paiement reçu (en ligne ou enregistré par un collègue)",
    permission: "payments",
  },
  contact_request: { label: "une nouvelle demande de contact", permission: "leads" },
  invitation_accepted: { label: "une invitation acceptée", permission: "team" },
} as const satisfies Record<string, KindSpec>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as [
  NotificationKind,
  ...NotificationKind[],
];

/** The kinds a role is told of, in the registry's order. */
export function kindsFor(role: StaffRole | null | undefined): NotificationKind[] {
  return NOTIFICATION_KIND_NAMES.filter((k) => can(role, NOTIFICATION_KINDS[k].permission));
}

/** One notification as the bell and the page show it. */
export type NotificationView = {
  id: string;
  seq: number;
  kind: NotificationKind;
  title: string;
  body: string;
  href: string;
  /** ISO instant. */
  at: string;
  read: boolean;
};

/** « 3 notifications non lues », for the bell's name. */
export function unreadLabel(n: number): string {
  if (n === 0) return "Notifications";
  return `Notifications (${n}\u00a0non lue${n > 1 ? "s" : ""})`;
}
