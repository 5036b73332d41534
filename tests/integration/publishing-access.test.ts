import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { article, media } from "#app/db/schema.ts";
import {
  handleArticleAction,
  handleArticleAutosave,
  handleBodyImageUpload,
  handlePreview,
  loadArticleEditor,
  loadEditorHome,
} from "#app/features/publishing/route.server.ts";
import { loader as articleLoader } from "../../app/routes/article.tsx";
import { signedIn } from "#tests/fixtures/signed-in.ts";

// The editor (/redaction) is for the roles Rédaction and Gérant: every loader and action
// asks for the `publishing` permission (app/features/auth/permissions.ts).

const SITE = "http://localhost:3000";
const cookies: Record<string, string> = {};

beforeAll(async () => {
  const ip = "192.0.2.40";
  cookies.redaction = await signedIn("redaction", { email: "awa@teranga-digital.sn", ip });
  cookies.gerant = await signedIn("gerant", { email: "moussa@teranga-digital.sn", ip });
  cookies.facturation = await signedIn("facturation", { email: "fatou@teranga-digital.sn", ip });
  cookies.visitor = await signedIn("visitor", { email: "visiteur@example.sn", ip });
  cookies.anonymous = "";
});

const get = (who: string) =>
  new Request(`${SITE}/redaction`, {
    headers: { cookie: cookies[who]!, "x-real-ip": "192.0.2.41" },
  });

function post(who: string, path: string, form: FormData) {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    body: form,
    headers: { cookie: cookies[who]!, origin: SITE, "x-real-ip": "192.0.2.41" },
  });
}

async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    const value = await run();
    return value instanceof Response ? `${value.status}` : "ok";
  } catch (thrown) {
    if (thrown instanceof Response) {
      return `${thrown.status} ${thrown.headers.get("location") ?? ""}`.trim();
    }
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return String(init.status);
    throw thrown;
  }
}

const draft = () => {
  const form = new FormData();
  form.set("intent", "draft");
  form.set("title", "Un brouillon de la rédaction");
  form.set("slug", "un-brouillon-de-la-redaction");
  form.set("excerpt", "Un extrait assez long pour passer la règle des vingt caractères.");
  form.set("category", "UX");
  form.set("author", "awa-diop");
  form.set("body", "Du texte.");
  return form;
};

