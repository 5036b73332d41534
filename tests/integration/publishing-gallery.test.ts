import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { projects as seedProjects } from "#content/projects.ts";
import { db } from "#app/db/db.server.ts";
import { media, project, publishingRevision, type ProjectRow } from "#app/db/schema.ts";
import { findProject } from "#app/features/portfolio/projects.server.ts";
import { ProjectView } from "#app/features/portfolio/project-view.tsx";
import { markSiteChanged } from "#app/features/platform/site-revision.server.ts";
import { handleProjectAction } from "#app/features/publishing/route.server.ts";
import { seedPublishing } from "#app/features/publishing/seed.server.ts";
import { serveMedia } from "#app/features/media/media.server.ts";
import { signedIn } from "#tests/fixtures/signed-in.ts";

// Issue 24, « Galerie »: a project's page shows up to 8 more images. Posted through the
// editor's own action (multipart, as a browser without JavaScript sends it), kept in the
// revisions (« Restaurer » brings them back), refused in French with nothing stored.

const SITE = "http://localhost:3000";
let cookie = "";
const slug = seedProjects[0]!.slug;

type Answer = {
  data: { message: string; values: Record<string, string> };
  init: { status: number };
};

beforeAll(async () => {
  await seedPublishing();
  cookie = await signedIn("redaction", {
    email: "galerie@teranga-digital.sn",
    name: "Awa",
    ip: "192.0.2.60",
  });
}, 60_000);

async function row(): Promise<ProjectRow> {
  const [found] = await db().select().from(project).where(eq(project.slug, slug));
  return found!;
}

/** The project's form as the editor posts it, with its gallery as the page lists it. */
function form(current: ProjectRow): FormData {
  const f = new FormData();
  f.set("intent", "publish");
  for (const key of ["title", "slug", "client", "duration", "category", "description"] as const) {
    f.set(key, current[key]);
  }
  f.set("year", String(current.year));
  f.set("technologies", current.technologies.join(", "));
  f.set("fullDescription", current.fullDescription);
  f.set("imageAlt", current.image.alt);
  current.gallery.forEach((image, i) => {
    f.set(`gallery-src-${i}`, image.src);
    f.set(`gallery-alt-${i}`, image.alt);
  });
  return f;
}

async function post(current: ProjectRow, body: FormData) {
  return handleProjectAction(
    new Request(`${SITE}/redaction/projets/${current.id}`, {
      method: "POST",
      body,
      headers: { cookie, origin: SITE, "x-real-ip": "192.0.2.61" },
    }),
    current.id,
  );
}

async function png(width: number, colour: string, height = Math.round((width * 9) / 16)) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], `ecran-${colour.slice(1)}.png`, { type: "image/png" });
}

const mediaCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(media)
  )[0]!.n;

