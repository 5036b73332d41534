import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/db.server.ts";
import { article, client, contactMessage, document, project, user } from "#app/db/schema.ts";
import type { StaffRole } from "#app/features/auth/permissions.ts";
import { readSearch } from "#app/features/search/query.ts";
import { loadSearchPage, searchJson } from "#app/features/search/route.server.ts";
import { SEARCH_TOO_LONG, SEARCH_TOO_SHORT } from "#app/features/search/schemas.ts";
import { search, SEARCH_FILTERS } from "#app/features/search/search.server.ts";
import type { SearchGroup, SearchGroupKey } from "#app/features/search/types.ts";
import { routeAnswer } from "#tests/fixtures/route-answer.ts";
import { signedIn } from "#tests/fixtures/signed-in.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";

// « Rechercher » (ADR 039) on the real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set): each field it reads, each group by role, the page's and the
// JSON's refusals, and the trigram indexes really used.

const SITE = "http://localhost:3000";
const cookies: Record<string, string> = {};

const FACT = "FACT-2026-11-02-0915";
const DEVIS = "DEVIS-2026-10-14-1130";
const LEAD_ID = "00000000-0000-4000-8000-00000000c0de";

const issued = (number: string, seq: number) => ({
  number,
  series: number,
  seq,
  issuedAt: new Date(`${number.slice(-15, -5)}T09:15:00Z`),
  issuedByName: "Awa Ndiaye",
  snapshot: {},
});

beforeAll(async () => {
  await emptyTables("document, client, contact_message, article, project");
  await db()
    .insert(document)
    .values([
      {
        ...issued(FACT, 1),
        kind: "invoice",
        party: "Boutique Aïssatou Médina",
        clientEmail: "compta@aissatou.sn",
        project: "Refonte du site vitrine",
        totalTtc: 1_475_000,
      },
      {
        ...issued(DEVIS, 1),
        kind: "quote",
        party: "Cabinet Ndiaye",
        project: "Application Téranga Livraison",
        totalTtc: 590_000,
      },
    ]);
  const [kept] = await db()
    .insert(client)
    .values({
      name: "Boutique Aïssatou Médina",
      contactName: "Aïssatou Fall",
      email: "compta@aissatou.sn",
      phone: "+221 77 123 45 67",
      ninea: "004 567 890 2G3",
    })
    .returning();
  await db().insert(client).values({
    name: "Boutique Aïssatou (doublon)",
    email: "ancien@aissatou.sn",
    mergedInto: kept!.id,
  });
  await db()
    .insert(client)
    .values({ name: "Cabinet Ndiaye", phone: "33 820 11 22", ninea: "0098765431A2" });
  await db()
    .insert(contactMessage)
    .values([
      {
        id: LEAD_ID,
        name: "Mamadou Kébé",
        email: "mamadou@kebe-btp.sn",
        subject: "site-vitrine",
        message: "Bonjour",
      },
      {
        name: "Kébé Robot",
        email: "robot@spam.example",
        subject: "site-vitrine",
        message: "x",
        spam: true,
      },
    ]);
  const [a] = await db()
    .insert(article)
    .values({
      number: 9001,
      slug: "zanzibar-heberger",
      title: "Zanzibar : héberger son site au Sénégal",
      excerpt: "",
      seoTitle: "",
      description: "",
      category: "Conseils",
      author: "awa",
      body: "",
    })
    .returning();
  const [p] = await db()
    .insert(project)
    .values({
      number: 9001,
      slug: "portail-zanzibar",
      title: "Portail Zanzibar",
      client: "Ministère du Tourisme",
      year: 2026,
      duration: "3 mois",
      category: "Web",
      description: "",
      fullDescription: "",
      image: { src: "/x.png", alt: "x", width: 1, height: 1 },
    })
    .returning();
  ids.article = a!.id;
  ids.project = p!.id;
  ids.client = kept!.id;
  for (const role of ["gerant", "facturation", "commercial", "redaction"] as const) {
    cookies[role] = await signedIn(role, {
      email: `${role}.recherche@teranga-digital.sn`,
      ip: "192.0.2.61",
    });
  }
  cookies.visitor = await signedIn("visitor", {
    email: "visiteur.recherche@example.sn",
    ip: "192.0.2.61",
  });
  cookies.none = await signedIn("redaction", {
    email: "sans-role.recherche@teranga-digital.sn",
    ip: "192.0.2.61",
  });
  await db()
    .update(user)
    .set({ staffRole: null })
    .where(eq(user.email, "sans-role.recherche@teranga-digital.sn"));
});

afterAll(() => emptyTables("document, client, contact_message, article, project"));

const ids: Record<string, string> = {};

const group = (groups: SearchGroup[], key: SearchGroupKey) => groups.find((g) => g.key === key);
const titles = async (q: string, key: SearchGroupKey, role: StaffRole = "gerant") =>
  group(await search(q, role), key)?.hits.map((h) => h.title);

