import { readdirSync, readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { articleSources } from "#content/article-sources.ts";
import { compileArticle, parseArticleSource } from "#content/compile-articles.ts";
import { projects as seedProjects } from "#content/projects.ts";
import { db } from "#app/db/db.server.ts";
import {
  article,
  articleMailing,
  media,
  newsletterSubscriber,
  outbox,
  project,
  publishingRevision,
} from "#app/db/schema.ts";
import {
  findArticle,
  latestArticles,
  listArticles,
  similarArticles,
} from "#app/features/blog/articles.server.ts";
import { subscribe, unsubscribe } from "#app/features/newsletter/newsletter.server.ts";
import { findProject, listProjects } from "#app/features/portfolio/projects.server.ts";
import { serveMedia, storeImage } from "#app/features/media/media.server.ts";
import {
  MAILING_WINDOW,
  mailingProgress,
  sendMailingTurn,
  startMailing,
} from "#app/features/newsletter/mailing.server.ts";
import {
  editorList,
  findArticleRow,
  publishDue,
  restoreRevision,
  saveArticle,
  saveProject,
  unpublish,
} from "#app/features/publishing/publishing.server.ts";
import type { ArticleInput } from "#app/features/publishing/schemas.ts";
import { SEED_AUTHOR, seedPublishing } from "#app/features/publishing/seed.server.ts";
import { ACTION_LABELS } from "#app/features/revisions/fields.ts";
import { listRevisions } from "#app/features/revisions/revisions.server.ts";
import { markSiteChanged } from "#app/features/platform/site-revision.server.ts";
import { RENDERER_VERSION } from "#app/lib/markdown.server.ts";
import { prerenderedPaths } from "#app/features/seo/prerendered-paths.server.ts";
import { rssXml, sitemapXml } from "#app/features/seo/feeds.server.ts";

// Issue 24 (ADR 034): the database is the one source of the blog and the portfolio;
// what the editor publishes, schedules or withdraws shows everywhere at once.

const awa = { id: null, name: "Awa Diop" };
const T0 = new Date("2026-11-26T10:00:00Z");

const input = (over: Partial<ArticleInput> = {}): ArticleInput => ({
  title: "Publier sans développeur, en quelques secondes",
  slug: "publier-sans-developpeur",
  excerpt: "Le site de l'agence se met à jour depuis l'éditeur, sans redémarrage.",
  category: "Développement",
  author: "awa-diop",
  tags: ["publication", "react"],
  featured: false,
  coverAlt: "",
  seoTitle: "",
  seoDescription: "",
  body: "## Un titre\n\n- un\n- deux\n\n```ts\nconst x = 1;\n```\n\n<script>alert('x')</script>\n\n[piège](javascript:alert(1))",
  ...over,
});

/** Saves an article of `input(over)` as Awa at T0: a new one unless `options.id`. */
const save = (
  intent: "draft" | "publish" | "schedule",
  over: Partial<ArticleInput> = {},
  options: { id?: string | null; now?: Date; scheduleAt?: Date | null } = {},
) =>
  saveArticle({
    id: options.id ?? null,
    input: input(over),
    intent,
    scheduleAt: options.scheduleAt ?? null,
    actor: awa,
    now: options.now ?? T0,
  });

beforeAll(async () => {
  await seedPublishing();
}, 60_000);

describe("the seed: content/ imported once", () => {
  it("the 18 articles and 4 projects answer as the files did, newest first", async () => {
    const files = articleSources
      .map(({ file, source }) => ({ file, source, ...parseArticleSource(file, source) }))
      .sort(
        (a, b) =>
          b.meta.publishedAt.localeCompare(a.meta.publishedAt) || a.slug.localeCompare(b.slug),
      );
    // The 14 of docs/product.md §3 and the four of autumn 2026 (issue 29).
    expect(files).toHaveLength(18);
    const listed = await listArticles();
    expect(listed.map((a) => a.slug)).toEqual(files.map((a) => a.slug));
    const newest = await compileArticle(files[0]!.file, files[0]!.source);
    const one = await findArticle(newest.slug);
    expect(one?.html).toBe(newest.html);
    expect(one?.publishedAt).toBe(newest.publishedAt);
    // The old short id still finds it.
    expect((await findArticle(newest.id))?.slug).toBe(newest.slug);
    expect((await listProjects()).map((p) => p.slug)).toEqual(seedProjects.map((p) => p.slug));
    expect(await findProject(seedProjects[2]!.slug)).toEqual(seedProjects[2]);
  });

  it("bodies are rendered once and kept; an older renderer's HTML is made again", async () => {
    const [row] = await db().select().from(article).where(eq(article.slug, "wcag-guide-pratique"));
    expect(row?.renderedWith).toBe(RENDERER_VERSION);
    expect(row?.html).toContain("<h2");
    await db()
      .update(article)
      .set({ html: "<p>rendu ancien</p>", renderedWith: "0" })
      .where(eq(article.slug, "wcag-guide-pratique"));
    await markSiteChanged("test: renderer");
    expect((await findArticle("wcag-guide-pratique"))?.html).toBe(row?.html);
    const [again] = await db()
      .select()
      .from(article)
      .where(eq(article.slug, "wcag-guide-pratique"));
    expect(again).toMatchObject({ html: row?.html, renderedWith: RENDERER_VERSION });
  });

  it("a second start imports nothing", async () => {
    expect(await seedPublishing()).toEqual({ articles: 0, projects: 0 });
  });
});

describe("publishing an article", () => {
  let id = "";

  it("a draft shows nowhere", async () => {
    const saved = await save("draft");
    expect(saved).toMatchObject({ ok: true, status: "draft" });
    if (!saved.ok) return;
    id = saved.id;
    expect(await findArticle("publier-sans-developpeur")).toBeNull();
    expect(await sitemapXml()).not.toContain("publier-sans-developpeur");
  });

  it("« Publier » puts it everywhere: list, latest, its page, sitemap, feed, pages to pre-render", async () => {
    const saved = await save("publish", {}, { id, now: new Date(T0.getTime() + 1000) });
    expect(saved).toMatchObject({ ok: true, status: "published" });
    expect((await listArticles())[0]?.slug).toBe("publier-sans-developpeur");
    expect((await latestArticles(3))[0]?.slug).toBe("publier-sans-developpeur");
    const page = await findArticle("publier-sans-developpeur");
    expect(page?.publishedAt).toBe("2026-11-26");
    expect(page?.author.name).toBe("Awa Diop");
    expect(page?.html).toContain('<h2 id="un-titre">Un titre</h2>');
    expect(page?.html).toContain("<li>deux</li>");
    expect(page?.html).toContain('class="shiki');
    expect(page?.html).not.toMatch(/<script|javascript:|alert\('x'\)/);
    expect(page?.headings).toEqual([{ id: "un-titre", text: "Un titre", level: 2 }]);
    expect(await sitemapXml()).toContain("/articles/publier-sans-developpeur</loc>");
    expect(await rssXml()).toContain("/articles/publier-sans-developpeur</link>");
    expect(await prerenderedPaths()).toContain("/articles/publier-sans-developpeur");
    // A similar article of the same category finds it.
    const other = (await listArticles()).find(
      (a) => a.category === "Développement" && a.slug !== "publier-sans-developpeur",
    )!;
    const next = await similarArticles(other);
    expect(next.similar.map((a) => a.slug)).toContain("publier-sans-developpeur");
    const row = await findArticleRow(id);
    expect(row?.publishedByName).toBe("Awa Diop");
  });

  it("a slug is unique", async () => {
    const taken = await save("draft", { title: "Un autre article au même slug" });
    expect(taken).toMatchObject({ ok: false, field: "slug" });
  });

  it("« Restaurer » brings an earlier version back, live at once", async () => {
    await save(
      "publish",
      { title: "Un titre changé après publication" },
      { id, now: new Date(T0.getTime() + 60_000) },
    );
    expect((await findArticle("publier-sans-developpeur"))?.title).toBe(
      "Un titre changé après publication",
    );
    const revisions = await listRevisions(id);
    expect(revisions.map((r) => r.action)).toEqual(["publish", "publish", "draft"]);
    const first = revisions.at(-1)!;
    const restored = await restoreRevision(
      "article",
      id,
      first.id,
      awa,
      new Date(T0.getTime() + 120_000),
    );
    expect(restored).toMatchObject({ ok: true, status: "published" });
    expect((await findArticle("publier-sans-developpeur"))?.title).toBe(
      "Publier sans développeur, en quelques secondes",
    );
    expect((await listRevisions(id))[0]).toMatchObject({ action: "restore", byName: "Awa Diop" });
  });

  it("« Dépublier »: gone from the page, the list, the sitemap and the feed", async () => {
    expect(await unpublish("article", id, awa, T0)).toBe(true);
    expect(await findArticle("publier-sans-developpeur")).toBeNull();
    expect((await listArticles()).map((a) => a.slug)).not.toContain("publier-sans-developpeur");
    expect(await sitemapXml()).not.toContain("publier-sans-developpeur");
    expect(await rssXml()).not.toContain("publier-sans-developpeur");
    expect(await prerenderedPaths()).not.toContain("/articles/publier-sans-developpeur");
  });
});

describe("« Programmer »", () => {
  it("refuses a moment already past", async () => {
    const past = await save(
      "schedule",
      { slug: "programme-passe" },
      { scheduleAt: new Date(T0.getTime() - 60_000) },
    );
    expect(past).toMatchObject({ ok: false, field: "scheduleAt" });
  });

  it("shows the article at its time, published once whoever ticks", async () => {
    const at = new Date("2026-12-01T09:30:00Z");
    const saved = await save(
      "schedule",
      { slug: "article-programme", title: "Un article programmé pour décembre" },
      { scheduleAt: at },
    );
    expect(saved).toMatchObject({ ok: true, status: "scheduled" });
    expect(await publishDue(new Date(at.getTime() - 1000))).toEqual([]);
    expect(await findArticle("article-programme")).toBeNull();
    // Two instances' schedules at once: one of them publishes it.
    const [a, b] = await Promise.all([publishDue(at), publishDue(at)]);
    expect([...a, ...b]).toEqual([{ kind: "article", slug: "article-programme" }]);
    expect((await findArticle("article-programme"))?.publishedAt).toBe("2026-12-01");
    expect(await rssXml()).toContain("/articles/article-programme</link>");
  });
});

describe("projects", () => {
  it("a new project needs its image; published, it leads the portfolio; withdrawn, it leaves", async () => {
    const project = {
      title: "Site de la coopérative Nafoore",
      slug: "site-cooperative-nafoore",
      client: "Coopérative Nafoore",
      year: 2026,
      duration: "5 semaines",
      category: "Site vitrine",
      technologies: ["React Router", "PostgreSQL"],
      description: "Un site vitrine pour une coopérative agricole de la vallée du fleuve.",
      fullDescription: "Premier paragraphe du projet.\n\nSecond paragraphe du projet.",
      imageAlt: "La page d'accueil du site de la coopérative",
    };
    const noImage = await saveProject({
      id: null,
      input: project,
      intent: "publish",
      scheduleAt: null,
      actor: awa,
      now: T0,
    });
    expect(noImage).toMatchObject({ ok: false, field: "image" });
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: "#2a6" },
    })
      .png()
      .toBuffer();
    const stored = await storeImage(new Uint8Array(png), "project", project.imageAlt);
    if (!stored.ok) throw new Error(stored.message);
    const saved = await saveProject({
      id: null,
      input: project,
      intent: "publish",
      scheduleAt: null,
      image: stored.image,
      actor: awa,
      now: T0,
    });
    expect(saved).toMatchObject({ ok: true, status: "published" });
    expect((await listProjects())[0]?.slug).toBe("site-cooperative-nafoore");
    expect(await sitemapXml()).toContain("/realisations/site-cooperative-nafoore</loc>");
    if (!saved.ok) return;
    await unpublish("project", saved.id, awa, T0);
    expect(await findProject("site-cooperative-nafoore")).toBeUndefined();
    expect(await sitemapXml()).not.toContain("site-cooperative-nafoore");
  });

  it("edited while published, a project keeps who published it, as an article does", async () => {
    const moussa = { id: null, name: "Moussa Ndiaye" };
    const [seeded] = (await editorList()).projects.filter((p) => p.status === "published");
    const row = (await db().select().from(project).where(eq(project.id, seeded!.id)))[0]!;
    const edited = await saveProject({
      id: row.id,
      input: {
        title: row.title,
        slug: row.slug,
        client: row.client,
        year: row.year,
        duration: row.duration,
        category: row.category,
        technologies: row.technologies,
        description: `${row.description} Mis à jour.`,
        fullDescription: row.fullDescription,
        imageAlt: row.image.alt || "L'image du projet",
      },
      intent: "publish",
      scheduleAt: null,
      actor: moussa,
      now: T0,
    });
    expect(edited).toMatchObject({ ok: true, status: "published" });
    const after = (await db().select().from(project).where(eq(project.id, row.id)))[0]!;
    expect(after.description).toMatch(/Mis à jour\.$/);
    expect(after.publishedByName).toBe(SEED_AUTHOR);
    const published = await saveArticle({
      id: null,
      input: input({ slug: "publie-par-awa" }),
      intent: "publish",
      scheduleAt: null,
      actor: awa,
      now: T0,
    });
    if (!published.ok) throw new Error(published.message);
    await saveArticle({
      id: published.id,
      input: input({ slug: "publie-par-awa", excerpt: "Un extrait repris par un autre membre." }),
      intent: "publish",
      scheduleAt: null,
      actor: moussa,
      now: T0,
    });
    expect((await findArticleRow(published.id))?.publishedByName).toBe("Awa Diop");
  });
});

