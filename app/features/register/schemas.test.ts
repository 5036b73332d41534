import { describe, expect, it } from "vitest";
import { lateRange, RegisterQuerySchema } from "./schemas.ts";

// The register's URL parameters behind the dashboard's links (ADR 025).
describe("the register's dashboard filters", () => {
  it("reads a client, a cashed period, the owed balance and a lateness range", () => {
    expect(
      RegisterQuerySchema.parse({
        client: " Sonatel Business ",
        encaisse_du: "2026-11-01",
        encaisse_au: "2026-11-30",
        solde: "du",
        retard: "31-60",
      }),
    ).toMatchObject({
      client: "Sonatel Business",
      encaisse_du: "2026-11-01",
      encaisse_au: "2026-11-30",
      solde: "du",
      retard: "31-60",
    });
  });

  it("ignores what it cannot read instead of failing the page", () => {
    const f = RegisterQuerySchema.parse({
      client: "x".repeat(300),
      encaisse_du: "hier",
      solde: "tout",
      retard: "beaucoup",
    });
    expect(f.client).toBeUndefined();
    expect(f.encaisse_du).toBeUndefined();
    expect(f.solde).toBeUndefined();
    expect(f.retard).toBeUndefined();
  });

  it.each([
    ["1-30", { min: 1, max: 30 }],
    ["91-", { min: 91, max: null }],
    ["60-31", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("retard=%j → %j", (value, range) => {
    expect(lateRange(value)).toEqual(range);
  });
});