describe("search finds each field", () => {
  it("a document by its number, whole, begun, in lower case or with spaces", async () => {
    expect(await titles(FACT, "documents")).toEqual([FACT]);
    expect(await titles("fact 2026 11 02", "documents")).toEqual([FACT]);
    expect(await titles("devis-2026", "documents")).toEqual([DEVIS]);
    const [hit] = group(await search(FACT, "gerant"), "documents")!.hits;
    expect(hit).toEqual({
      href: `/documents/${FACT}`,
      title: FACT,
      detail:
        "Facture · Boutique Aïssatou Médina · Refonte du site vitrine · 1\u00a0475\u00a0000\u00a0FCFA · 2 novembre 2026",
    });
  });

  it("a document by its client's name, without accents or case, several words", async () => {
    expect(await titles("aissatou", "documents")).toEqual([FACT]);
    expect(await titles("MÉDINA boutique", "documents")).toEqual([FACT]);
    expect(await titles("aissatou ndiaye", "documents")).toEqual([]);
  });

  it("a document by its project", async () => {
    expect(await titles("teranga livraison", "documents")).toEqual([DEVIS]);
  });

  it("a document by its amount, however it is written", async () => {
    for (const q of ["1 475 000", "1475000 F", "1.475.000 FCFA", "1\u202f475\u202f000 francs"]) {
      expect(await titles(q, "documents")).toEqual([FACT]);
    }
    expect(await titles("590000", "documents")).toEqual([DEVIS]);
    expect(await titles("1 475 001", "documents")).toEqual([]);
  });

  it("a client by name, contact, email, phone written locally or not, NINEA; not a merged one", async () => {
    const expected = ["Boutique Aïssatou Médina"];
    expect(await titles("aissatou", "clients")).toEqual(expected);
    expect(await titles("fall", "clients")).toEqual(expected);
    expect(await titles("compta@aissatou", "clients")).toEqual(expected);
    expect(await titles("77 123 45 67", "clients")).toEqual(expected);
    expect(await titles("+221771234567", "clients")).toEqual(expected);
    expect(await titles("00221 77 123 45 67", "clients")).toEqual(expected);
    expect(await titles("0045678902G3", "clients")).toEqual(expected);
    expect(await titles("004 567 890 2g3", "clients")).toEqual(expected);
    expect(await titles("338201122", "clients")).toEqual(["Cabinet Ndiaye"]);
    expect(await titles("doublon", "clients")).toEqual([]);
    const [hit] = group(await search("aissatou", "gerant"), "clients")!.hits;
    expect(hit!.href).toBe(`/clients/${ids.client}`);
  });

  it("a request by name or email, not one under « indésirables », at its place in the inbox", async () => {
    const leads = group(await search("kebe", "gerant"), "leads")!;
    expect(leads.hits.map((h) => h.title)).toEqual(["Mamadou Kébé"]);
    expect(leads.hits[0]!.href).toBe(`/demandes#demande-${LEAD_ID}`);
    expect(await titles("kebe-btp.sn", "leads")).toEqual(["Mamadou Kébé"]);
  });

  it("an article and a project by title, a project by its client", async () => {
    const groups = await search("zanzibar", "gerant");
    expect(group(groups, "articles")!.hits).toEqual([
      {
        href: `/redaction/articles/${ids.article}`,
        title: "Zanzibar : héberger son site au Sénégal",
        detail: "Article · Brouillon",
      },
    ]);
    expect(group(groups, "projects")!.hits.map((h) => h.href)).toEqual([
      `/redaction/projets/${ids.project}`,
    ]);
    expect(await titles("ministere tourisme", "projects")).toEqual(["Portail Zanzibar"]);
  });

  it("a word matching nothing: every group empty, none missing", async () => {
    const groups = await search("introuvablexyz", "gerant");
    expect(groups.map((g) => [g.key, g.total, g.hits.length])).toEqual([
      ["documents", 0, 0],
      ["clients", 0, 0],
      ["leads", 0, 0],
      ["articles", 0, 0],
      ["projects", 0, 0],
    ]);
  });

  it("counts a group's matches past the 6 it shows, up to « plus de 100 »", async () => {
    const many = (party: string, n: number, from: number) =>
      Array.from({ length: n }, (_, i) => ({
        ...issued(`FACT-2025-01-01-${String(from + i).padStart(4, "0")}`, 1),
        kind: "invoice" as const,
        party,
        project: "Maintenance",
        totalTtc: 1000,
      }));
    await db()
      .insert(document)
      .values([...many("Kiosque Yoff", 8, 0), ...many("Garage Ngor", 102, 100)]);
    const [kiosque] = await search("kiosque yoff", "gerant");
    expect([kiosque!.hits.length, kiosque!.total, kiosque!.totalText]).toEqual([6, 8, "8"]);
    const [garage] = await search("garage ngor", "gerant");
    expect([garage!.hits.length, garage!.total, garage!.totalText]).toEqual([
      6,
      101,
      "plus de 100",
    ]);
  });

  it("wildcards typed are plain characters", async () => {
    expect(await titles("%%%", "documents")).toEqual([]);
    expect(await titles("___", "clients")).toEqual([]);
  });
});

