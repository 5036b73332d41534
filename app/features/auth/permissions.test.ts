import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { staffInvitation, user } from "#app/db/schema.ts";
import { pagePaths } from "#app/lib/route-paths.ts";
import routes from "#app/routes.ts";
import {
  can,
  PERMISSIONS,
  STAFF_ROLE_LABELS,
  STAFF_ROLE_REGISTRY,
  STAFF_ROLES,
  type StaffRole,
} from "./permissions.ts";
import { DOORS, landingOf } from "./doors.ts";

// The staff roles' registry (ADR 036): every role has a label, a description, a
// permission row and a landing page. A role added to the registry makes the record
// below fail to compile until it is described here too.

/** The names as docs/product.md writes them, and where each role's work starts. */
const EXPECTED = {
  gerant: { label: "Gérant", landing: "/invoice-quote" },
  facturation: { label: "Facturation", landing: "/invoice-quote" },
  commercial: { label: "Commercial", landing: "/invoice-quote" },
  redaction: { label: "Rédaction", landing: "/redaction" },
} satisfies Record<StaffRole, { label: string; landing: string }>;

const routed = new Set(pagePaths(routes));

describe("the staff roles' registry", () => {
  it("declares every role with its label, description, permission row and landing page", () => {
    expect(STAFF_ROLES).toEqual(Object.keys(EXPECTED));
    for (const role of STAFF_ROLES) {
      const entry = STAFF_ROLE_REGISTRY[role];
      expect(entry.label).toBe(EXPECTED[role].label);
      expect(STAFF_ROLE_LABELS[role]).toBe(EXPECTED[role].label);
      expect(entry.description.trim()).not.toBe("");
      expect(entry.permissions.length).toBeGreaterThan(0);
      // The row follows the order of PERMISSIONS, each permission once.
      const order = entry.permissions.map((p) => PERMISSIONS.indexOf(p));
      expect(order.every((i, n) => i >= 0 && (n === 0 || i > order[n - 1]!))).toBe(true);
      expect(landingOf(role)).toBe(EXPECTED[role].landing);
      expect(routed.has(landingOf(role)), landingOf(role)).toBe(true);
    }
  });

  it("gives the Gérant every permission, and each door a routed page", () => {
    for (const permission of PERMISSIONS) expect(can("gerant", permission)).toBe(true);
    for (const door of DOORS) expect(routed.has(door.to), door.to).toBe(true);
  });

  it("is what the database's columns accept", () => {
    expect(getTableColumns(user).staffRole.enumValues).toEqual(STAFF_ROLES);
    expect(getTableColumns(staffInvitation).staffRole.enumValues).toEqual(STAFF_ROLES);
  });
});
