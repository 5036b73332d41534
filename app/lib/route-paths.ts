/** A route of app/routes.ts as its tests read it. */
export type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every page's path, those inside a layout without a path of its own (the staff shell) too. */
export function pagePaths(entries: readonly RouteEntry[]): string[] {
  return entries.flatMap((r) => [
    ...(r.path !== undefined || r.index ? [`/${r.path ?? ""}`] : []),
    ...pagePaths(r.children ?? []),
  ]);
}
