import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auth } from "#app/features/auth/auth.server.ts";
import { db } from "#app/db/db.server.ts";
import { article, user } from "#app/db/schema.ts";
import {
  handleArticleAction,
  handlePreview,
  loadArticleEditor,
  loadEditorHome,
} from "#app/features/publishing/route.server.ts";
import { loader as articleLoader } from "../../app/routes/article.tsx";

// The editor (/redaction) is for the roles Rédaction and Gérant: every loader and action
// asks for the `publishing` permission (app/features/auth/permissions.ts).

const SITE = "http://localhost:3000";
const PASSWORD = "motdepasse-de-la-redaction";
const cookies: Record<string, string> = {};

async function signedIn(email: string, role: "staff" | "visitor", staffRole: string | null) {
  await auth().api.signUpEmail({
    body: { name: email.split("@")[0]!, email, password: PASSWORD },
    headers: new Headers({ origin: SITE, "x-real-ip": "192.0.2.40" }),
  });
  await db()
    .update(user)
    .set({ role, staffRole: staffRole as never, emailVerified: true })
    .where(eq(user.email, email));
  const result = await auth().api.signInEmail({
    body: { email, password: PASSWORD },
    headers: new Headers({ origin: SITE, "x-real-ip": "192.0.2.40" }),
    returnHeaders: true,
  });
  return result.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

beforeAll(async () => {
  cookies.redaction = await signedIn("awa@teranga-digital.sn", "staff", "redaction");
  cookies.gerant = await signedIn("moussa@teranga-digital.sn", "staff", "gerant");
  cookies.facturation = await signedIn("fatou@teranga-digital.sn", "staff", "facturation");
  cookies.visitor = await signedIn("visiteur@example.sn", "visitor", null);
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
