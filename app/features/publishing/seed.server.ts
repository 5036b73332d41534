import { sql } from "drizzle-orm";
import { articleSources } from "#content/article-sources.ts";
import { parseArticleSource } from "#content/compile-articles.ts";
import { projects } from "#content/projects.ts";
import { db } from "#app/db/db.server.ts";
import { article, project } from "#app/db/schema.ts";
import { RENDERER_VERSION } from "#app/lib/markdown.server.ts";
import { renderArticleBody } from "#app/features/blog/body-images.server.ts";
import { recordRevision } from "#app/features/revisions/revisions.server.ts";
import { SEED_AUTHOR } from "./types.ts";

export { SEED_AUTHOR };

/** Who the seed's first revisions name. */
const SEED = { id: null, name: SEED_AUTHOR };

/** A seed article's publication instant: its day at 08:00 in Dakar (publication.ts). */
const seedInstant = (day: string) => new Date(`${day}T08:00:00Z`);

/**
 * The first content of the editor (ADR 034): the 18 articles and 4 projects of content/,
 * imported into an empty database once. From then on the database is the one source;
 * content/ is only the seed of a fresh install. Runs under the start-up lock.
 */
export async function seedPublishing(): Promise<{ articles: number; projects: number }> {
  return db().transaction(async (tx) => {
    const [{ n: articlesBefore } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(article);
    const [{ n: projectsBefore } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(project);
    let articles = 0;
    let projectCount = 0;
    if (articlesBefore === 0) {
      for (const { file, source } of articleSources) {
        const { slug, meta, body: text } = parseArticleSource(file, source);
        // As the editor keeps a text: no blank line before or after.
        const body = text.trim();
        const { html, headings, wordCount } = await renderArticleBody(body);
        const [row] = await tx
          .insert(article)
          .values({
            number: Number(meta.id),
            slug,
            title: meta.title,
            excerpt: meta.excerpt,
            seoTitle: meta.seoTitle,
            description: meta.description,
            category: meta.category,
            author: meta.author,
            tags: meta.tags,
            featured: meta.featured,
            cover: { src: meta.cover, width: 1200, height: 630, alt: "" },
            body,
            html,
            headings,
            wordCount,
            renderedWith: RENDERER_VERSION,
            status: "published",
            publishAt: seedInstant(meta.publishedAt),
            publishedByName: SEED_AUTHOR,
          })
          .returning();
        await recordRevision(tx, "article", row!, "import", SEED);
        articles++;
      }
    }
    if (projectsBefore === 0) {
      for (const p of projects) {
        const [row] = await tx
          .insert(project)
          .values({
            number: Number(p.id),
            slug: p.slug,
            title: p.title,
            client: p.client,
            year: p.year,
            duration: p.duration,
            category: p.category,
            technologies: p.technologies,
            description: p.description,
            fullDescription: p.fullDescription,
            image: p.image,
            gallery: p.gallery,
            status: "published",
            // The four share one instant: their order is their number's.
            publishAt: seedInstant(`${p.year}-01-01`),
            publishedByName: SEED_AUTHOR,
          })
          .returning();
        await recordRevision(tx, "project", row!, "import", SEED);
        projectCount++;
      }
    }
    return { articles, projects: projectCount };
  });
}
