// A project's statuses, declared once (ADR 036's way): the column's values, the labels the
// pages show, the filter of /projets, and whether time may still be recorded on it.

type StatusEntry = {
  label: string;
  /** Whether members may still start a timer or add time on it. */
  takesTime: boolean;
};

export const PROJECT_STATUSES = {
  active: { label: "En cours", takesTime: true },
  paused: { label: "En pause", takesTime: true },
  delivered: { label: "Livré", takesTime: true },
  closed: { label: "Clos", takesTime: false },
} satisfies Record<string, StatusEntry>;

export type ProjectStatus = keyof typeof PROJECT_STATUSES;

export const PROJECT_STATUS_NAMES = Object.keys(PROJECT_STATUSES) as [
  ProjectStatus,
  ...ProjectStatus[],
];

export const PROJECT_STATUS_LABELS = Object.fromEntries(
  PROJECT_STATUS_NAMES.map((s) => [s, PROJECT_STATUSES[s].label]),
) as Record<ProjectStatus, string>;

export function isProjectStatus(value: string): value is ProjectStatus {
  return (PROJECT_STATUS_NAMES as string[]).includes(value);
}
