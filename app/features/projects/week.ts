// The week view of /temps (ADR 052), pure: a member's entries as a grid of projects by
// day, Monday to Sunday, with the totals of each day, each project and the week.

export type GridEntry = { day: string; minutes: number; projectId: string; projectName: string };

export type WeekGrid = {
  rows: { projectId: string; projectName: string; perDay: number[]; total: number }[];
  perDay: number[];
  total: number;
};

export function weekGrid(days: readonly string[], entries: readonly GridEntry[]): WeekGrid {
  const rows = new Map<string, WeekGrid["rows"][number]>();
  const perDay = days.map(() => 0);
  for (const e of entries) {
    const i = days.indexOf(e.day);
    if (i < 0) continue;
    let row = rows.get(e.projectId);
    if (!row) {
      row = {
        projectId: e.projectId,
        projectName: e.projectName,
        perDay: days.map(() => 0),
        total: 0,
      };
      rows.set(e.projectId, row);
    }
    row.perDay[i]! += e.minutes;
    row.total += e.minutes;
    perDay[i]! += e.minutes;
  }
  const sorted = [...rows.values()].sort((a, b) =>
    a.projectName.localeCompare(b.projectName, "fr"),
  );
  return { rows: sorted, perDay, total: perDay.reduce((a, b) => a + b, 0) };
}
