import { describe, expect, it } from "vitest";
import { doorsOf } from "#app/features/auth/doors.ts";
import { STAFF_ROLES } from "#app/features/auth/permissions.ts";
import { CARDS } from "./studio-hub.tsx";

// The hub draws a tile per door the member's role opens: a door without its tile broke
// the whole hub (a 500 on /invoice-quote) when /pipeline was added.
describe("the studio hub's tiles", () => {
  it.each(STAFF_ROLES)("%s: every door it opens has its tile", (role) => {
    const missing = doorsOf(role)
      .filter((d) => !(d.to in CARDS))
      .map((d) => d.to);
    expect(missing).toEqual([]);
  });
});
