import { asc, desc, eq } from "drizzle-orm";
import { db } from "#app/db/db.server.ts";
import { project, type ProjectRow } from "#app/db/schema.ts";
import type { Project } from "#content/types.ts";
import { onSiteChange } from "#app/features/platform/site-revision.server.ts";

// The portfolio's one source at run time (ADR 034): the published rows of `project`,
// kept in memory and reloaded at every change of the site (ADR 026).

export function toProject(row: ProjectRow): Project {
  return {
    id: String(row.number),
    slug: row.slug,
    title: row.title,
    description: row.description,
    image: row.image,
    gallery: row.gallery,
    fullDescription: row.fullDescription,
    technologies: row.technologies,
    client: row.client,
    year: row.year,
    duration: row.duration,
    category: row.category,
  };
}

async function load(): Promise<Project[]> {
  const rows = await db()
    .select()
    .from(project)
    .where(eq(project.status, "published"))
    .orderBy(desc(project.publishAt), asc(project.number));
  return rows.map(toProject);
}

let cache: Promise<Project[]> | undefined;
const fresh = () =>
  load().catch((error: unknown) => {
    cache = undefined;
    throw error;
  });
onSiteChange(async () => {
  cache = fresh();
  await cache;
});

/** The published projects, newest first (the seed's four in their order). */
export async function listProjects(): Promise<Project[]> {
  cache ??= fresh();
  return cache;
}

/** A published project by slug, else by id (docs/product.md §2 Project detail). */
export async function findProject(slugOrId: string): Promise<Project | undefined> {
  const all = await listProjects();
  return all.find((p) => p.slug === slugOrId) ?? all.find((p) => p.id === slugOrId);
}

/** A project's link preview: the seed's rendered PNG, or an uploaded image's fallback. */
export function projectPreview(p: Pick<Project, "slug" | "image">): string {
  return p.image.src.startsWith("/images/projects/")
    ? `/images/og/realisations/${p.slug}.png`
    : p.image.src;
}
