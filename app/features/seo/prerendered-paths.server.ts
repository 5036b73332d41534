import { projects } from "#content/projects.ts";
import { listArticles } from "#app/features/blog/articles.server.ts";
import { STATIC_PRERENDERED_PATHS } from "./prerendered-paths.ts";

/**
 * Every page the server keeps as pre-rendered bytes (server/prerendered.ts), read
 * again after each change of the site: a new article's page joins, a withdrawn
 * one leaves.
 */
export async function prerenderedPaths(): Promise<string[]> {
  return [
    ...STATIC_PRERENDERED_PATHS,
    ...projects.map((p) => `/realisations/${p.slug}`),
    ...listArticles().map((a) => `/articles/${a.slug}`),
  ];
}