describe("a project's gallery", () => {
  it("two images added, one removed, the earlier version restored: two again, on the page too", async () => {
    const before = await row();
    expect(before.gallery).toEqual([]);
    const add = form(before);
    add.append("galleryFiles", await png(1440, "#0b6e4f"));
    // A phone's screen (1170×2532): kept whole, not cropped.
    add.append("galleryFiles", await png(1170, "#c2410c", 2532));
    add.set("galleryNewAlt", "Écrans de la boutique Keur Wax Couture");
    const saved = await post(before, add);
    expect((saved as Response).status).toBe(302);

    const two = await row();
    expect(two.gallery).toHaveLength(2);
    expect(two.gallery.map((g) => g.alt)).toEqual([
      "Écrans de la boutique Keur Wax Couture",
      "Écrans de la boutique Keur Wax Couture",
    ]);
    // In the order chosen; fitted whole in 800×533 (and 400×267), AVIF and WebP + JPEG.
    expect(two.gallery[0]).toMatchObject({ width: 800, height: Math.round((800 * 9) / 16) });
    expect(two.gallery[0]!.sources![0]!.srcSet).toMatch(/-400\.avif 400w, .*-800\.avif 800w$/);
    const phone = { width: Math.round((1170 * 533) / 2532), height: 533 };
    expect(two.gallery[1]).toMatchObject(phone);
    expect(two.gallery[1]!.sources![1]!.srcSet).toMatch(
      new RegExp(`-400\\.webp ${Math.round((1170 * 267) / 2532)}w, .*-800\\.webp ${phone.width}w$`),
    );
    for (const image of two.gallery) {
      const served = await serveMedia(image.src.replace("/medias/", ""));
      expect(served.headers.get("content-type")).toBe("image/jpeg");
    }
    // Live at once: the portfolio's cache was reloaded by the site change.
    expect((await findProject(slug))?.gallery.map((g) => g.src)).toEqual(
      two.gallery.map((g) => g.src),
    );

    // The second removed, the first described anew.
    const edit = form(two);
    edit.set("gallery-alt-0", "La page d'accueil de la boutique, sur ordinateur");
    edit.set("gallery-remove-1", "on");
    expect(((await post(two, edit)) as Response).status).toBe(302);
    const one = await row();
    expect(one.gallery.map((g) => [g.src, g.alt])).toEqual([
      [two.gallery[0]!.src, "La page d'accueil de la boutique, sur ordinateur"],
    ]);
    expect((await findProject(slug))?.gallery).toHaveLength(1);

    // « Restaurer » the version with two images.
    const revisions = await db()
      .select()
      .from(publishingRevision)
      .where(eq(publishingRevision.itemId, one.id));
    const withTwo = revisions.find(
      (r) => (r.snapshot.gallery as unknown[] | undefined)?.length === 2,
    );
    expect(withTwo).toBeDefined();
    const restore = new FormData();
    restore.set("intent", "restore");
    restore.set("revision", withTwo!.id);
    expect(((await post(one, restore)) as Response).status).toBe(302);
    expect((await row()).gallery).toEqual(two.gallery);
    expect((await findProject(slug))?.gallery).toEqual(two.gallery);
  });

  it("a file that is not an image is refused in French: nothing stored, the text kept", async () => {
    const current = await row();
    const mediaBefore = await mediaCount();
    const f = form(current);
    f.set("title", "Un titre retapé qui ne doit pas se perdre");
    f.append("galleryFiles", await png(800, "#1d4ed8"));
    f.append(
      "galleryFiles",
      new File(["<svg onload=alert(1)></svg>"], "capture.png", { type: "image/png" }),
    );
    f.set("galleryNewAlt", "Deux nouveaux écrans");
    const answer = (await post(current, f)) as unknown as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.message).toBe(
      "«\u00a0capture.png\u00a0»\u00a0: Ce fichier n'est pas une image JPEG, PNG, WebP, AVIF ou GIF (son contenu a été vérifié).",
    );
    expect(answer.data.values.title).toBe("Un titre retapé qui ne doit pas se perdre");
    expect(answer.data.values.galleryNewAlt).toBe("Deux nouveaux écrans");
    expect(await row()).toEqual(current);
    // Not even the valid image's files: they are stored only with the project.
    expect(await mediaCount()).toBe(mediaBefore);
  });

  it("eight at most: the ninth is refused in French, nothing stored", async () => {
    const current = await row();
    expect(current.gallery).toHaveLength(2);
    const mediaBefore = await mediaCount();
    const f = form(current);
    for (let i = 0; i < 7; i++) f.append("galleryFiles", await png(400 + i, "#334155"));
    f.set("galleryNewAlt", "Sept écrans de plus");
    const answer = (await post(current, f)) as unknown as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.message).toBe(
      "La galerie compte 8\u00a0images au plus\u00a0: 2\u00a0images gardées et 7\u00a0images ajoutées. Retirez-en ou ajoutez-en moins.",
    );
    expect(await row()).toEqual(current);
    expect(await mediaCount()).toBe(mediaBefore);
    // Six fit: eight in all.
    const six = form(current);
    for (let i = 0; i < 6; i++) six.append("galleryFiles", await png(400 + i, "#334155"));
    six.set("galleryNewAlt", "Six écrans de plus");
    expect(((await post(current, six)) as Response).status).toBe(302);
    expect((await row()).gallery).toHaveLength(8);
  }, 60_000);

  it("a post over 32 MB is refused in French before it is read further", async () => {
    const current = await row();
    const f = form(current);
    f.append("galleryFiles", new File([new Uint8Array(33 * 1024 * 1024)], "enorme.png"));
    const answer = (await post(current, f)) as unknown as Answer;
    expect(answer.init.status).toBe(413);
    expect(answer.data.message).toBe(
      "L'envoi dépasse 32\u00a0Mo\u00a0: ajoutez les images en plusieurs fois (8\u00a0Mo par image au plus).",
    );
    expect(await row()).toEqual(current);
  });
});

describe("a project's paragraphs (issue 29)", () => {
  /** The paragraphs of the project's page, as the server renders it. */
  async function pageParagraphs(): Promise<string[]> {
    const shown = await findProject(slug);
    const html = renderToStaticMarkup(
      createElement(MemoryRouter, null, createElement(ProjectView, { project: shown! })),
    );
    const story = /<h2[^>]*>Le projet<\/h2><div[^>]*>([\s\S]*?)<\/div>/.exec(html)![1]!;
    return [...story.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => m[1]!);
  }

  it("a blank line typed in the form (a browser posts \\r\\n\\r\\n) parts two paragraphs on the page", async () => {
    const current = await row();
    const body = form(current);
    // What a browser sends for a textarea: every line break as CR LF.
    body.set(
      "fullDescription",
      "Une boutique en ligne pensée pour le mobile.\r\n\r\nLe paiement par Wave et Orange Money.\r\nLivraison à Dakar.",
    );
    expect(((await post(current, body)) as Response).status).toBe(302);
    expect((await row()).fullDescription).not.toContain("\r");
    expect(await pageParagraphs()).toEqual([
      "Une boutique en ligne pensée pour le mobile.",
      "Le paiement par Wave et Orange Money.\nLivraison à Dakar.",
    ]);
  });

  it("a description stored with CR LF before the fix is parted too", async () => {
    await db()
      .update(project)
      .set({ fullDescription: "Premier paragraphe.\r\n\r\nSecond paragraphe.\r\n" })
      .where(eq(project.slug, slug));
    await markSiteChanged("test: CR LF");
    expect(await pageParagraphs()).toEqual(["Premier paragraphe.", "Second paragraphe."]);
  });
});