describe("uploads", () => {
  it("an image is checked by its content, resized to the site's widths, AVIF and WebP with a JPEG fallback", async () => {
    const fake = new TextEncoder().encode("<svg onload=alert(1)></svg> pas une image");
    expect(await storeImage(fake, "cover", "")).toMatchObject({ ok: false });
    const tooBig = new Uint8Array(8 * 1024 * 1024 + 1);
    expect(await storeImage(tooBig, "cover", "")).toMatchObject({ ok: false });
    const jpeg = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: "#345" },
    })
      .jpeg()
      .toBuffer();
    const stored = await storeImage(new Uint8Array(jpeg), "cover", "Une couverture");
    if (!stored.ok) throw new Error(stored.message);
    expect(stored.image).toMatchObject({ width: 1200, height: 630, alt: "Une couverture" });
    expect(stored.image.src).toMatch(/^\/medias\/[a-f0-9]{20}-1200\.jpg$/);
    expect(stored.image.sources?.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(stored.image.sources?.[0]?.srcSet).toMatch(
      /-400\.avif 400w, .*-800\.avif 800w, .*-1200\.avif 1200w$/,
    );
    const name = stored.image.sources![0]!.srcSet.split(" ")[0]!.replace("/medias/", "");
    const response = await serveMedia(name);
    expect(response.headers.get("content-type")).toBe("image/avif");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([400, 210]);
    expect((await serveMedia("../../etc/passwd")).status).toBe(404);
    const [{ n } = { n: 0 }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(media);
    expect(n).toBeGreaterThanOrEqual(7);
  });
});

