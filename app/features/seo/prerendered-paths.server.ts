import { listArticles } from "#app/features/blog/articles.server.ts";
import { listProjects } from "#app/features/portfolio/projects.server.ts";
import { STATIC_PRERENDERED_PATHS } from "./prerendered-paths.ts";

/**
 * Every page the server keeps as pre-rendered bytes (server/prerendered.ts), read
 * again after each change of the site: a new article's page joins, a withdrawn
 * one leaves.
 */
export async function prerenderedPaths(): Promise<string[]> {
  return [
    ...STATIC_PRERENDERED_PATHS,
    ...(await listProjects()).map((p) => `/realisations/${p.slug}`),
    ...(await listArticles()).map((a) => `/articles/${a.slug}`),
  ];
}
