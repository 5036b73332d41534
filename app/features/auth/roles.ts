import type { StaffRole } from "./permissions.ts";

export const ROLES = ["visitor", "staff"] as const;
export type Role = (typeof ROLES)[number];

/** What the browser may know about the signed-in person. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  username: string | null;
  role: Role;
  /** A staff member's role (permissions.ts); null for a visitor. */
  staffRole: StaffRole | null;
};
