import { describe, expect, it } from "vitest";
import { weekOf } from "./time.ts";
import { weekGrid } from "./week.ts";

describe("the week's grid", () => {
  it("totals per day, per project and for the week; other weeks' entries left out", () => {
    const { days } = weekOf("2026-12-02");
    const grid = weekGrid(days, [
      { day: "2026-11-30", minutes: 90, projectId: "b", projectName: "Boutique" },
      { day: "2026-11-30", minutes: 30, projectId: "a", projectName: "Application" },
      { day: "2026-12-02", minutes: 45, projectId: "b", projectName: "Boutique" },
      { day: "2026-12-06", minutes: 15, projectId: "b", projectName: "Boutique" },
      { day: "2026-12-07", minutes: 600, projectId: "a", projectName: "Application" },
    ]);
    expect(grid.rows).toEqual([
      { projectId: "a", projectName: "Application", perDay: [30, 0, 0, 0, 0, 0, 0], total: 30 },
      { projectId: "b", projectName: "Boutique", perDay: [90, 0, 45, 0, 0, 0, 15], total: 150 },
    ]);
    expect(grid.perDay).toEqual([120, 0, 45, 0, 0, 0, 15]);
    expect(grid.total).toBe(90 + 30 + 45 + 15);
  });
});