describe("each role sees the groups of the pages it opens", () => {
  it.each([
    ["gerant", ["documents", "clients", "leads", "articles", "projects"]],
    ["facturation", ["documents", "clients"]],
    ["commercial", ["documents", "clients", "leads"]],
    ["redaction", ["articles", "projects"]],
  ] as const)("%s", async (role, keys) => {
    const groups = await search("aissatou zanzibar kebe", role);
    expect(groups.map((g) => g.key)).toEqual(keys);
    const page = await routeAnswer<{ groups: SearchGroup[] }>(
      loadSearchPage(request("/recherche?q=aissatou", role)),
    );
    expect(page.status).toBe(200);
    expect(page.data === null).toBe(false);
  });
});

function request(path: string, who: string) {
  return new Request(`${SITE}${path}`, { headers: { cookie: cookies[who]! } });
}

describe("the page and its JSON", () => {
  it("answer the member with their role's groups, a visitor with the login, no role with 403", async () => {
    const page = await loadSearchPage(request("/recherche?q=aissatou", "redaction"));
    expect(page.groups!.map((g) => g.key)).toEqual(["articles", "projects"]);
    const json = await searchJson(request("/recherche.json?q=aissatou", "facturation"));
    expect(json.status).toBe(200);
    expect(json.headers.get("cache-control")).toBe("private, no-store");
    const body = (await json.json()) as { groups: SearchGroup[] };
    expect(body.groups.map((g) => [g.key, g.total])).toEqual([
      ["documents", 1],
      ["clients", 1],
    ]);
    for (const path of ["/recherche?q=aissatou", "/recherche.json?q=aissatou"]) {
      const load = path.includes("json") ? searchJson : loadSearchPage;
      expect(await routeAnswer(load(request(path, "visitor")))).toMatchObject({
        status: 302,
        location: "/simple-login",
      });
      expect(await routeAnswer(load(new Request(`${SITE}${path}`)))).toMatchObject({
        status: 302,
        location: "/simple-login",
      });
      expect((await routeAnswer(load(request(path, "none")))).status).toBe(403);
    }
  });

  it("say why in French when the query is too short or too long, and search nothing", async () => {
    expect(await loadSearchPage(request("/recherche", "gerant"))).toEqual({
      q: "",
      groups: null,
      error: null,
    });
    expect(await loadSearchPage(request("/recherche?q=a", "gerant"))).toEqual({
      q: "a",
      groups: null,
      error: SEARCH_TOO_SHORT,
    });
    const long = "x".repeat(101);
    expect(await loadSearchPage(request(`/recherche?q=${long}`, "gerant"))).toMatchObject({
      groups: null,
      error: SEARCH_TOO_LONG,
    });
    expect(await loadSearchPage(request("/recherche?q=ab+cd", "gerant"))).toMatchObject({
      groups: null,
      error: SEARCH_TOO_SHORT,
    });
    const json = await searchJson(request("/recherche.json?q=a", "gerant"));
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ error: SEARCH_TOO_SHORT });
  });

  it("never fail, whatever the address holds", async () => {
    const odd = [
      "%",
      "%25%25",
      "'%3B drop table document%3B --",
      "%00%00",
      "\\\\",
      "é".repeat(120),
      "%F0%9F%98%80%F0%9F%98%80",
      "q&q=2",
      "+221",
      "0".repeat(40),
      "FACT-",
      "%E2%80%AF150%E2%80%AF000",
    ];
    for (const q of odd) {
      const answer = await routeAnswer(loadSearchPage(request(`/recherche?q=${q}`, "gerant")));
      expect(answer.status, q).toBe(200);
      const json = await searchJson(request(`/recherche.json?q=${q}`, "gerant"));
      expect([200, 400], q).toContain(json.status);
    }
  });
});

describe("the trigram indexes", () => {
  it("are what each group's filter reads (no full scan when one may be avoided)", async () => {
    const plan = async (key: SearchGroupKey, q: string) => {
      const [table, where] = SEARCH_FILTERS[key];
      const query = db()
        .select({ one: sql`1` })
        .from(table)
        .where(where(readSearch(q)));
      return db().transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = (await tx.execute(sql`explain ${query.getSQL()}`)).rows as {
          "QUERY PLAN": string;
        }[];
        return rows.map((r) => r["QUERY PLAN"]).join("\n");
      });
    };
    expect(await plan("documents", "aissatou")).toContain("document_search_trgm_idx");
    expect(await plan("documents", "590 000")).toContain("document_total_ttc_idx");
    expect(await plan("clients", "aissatou")).toContain("client_search_trgm_idx");
    expect(await plan("clients", "0045678902G3")).toContain("client_ninea_trgm_idx");
    expect(await plan("clients", "77 123 45 67")).toContain("client_phone_trgm_idx");
    expect(await plan("leads", "kebe")).toContain("contact_message_search_trgm_idx");
    expect(await plan("articles", "zanzibar")).toContain("article_search_trgm_idx");
    expect(await plan("projects", "zanzibar")).toContain("project_search_trgm_idx");
  });
});
