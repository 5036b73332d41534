import { PROJECT_STATUS_LABELS, type ProjectStatus } from "#app/features/projects/statuses.ts";
import { cn } from "#app/lib/utils.ts";

const TONE: Record<ProjectStatus, string> = {
  active: "bg-primary/10 text-primary",
  paused: "bg-muted text-foreground",
  delivered: "bg-success/10 text-success",
  closed: "bg-muted text-muted-foreground",
};

export function StatusPill({ status }: { status: ProjectStatus }) {
  return (
    <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", TONE[status])}>
      {PROJECT_STATUS_LABELS[status]}
    </span>
  );
}
