import { describe, expect, it } from "vitest";
import { periodOfSearch } from "./requests.ts";

const at = (search: string) => periodOfSearch(new URL(`http://x/documents/export${search}`));

describe("an export's period (?du=…&au=…)", () => {
  it("reads both days", () => {
    expect(at("?du=2026-01-01&au=2026-03-31")).toEqual({
      ok: true,
      period: { from: "2026-01-01", to: "2026-03-31" },
    });
  });

  it("says in French what is wrong: a missing day, a reversed period", () => {
    const missing = at("?du=2026-01-01");
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.message).toMatch(/^Période invalide\u00a0: .*AAAA-MM-JJ\)\.$/);
    expect(at("?du=2026-03-31&au=2026-01-01")).toEqual({
      ok: false,
      message:
        "Période invalide\u00a0: La fin de la période précède son début (du et au, au format AAAA-MM-JJ).",
    });
  });
});