describe("« Envoyer aux abonnés »", () => {
  it("one email per current subscriber, with the unsubscribe link and headers, once per article", async () => {
    await subscribe("abonne1@exemple.sn", T0);
    await subscribe("abonne2@exemple.sn", T0);
    await subscribe("parti@exemple.sn", T0);
    await subscribe("robot@exemple.sn", T0, { spam: true });
    const [gone] = await db()
      .select()
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.email, "parti@exemple.sn"));
    await unsubscribe(gone!.token, T0);
    const saved = await save("publish", {
      slug: "article-envoye",
      title: "Un article envoyé aux abonnés",
    });
    if (!saved.ok) throw new Error(saved.message);
    const started = await startMailing(saved.id, awa, T0);
    expect(started).toEqual({ ok: true, recipients: 2 });
    const mails = await db().select().from(outbox).where(eq(outbox.kind, "newsletter-article"));
    expect(mails.map((m) => m.to).sort()).toEqual(["abonne1@exemple.sn", "abonne2@exemple.sn"]);
    for (const m of mails) {
      expect(m.subject).toBe("Un article envoyé aux abonnés");
      expect(m.html).toContain("http://localhost:3000/articles/article-envoye");
      expect(m.text).toContain("/newsletter/desabonnement?jeton=");
      expect(m.headers?.["List-Unsubscribe"]).toContain("/newsletter/desabonnement?jeton=");
      expect(m.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    }
    const again = await startMailing(saved.id, awa, T0);
    expect(again).toMatchObject({ ok: false });
    expect(
      await db().select().from(outbox).where(eq(outbox.kind, "newsletter-article")),
    ).toHaveLength(2);
    const row = (await findArticleRow(saved.id))!;
    expect(await mailingProgress(row)).toMatchObject({ total: 2, sent: 0, left: 2 });
    await db().update(outbox).set({ status: "sent" }).where(eq(outbox.to, "abonne1@exemple.sn"));
    expect(await mailingProgress(row)).toMatchObject({ total: 2, sent: 1, left: 1 });
  });

  it("a draft cannot be sent", async () => {
    const saved = await save("draft", { slug: "brouillon-non-envoye" });
    if (!saved.ok) throw new Error(saved.message);
    expect(await startMailing(saved.id, awa, T0)).toMatchObject({ ok: false });
  });

  it("queued in turns: whoever unsubscribes before their turn gets nothing", async () => {
    await db().execute(sql`
      insert into newsletter_subscriber (email, token)
      select 'lecteur' || g || '@exemple.sn', 'jeton-lecteur-' || g from generate_series(1, ${MAILING_WINDOW + 5}) g`);
    const saved = await save("publish", {
      slug: "article-en-plusieurs-tours",
      title: "Un article envoyé en plusieurs tours",
    });
    if (!saved.ok) throw new Error(saved.message);
    const started = await startMailing(saved.id, awa, T0);
    expect(started).toEqual({ ok: true, recipients: MAILING_WINDOW + 5 + 2 });
    const pending = await db()
      .select({ subscriberId: articleMailing.subscriberId })
      .from(articleMailing)
      .where(and(eq(articleMailing.articleId, saved.id), eq(articleMailing.state, "pending")));
    expect(pending).toHaveLength(7);
    // One of those still waiting unsubscribes; the first turn is delivered.
    const [late] = await db()
      .select()
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.id, pending[0]!.subscriberId));
    await unsubscribe(late!.token, T0);
    await db().update(outbox).set({ status: "sent" }).where(eq(outbox.status, "pending"));
    expect(await sendMailingTurn()).toEqual({ queued: 6, skipped: 1 });
    const to = await db()
      .select({ to: outbox.to })
      .from(outbox)
      .where(and(eq(outbox.kind, "newsletter-article"), eq(outbox.to, late!.email)));
    expect(to).toHaveLength(0);
    const row = (await findArticleRow(saved.id))!;
    expect(await mailingProgress(row)).toMatchObject({
      total: MAILING_WINDOW + 7,
      skipped: 1,
      sent: MAILING_WINDOW,
      left: 6,
    });
    expect(await sendMailingTurn()).toEqual({ queued: 0, skipped: 0 });
    const [count] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(article)
      .where(eq(article.slug, "article-en-plusieurs-tours"));
    expect(count?.n).toBe(1);
  });
});