describe("who reaches /redaction", () => {
  it("anonymous and visitors are sent to the staff sign-in; Facturation is refused; Rédaction and Gérant enter", async () => {
    expect(await outcome(() => loadEditorHome(get("anonymous")))).toMatch(/^302 \/simple-login/);
    expect(await outcome(() => loadEditorHome(get("visitor")))).toMatch(/^302 \/simple-login/);
    expect(await outcome(() => loadEditorHome(get("facturation")))).toBe("403");
    expect(await outcome(() => loadEditorHome(get("redaction")))).toBe("ok");
    expect(await outcome(() => loadEditorHome(get("gerant")))).toBe("ok");
  });

  it("the actions too: nothing is stored for those refused", async () => {
    for (const who of ["anonymous", "visitor", "facturation"]) {
      const answer = await outcome(() =>
        handleArticleAction(post(who, "/redaction/articles/nouveau", draft()), "nouveau"),
      );
      expect(answer, who).toMatch(/^(302 \/simple-login|403)/);
      const preview = new FormData();
      preview.set("body", "# titre");
      expect(
        await outcome(() => handlePreview(post(who, "/redaction/apercu", preview))),
        who,
      ).toMatch(/^(302 \/simple-login|403)/);
    }
    expect(await db().select().from(article)).toHaveLength(0);
    const saved = await handleArticleAction(
      post("redaction", "/redaction/articles/nouveau", draft()),
      "nouveau",
    );
    expect((saved as Response).status).toBe(302);
    const [row] = await db().select().from(article);
    expect(row).toMatchObject({ slug: "un-brouillon-de-la-redaction", status: "draft" });
  });

  it("a cover that is not an image is refused in French, the text kept", async () => {
    const form = draft();
    form.set("slug", "avec-une-fausse-image");
    form.set("cover", new File(["<script>alert(1)</script>"], "photo.jpg", { type: "image/jpeg" }));
    const answer = (await handleArticleAction(
      post("gerant", "/redaction/articles/nouveau", form),
      "nouveau",
    )) as unknown as {
      data: { message: string; values: Record<string, string> };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.message).toMatch(/n'est pas une image/);
    expect(answer.data.values.title).toBe("Un brouillon de la rédaction");
    expect(
      await db().select().from(article).where(eq(article.slug, "avec-une-fausse-image")),
    ).toHaveLength(0);
  });
});

describe("an article posted by a browser (issue 29)", () => {
  it("CR LF line breaks are stored as LF: the body's paragraphs stay paragraphs", async () => {
    const form = draft();
    form.set("slug", "des-paragraphes-en-crlf");
    form.set("excerpt", "Deux paragraphes séparés par une ligne vide,\r\nsur deux lignes.");
    form.set("body", "Premier paragraphe.\r\n\r\nSecond paragraphe,\r\nsur deux lignes.");
    const saved = await handleArticleAction(
      post("redaction", "/redaction/articles/nouveau", form),
      "nouveau",
    );
    expect((saved as Response).status).toBe(302);
    const [row] = await db()
      .select()
      .from(article)
      .where(eq(article.slug, "des-paragraphes-en-crlf"));
    expect(row!.body).toBe("Premier paragraphe.\n\nSecond paragraphe,\nsur deux lignes.");
    expect(row!.excerpt).not.toContain("\r");
    expect(row!.html!.match(/<p>/g)).toHaveLength(2);
  });
});

describe("SEO title and description (issue 29)", () => {
  type Meta = { title?: string; name?: string; property?: string; content?: string }[];
  async function metaOf(slug: string): Promise<Meta> {
    const page = (await articleLoader({
      params: { slug },
      request: new Request(`${SITE}/articles/${slug}`),
      context: {},
    } as never)) as { meta: Meta };
    return page.meta;
  }
  const published = (slug: string, extra: Record<string, string> = {}) => {
    const form = draft();
    form.set("intent", "publish");
    form.set("slug", slug);
    form.set("title", "Accepter Wave et Orange Money sur votre site, pas à pas");
    form.set(
      "excerpt",
      "Ce qu'il faut prévoir pour encaisser par mobile money sur un site à Dakar.",
    );
    for (const [k, v] of Object.entries(extra)) form.set(k, v);
    return form;
  };

  it("typed: they make the page's <title>, its meta description and its link preview's", async () => {
    const saved = await handleArticleAction(
      post(
        "redaction",
        "/redaction/articles/nouveau",
        published("seo-saisi", {
          seoTitle: "Wave et Orange Money sur votre site",
          seoDescription:
            "Encaisser par Wave et Orange Money sur un site web à Dakar : agrégateur, frais, délais et sécurité, expliqués simplement.",
        }),
      ),
      "nouveau",
    );
    expect((saved as Response).status).toBe(302);
    const meta = await metaOf("seo-saisi");
    expect(meta.find((m) => "title" in m)?.title).toBe(
      "Wave et Orange Money sur votre site — Teranga Digital",
    );
    const description =
      "Encaisser par Wave et Orange Money sur un site web à Dakar : agrégateur, frais, délais et sécurité, expliqués simplement.";
    expect(meta.find((m) => m.name === "description")?.content).toBe(description);
    expect(meta.find((m) => m.property === "og:description")?.content).toBe(description);
    // The editor shows them back as typed.
    const [row] = await db().select().from(article).where(eq(article.slug, "seo-saisi"));
    const editor = await loadArticleEditor(get("redaction"), row!.id);
    expect(editor.values).toMatchObject({
      seoTitle: "Wave et Orange Money sur votre site",
      seoDescription: description,
    });
  });

  it("left empty: the title (cut to 60 characters) and the excerpt, and the fields stay empty", async () => {
    await handleArticleAction(
      post("redaction", "/redaction/articles/nouveau", published("seo-par-defaut")),
      "nouveau",
    );
    const meta = await metaOf("seo-par-defaut");
    expect(meta.find((m) => "title" in m)?.title).toBe(
      "Accepter Wave et Orange Money sur votre site, pas à pas",
    );
    expect(meta.find((m) => m.name === "description")?.content).toBe(
      "Ce qu'il faut prévoir pour encaisser par mobile money sur un site à Dakar.",
    );
    const [row] = await db().select().from(article).where(eq(article.slug, "seo-par-defaut"));
    const editor = await loadArticleEditor(get("redaction"), row!.id);
    expect(editor.values).toMatchObject({ seoTitle: "", seoDescription: "" });
  });

  it("too long: refused in French, field by field, what was typed kept", async () => {
    const answer = (await handleArticleAction(
      post(
        "redaction",
        "/redaction/articles/nouveau",
        published("seo-trop-long", { seoTitle: "x".repeat(61), seoDescription: "y".repeat(161) }),
      ),
      "nouveau",
    )) as unknown as {
      data: { fieldErrors: Record<string, string>; values: Record<string, string> };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.fieldErrors).toEqual({
      seoTitle: "Le titre pour les moteurs de recherche\u00a0: 60 caractères au plus.",
      seoDescription: "La description pour les moteurs de recherche\u00a0: 160 caractères au plus.",
    });
    expect(answer.data.values.seoTitle).toBe("x".repeat(61));
  });
});

describe("images in an article's body (issue 29)", () => {
  const photo = async (width = 1600, height = 900) =>
    new File(
      [
        new Uint8Array(
          await sharp({ create: { width, height, channels: 3, background: "#0b6e4f" } })
            .jpeg()
            .toBuffer(),
        ),
      ],
      "marche-sandaga.jpg",
      { type: "image/jpeg" },
    );
  const upload = async (file: File | null, alt: string, who = "redaction") => {
    const form = new FormData();
    if (file) form.set("image", file);
    form.set("alt", alt);
    const request = post(who, "/redaction/images", form);
    request.headers.set("accept", "application/json");
    return handleBodyImageUpload(request);
  };
  const save = async (slug: string, body: string) => {
    const form = draft();
    form.set("slug", slug);
    form.set("body", body);
    return handleArticleAction(post("redaction", "/redaction/articles/nouveau", form), "nouveau");
  };
  type Refused = {
    data: {
      message: string;
      notice?: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };
    init: { status: number };
  };

  it("« Insérer une image »: checked by its content, resized like a cover, its Markdown line returned", async () => {
    const answer = (await upload(await photo(), "Le marché Sandaga un samedi matin")) as Response;
    expect(answer.status).toBe(200);
    const { markdown, src } = (await answer.json()) as { markdown: string; src: string };
    expect(src).toMatch(/^\/medias\/[a-f0-9]{20}-1200\.jpg$/);
    expect(markdown).toBe(`![Le marché Sandaga un samedi matin](${src})`);
    const name = src.replace("/medias/", "");
    const stored = await db().select({ name: media.name }).from(media);
    const hash = name.slice(0, 20);
    expect(
      stored
        .map((m) => m.name)
        .filter((n) => n.startsWith(hash))
        .sort(),
    ).toEqual(
      [
        `${hash}-1200.avif`,
        `${hash}-1200.jpg`,
        `${hash}-1200.webp`,
        `${hash}-400.avif`,
        `${hash}-400.webp`,
        `${hash}-800.avif`,
        `${hash}-800.webp`,
      ].sort(),
    );
  });

  it("refused in French: no description, not an image, not for a visitor", async () => {
    const noAlt = (await upload(await photo(), "  ")) as Response;
    expect(noAlt.status).toBe(400);
    expect(((await noAlt.json()) as { error: string }).error).toBe(
      "Décrivez l'image pour les lecteurs d'écran\u00a0: sa description est obligatoire.",
    );
    const fake = (await upload(
      new File(["<svg onload=alert(1)>"], "photo.jpg", { type: "image/jpeg" }),
      "Une fausse image",
    )) as Response;
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as { error: string }).error).toMatch(/n'est pas une image/);
    expect(await outcome(() => upload(null, "x", "visitor"))).toMatch(/^302 \/simple-login/);
    expect(await outcome(() => upload(null, "x", "facturation"))).toBe("403");
  });

  it("on save, an image neither uploaded nor on the site is refused, named, the text kept", async () => {
    for (const [src, reason] of [
      ["/logo.svg", /«\u00a0\/logo\.svg\u00a0» n'existe pas sur le site/],
      [
        "https://example.com/photo.png",
        /«\u00a0https:\/\/example\.com\/photo\.png\u00a0» vient d'un autre site/,
      ],
      ["/medias/0123456789abcdef0123-1200.jpg", /n'existe pas sur le site/],
      ["/images/../../package.json", /n'existe pas sur le site/],
    ] as const) {
      const body = `Un paragraphe.\n\n![Une photo](${src})`;
      const answer = (await save("image-refusee", body)) as unknown as Refused;
      expect(answer.init.status, src).toBe(400);
      expect(answer.data.fieldErrors.body, src).toMatch(reason);
      // As the form posted it (multipart sends a textarea's line breaks as CR LF).
      expect(answer.data.values.body!.replace(/\r\n/g, "\n")).toBe(body);
    }
    // Raw HTML too; a description is required of a Markdown image.
    const raw = (await save(
      "image-refusee",
      '<img src="/nulle-part.png" alt="">',
    )) as unknown as Refused;
    expect(raw.data.fieldErrors.body).toMatch(/«\u00a0\/nulle-part\.png\u00a0» n'existe pas/);
    const noAlt = (await save(
      "image-refusee",
      "![](/images/people/awa-diop.svg)",
    )) as unknown as Refused;
    expect(noAlt.data.fieldErrors.body).toBe(
      "L'image «\u00a0/images/people/awa-diop.svg\u00a0» n'a pas de description\u00a0: écrivez-la entre les crochets, ![description](/images/people/awa-diop.svg).",
    );
    expect(await db().select().from(article).where(eq(article.slug, "image-refusee"))).toEqual([]);
    // An image shown as code is not an image of the article.
    expect(
      ((await save("image-en-code", "```md\n![x](https://example.com/x.png)\n```")) as Response)
        .status,
    ).toBe(302);
  });

  it("an uploaded image and a file of the site are accepted and drawn like covers: <picture>, size, lazy", async () => {
    const { src } = (await (
      (await upload(await photo(1600, 900), "Une rue de Dakar")) as Response
    ).json()) as { src: string };
    const saved = await save(
      "avec-des-images",
      `Avant.\n\n![Une rue de Dakar](${src})\n\n![Portrait d'Awa Diop](/images/people/awa-diop.svg)`,
    );
    expect((saved as Response).status).toBe(302);
    const [row] = await db().select().from(article).where(eq(article.slug, "avec-des-images"));
    const html = row!.html!;
    const hash = src.slice("/medias/".length, "/medias/".length + 20);
    expect(html).toContain(
      `<source type="image/avif" srcset="/medias/${hash}-400.avif 400w, /medias/${hash}-800.avif 800w, /medias/${hash}-1200.avif 1200w"`,
    );
    expect(html).toContain(`<source type="image/webp" srcset="/medias/${hash}-400.webp 400w`);
    expect(html).toMatch(
      new RegExp(
        `<img src="${src}" alt="Une rue de Dakar" width="1200" height="675" loading="lazy" decoding="async"`,
      ),
    );
    // The site's own SVG: its size read from the file.
    expect(html).toMatch(
      /<img src="\/images\/people\/awa-diop\.svg" alt="Portrait d'Awa Diop" width="\d+" height="\d+" loading="lazy" decoding="async"/,
    );
  });

  it("without JavaScript: « Insérer l'image » posts the whole form, which comes back with the line at the end of the text", async () => {
    const form = draft();
    form.set("intent", "insert-image");
    form.set("body", "Le texte déjà écrit.");
    form.set("bodyImage", await photo());
    form.set("bodyImageAlt", "Le port de Dakar au lever du jour");
    const answer = (await handleArticleAction(
      post("redaction", "/redaction/articles/nouveau", form),
      "nouveau",
    )) as unknown as Refused;
    expect(answer.init.status).toBe(200);
    expect(answer.data.values.title).toBe("Un brouillon de la rédaction");
    expect(answer.data.values.body).toMatch(
      /^Le texte déjà écrit\.\n\n!\[Le port de Dakar au lever du jour\]\(\/medias\/[a-f0-9]{20}-1200\.jpg\)\n$/,
    );
    expect(answer.data.notice).toMatch(/ajoutée à la fin du contenu/);
  });
});

describe("« Enregistré à hh:mm »: the draft being typed survives a closed tab (issue 29)", () => {
  const autosave = (who: string, id: string, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    return handleArticleAutosave(post(who, `/redaction/articles/${id}/sauvegarde`, form), id);
  };

  it("a new article: kept for its author only, given back when the editor opens again, cleared by a real save", async () => {
    const typed = {
      title: "Un article commencé hier soir",
      body: "Deux paragraphes.\r\n\r\nLe second.",
      featured: "on",
    };
    const answer = (await autosave("redaction", "nouveau", typed)) as Response;
    expect(answer.status).toBe(200);
    const { label } = (await answer.json()) as { label: string };
    expect(label).toMatch(/^\d{2}:\d{2}$/);

    const reopened = await loadArticleEditor(get("redaction"), "nouveau");
    // As typed, line breaks as LF.
    expect(reopened.autosave?.values).toMatchObject({
      ...typed,
      body: "Deux paragraphes.\n\nLe second.",
    });
    expect(reopened.autosave?.label).toBe(label);
    // Someone else's editor starts empty.
    expect((await loadArticleEditor(get("gerant"), "nouveau")).autosave).toBeNull();
    // Nothing was saved as an article.
    expect(await db().select().from(article).where(eq(article.title, typed.title))).toEqual([]);

    const form = draft();
    form.set("slug", "commence-hier-soir");
    const saved = await handleArticleAction(
      post("redaction", "/redaction/articles/nouveau", form),
      "nouveau",
    );
    expect((saved as Response).status).toBe(302);
    expect((await loadArticleEditor(get("redaction"), "nouveau")).autosave).toBeNull();
  });

  it("a published article: the typed text is kept apart, the public page unchanged, until saved", async () => {
    const form = draft();
    form.set("intent", "publish");
    form.set("slug", "deja-en-ligne");
    await handleArticleAction(post("redaction", "/redaction/articles/nouveau", form), "nouveau");
    const [row] = await db().select().from(article).where(eq(article.slug, "deja-en-ligne"));
    await autosave("redaction", row!.id, {
      title: "Un titre pas encore publié",
      body: "Texte en cours.",
    });

    const page = (await articleLoader({
      params: { slug: "deja-en-ligne" },
      request: new Request(`${SITE}/articles/deja-en-ligne`),
      context: {},
    } as never)) as { article: { title: string } };
    expect(page.article.title).toBe("Un brouillon de la rédaction");
    expect((await loadArticleEditor(get("redaction"), row!.id)).autosave?.values.title).toBe(
      "Un titre pas encore publié",
    );

    // « Abandonner ces modifications »: the saved article again.
    const discard = new FormData();
    discard.set("intent", "discard-autosave");
    const dropped = await handleArticleAction(
      post("redaction", `/redaction/articles/${row!.id}`, discard),
      row!.id,
    );
    expect((dropped as Response).status).toBe(302);
    expect((await loadArticleEditor(get("redaction"), row!.id)).autosave).toBeNull();
  });

  it("an autosave older than the article's last save (another device, a colleague) is dropped", async () => {
    const [row] = await db().select().from(article).where(eq(article.slug, "deja-en-ligne"));
    await autosave("redaction", row!.id, { title: "Une vieille frappe" });
    await db()
      .update(article)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(article.id, row!.id));
    expect((await loadArticleEditor(get("redaction"), row!.id)).autosave).toBeNull();
  });

  it("refused to whoever may not publish, and for an article that does not exist", async () => {
    expect(await outcome(() => autosave("facturation", "nouveau", { title: "x" }))).toBe("403");
    expect(await outcome(() => autosave("visitor", "nouveau", { title: "x" }))).toMatch(
      /^302 \/simple-login/,
    );
    const missing = (await autosave("redaction", "00000000-0000-4000-8000-000000000000", {
      title: "x",
    })) as Response;
    expect(missing.status).toBe(404);
  });
});

describe("« Historique »: what changed between two versions (issue 29)", () => {
  it("a version beside the one before it, or any two, field by field and the text line by line", async () => {
    const form = draft();
    form.set("slug", "une-histoire-en-versions");
    form.set("body", "Premier paragraphe.\n\nDeuxième paragraphe.");
    await handleArticleAction(post("redaction", "/redaction/articles/nouveau", form), "nouveau");
    const [row] = await db()
      .select()
      .from(article)
      .where(eq(article.slug, "une-histoire-en-versions"));
    form.set("title", "Une histoire racontée en deux versions");
    form.set("body", "Premier paragraphe.\n\nUn autre deuxième paragraphe.");
    await handleArticleAction(post("redaction", `/redaction/articles/${row!.id}`, form), row!.id);

    const page = (path: string) =>
      loadArticleEditor(
        new Request(`${SITE}${path}`, {
          headers: { cookie: cookies.redaction!, "x-real-ip": "192.0.2.41" },
        }),
        row!.id,
      );
    const [latest, first] = (await page(`/redaction/articles/${row!.id}`)).revisions;
    const withPrevious = await page(`/redaction/articles/${row!.id}?comparer=${latest!.id}`);
    expect(withPrevious.comparison?.from.id).toBe(first!.id);
    expect(withPrevious.comparison?.to.id).toBe(latest!.id);
    expect(withPrevious.comparison?.changes).toEqual([
      {
        field: "title",
        label: "Titre",
        kind: "value",
        before: "Un brouillon de la rédaction",
        after: "Une histoire racontée en deux versions",
      },
      // Left empty in the form, it follows the title.
      {
        field: "seoTitle",
        label: "Titre pour les moteurs de recherche",
        kind: "value",
        before: "Un brouillon de la rédaction",
        after: "Une histoire racontée en deux versions",
      },
      {
        field: "body",
        label: "Contenu",
        kind: "lines",
        lines: [
          { type: "same", text: "Premier paragraphe." },
          { type: "same", text: "" },
          { type: "removed", text: "Deuxième paragraphe." },
          { type: "added", text: "Un autre deuxième paragraphe." },
        ],
      },
    ]);
    // Any two, in either order: the older one first.
    const any = await page(`/redaction/articles/${row!.id}?de=${latest!.id}&a=${first!.id}`);
    expect(any.comparison?.from.id).toBe(first!.id);
    // A version of another article, or nonsense: no comparison, no error.
    expect(
      (await page(`/redaction/articles/${row!.id}?comparer=pas-une-version`)).comparison,
    ).toBeNull();
  });
});