describe("the editor's lists (issue 29)", () => {
  it("« Publiés »: newest publication first, whatever was edited last", async () => {
    // The oldest seed article edited now: still listed by its publication date.
    const [oldest] = await db()
      .select()
      .from(article)
      .where(eq(article.status, "published"))
      .orderBy(article.publishAt)
      .limit(1);
    const edited = await save(
      "publish",
      {
        title: oldest!.title,
        slug: oldest!.slug,
        excerpt: oldest!.excerpt,
        category: oldest!.category as ArticleInput["category"],
        author: oldest!.author,
        body: oldest!.body,
      },
      { id: oldest!.id, now: new Date(T0.getTime() + 3_600_000) },
    );
    expect(edited).toMatchObject({ ok: true });
    const published = (await editorList()).articles.filter((a) => a.status === "published");
    const instants = published.map((a) => a.publishAt!.getTime());
    expect(instants).toEqual([...instants].sort((a, b) => b - a));
    expect(published.at(-1)?.slug).toBe(oldest!.slug);
  });

  it("the seed is named in an editor's words, not the repository's", async () => {
    const [seeded] = await db()
      .select()
      .from(article)
      .where(eq(article.slug, "wcag-guide-pratique"));
    expect(seeded!.publishedByName).toBe(SEED_AUTHOR);
    expect(SEED_AUTHOR).not.toMatch(/content\/|dépôt|import/i);
    expect(ACTION_LABELS.import).not.toMatch(/content\/|dépôt|import/i);
    const [first] = (await listRevisions(seeded!.id)).slice(-1);
    expect(first).toMatchObject({ action: "import", byName: SEED_AUTHOR });
  });

  it("an install seeded before: its rows and history take the new name (migration)", async () => {
    const OLD = "Import du dépôt (content/)";
    await db()
      .update(article)
      .set({ publishedByName: OLD })
      .where(eq(article.slug, "wcag-guide-pratique"));
    await db()
      .update(publishingRevision)
      .set({ byName: OLD })
      .where(eq(publishingRevision.action, "import"));
    const file = readdirSync("drizzle").find((f) => f.endsWith("_seed-named-for-editors.sql"));
    expect(file, "the migration").toBeDefined();
    for (const statement of readFileSync(`drizzle/${file}`, "utf8").split(
      "--> statement-breakpoint",
    )) {
      await db().execute(sql.raw(statement));
    }
    const [renamed] = await db()
      .select()
      .from(article)
      .where(eq(article.slug, "wcag-guide-pratique"));
    expect(renamed!.publishedByName).toBe(SEED_AUTHOR);
    const old = await db()
      .select()
      .from(publishingRevision)
      .where(eq(publishingRevision.byName, OLD));
    expect(old).toEqual([]);
  });
});
