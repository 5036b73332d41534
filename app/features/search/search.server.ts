import { and, asc, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { db } from "#app/db/db.server.ts";
import { article, client, contactMessage, document, project } from "#app/db/schema.ts";
import { can, type StaffRole } from "#app/features/auth/permissions.ts";
import { serviceLabel } from "#app/features/contact/services.ts";
import { DOCUMENT_KINDS } from "#app/features/documents/kinds.ts";
import { formatFcfa } from "#app/lib/money.ts";
import { REQUESTS_PER_PAGE } from "#app/features/leads/inbox.server.ts";
import { formatFrenchDate } from "#app/lib/dates.ts";
import { COUNT_CAP, totalLabel } from "./count.ts";
import { readSearch, type SearchTerms } from "./query.ts";
import type { SearchGroup, SearchGroupKey } from "./types.ts";

// « Rechercher » (ADR 039): each group the member's role opens, searched through the
// trigram indexes of drizzle/0026_search-trigram.sql. Each expression below is its
// index's expression, word for word: otherwise PostgreSQL reads the whole table.

/** Results shown per group; `total` says how many there are. */
export const HITS_PER_GROUP = 6;

const DOCUMENT_TEXT = sql`search_fold(${document.number} || ' ' || ${document.party} || ' ' || ${document.project})`;
const CLIENT_TEXT = sql`search_fold(${client.name} || ' ' || ${client.contactName} || ' ' || coalesce(${client.email}, ''))`;
const CLIENT_PHONE = sql`search_compact(${client.phone})`;
const CLIENT_NINEA = sql`search_compact(coalesce(${client.ninea}, ''))`;
const LEAD_TEXT = sql`search_fold(${contactMessage.name} || ' ' || ${contactMessage.email})`;
const ARTICLE_TEXT = sql`search_fold(${article.title})`;
const PROJECT_TEXT = sql`search_fold(${project.title} || ' ' || ${project.client})`;

/** Every word within `text` (the words are folded and escaped by readSearch). */
function allWords(text: SQL, words: string[]): SQL | undefined {
  return and(...words.map((w) => sql`${text} like ${`%${w}%`}`));
}

/**
 * How many rows of `table` match, up to COUNT_CAP + 1, knowing the first `shown`: fewer
 * than a group's worth are all of them (no count: a rare word or a number is found by its
 * index alone, where a count with a limit may be planned as a scan of the whole table).
 */
async function countUpTo(table: PgTable, where: SQL | undefined, shown: number): Promise<number> {
  if (shown < HITS_PER_GROUP) return shown;
  const found = db()
    .select({ one: sql`1`.as("one") })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as("found");
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(found);
  return row?.n ?? 0;
}

const documentsWhere = (t: SearchTerms) =>
  or(allWords(DOCUMENT_TEXT, t.words), t.amount ? eq(document.totalTtc, t.amount) : undefined);

const documentsQuery = (t: SearchTerms) =>
  db()
    .select({
      number: document.number,
      kind: document.kind,
      party: document.party,
      project: document.project,
      totalTtc: document.totalTtc,
      issuedAt: document.issuedAt,
    })
    .from(document)
    .where(documentsWhere(t))
    .orderBy(desc(document.issuedAt), desc(document.seq))
    .limit(HITS_PER_GROUP);

async function documents(t: SearchTerms): Promise<Omit<SearchGroup, "totalText">> {
  const rows = await documentsQuery(t);
  return {
    key: "documents",
    label: "Documents",
    total: await countUpTo(document, documentsWhere(t), rows.length),
    hits: rows.map((r) => ({
      href: `/documents/${r.number}`,
      title: r.number,
      detail: [
        DOCUMENT_KINDS[r.kind].label,
        r.party,
        r.project,
        r.totalTtc === null ? null : formatFcfa(r.totalTtc),
        formatFrenchDate(r.issuedAt),
      ]
        .filter(Boolean)
        .join(" · "),
    })),
  };
}

const clientsWhere = (t: SearchTerms) =>
  and(
    isNull(client.mergedInto),
    or(
      allWords(CLIENT_TEXT, t.words),
      t.phone ? sql`${CLIENT_PHONE} like ${`%${t.phone}%`}` : undefined,
      t.compact ? sql`${CLIENT_NINEA} like ${`%${t.compact}%`}` : undefined,
    ),
  );

const clientsQuery = (t: SearchTerms) =>
  db()
    .select({
      id: client.id,
      name: client.name,
      email: client.email,
      phone: client.phone,
      ninea: client.ninea,
    })
    .from(client)
    .where(clientsWhere(t))
    .orderBy(asc(sql`lower(${client.name})`), asc(client.id))
    .limit(HITS_PER_GROUP);

async function clients(t: SearchTerms): Promise<Omit<SearchGroup, "totalText">> {
  const rows = await clientsQuery(t);
  return {
    key: "clients",
    label: "Clients",
    total: await countUpTo(client, clientsWhere(t), rows.length),
    hits: rows.map((r) => ({
      href: `/clients/${r.id}`,
      title: r.name,
      detail: [r.email, r.phone, r.ninea ? `NINEA ${r.ninea}` : null].filter(Boolean).join(" · "),
    })),
  };
}

// A request's page in the inbox (newest first): how many real requests come before it.
const before = sql<number>`(select count(*)::int from ${contactMessage} as newer
  where newer.spam = false and (newer.created_at, newer.id) > (${contactMessage.createdAt}, ${contactMessage.id}))`;

const leadsWhere = (t: SearchTerms) =>
  and(eq(contactMessage.spam, false), allWords(LEAD_TEXT, t.words));

const leadsQuery = (t: SearchTerms) =>
  db()
    .select({
      id: contactMessage.id,
      name: contactMessage.name,
      email: contactMessage.email,
      subject: contactMessage.subject,
      createdAt: contactMessage.createdAt,
      before,
    })
    .from(contactMessage)
    .where(leadsWhere(t))
    .orderBy(desc(contactMessage.createdAt), desc(contactMessage.id))
    .limit(HITS_PER_GROUP);

async function leads(t: SearchTerms): Promise<Omit<SearchGroup, "totalText">> {
  const rows = await leadsQuery(t);
  return {
    key: "leads",
    label: "Demandes",
    total: await countUpTo(contactMessage, leadsWhere(t), rows.length),
    hits: rows.map((r) => {
      const page = Math.floor(r.before / REQUESTS_PER_PAGE) + 1;
      return {
        href: `/demandes${page > 1 ? `?page=${page}` : ""}#demande-${r.id}`,
        title: r.name,
        detail: [r.email, serviceLabel(r.subject), formatFrenchDate(r.createdAt)].join(" · "),
      };
    }),
  };
}

const PUBLISHING_STATUS = { draft: "Brouillon", scheduled: "Programmé", published: "Publié" };

const articlesQuery = (t: SearchTerms) =>
  db()
    .select({ id: article.id, title: article.title, status: article.status })
    .from(article)
    .where(allWords(ARTICLE_TEXT, t.words))
    .orderBy(desc(article.updatedAt), asc(article.id))
    .limit(HITS_PER_GROUP);

async function articles(t: SearchTerms): Promise<Omit<SearchGroup, "totalText">> {
  const rows = await articlesQuery(t);
  return {
    key: "articles",
    label: "Articles",
    total: await countUpTo(article, SEARCH_FILTERS.articles[1](t), rows.length),
    hits: rows.map((r) => ({
      href: `/redaction/articles/${r.id}`,
      title: r.title,
      detail: `Article · ${PUBLISHING_STATUS[r.status]}`,
    })),
  };
}

const projectsQuery = (t: SearchTerms) =>
  db()
    .select({
      id: project.id,
      title: project.title,
      client: project.client,
      year: project.year,
      status: project.status,
    })
    .from(project)
    .where(allWords(PROJECT_TEXT, t.words))
    .orderBy(desc(project.updatedAt), asc(project.id))
    .limit(HITS_PER_GROUP);

async function projects(t: SearchTerms): Promise<Omit<SearchGroup, "totalText">> {
  const rows = await projectsQuery(t);
  return {
    key: "projects",
    label: "Réalisations",
    total: await countUpTo(project, SEARCH_FILTERS.projects[1](t), rows.length),
    hits: rows.map((r) => ({
      href: `/redaction/projets/${r.id}`,
      title: r.title,
      detail: `${r.client} · ${r.year} · ${PUBLISHING_STATUS[r.status]}`,
    })),
  };
}

/** Each group's table and filter: the tests read its plan (EXPLAIN) to see its index used. */
export const SEARCH_FILTERS = {
  documents: [document, documentsWhere],
  clients: [client, clientsWhere],
  leads: [contactMessage, leadsWhere],
  articles: [article, (t: SearchTerms) => allWords(ARTICLE_TEXT, t.words)],
  projects: [project, (t: SearchTerms) => allWords(PROJECT_TEXT, t.words)],
} satisfies Record<SearchGroupKey, [PgTable, (t: SearchTerms) => SQL | undefined]>;

/** Each group, the page it leads to and what opening it asks (doors.ts). */
const GROUPS: {
  key: SearchGroupKey;
  allowed: (role: StaffRole) => boolean;
  run: (t: SearchTerms) => Promise<Omit<SearchGroup, "totalText">>;
}[] = [
  { key: "documents", allowed: (r) => can(r, "documents.read"), run: documents },
  { key: "clients", allowed: (r) => can(r, "clients"), run: clients },
  { key: "leads", allowed: (r) => can(r, "leads"), run: leads },
  { key: "articles", allowed: (r) => can(r, "publishing"), run: articles },
  { key: "projects", allowed: (r) => can(r, "publishing"), run: projects },
];

/** Whether a role opens at least one group (otherwise « Rechercher » is a 403). */
export function searchesAnything(role: StaffRole | null | undefined): role is StaffRole {
  return !!role && GROUPS.some((g) => g.allowed(role));
}

/**
 * The groups `role` may open, each with its total and first results, for a query already
 * validated (SearchQuerySchema). Groups without a result are kept: the page says « aucun ».
 */
export async function search(q: string, role: StaffRole): Promise<SearchGroup[]> {
  const terms = readSearch(q);
  const groups = await Promise.all(GROUPS.filter((g) => g.allowed(role)).map((g) => g.run(terms)));
  return groups.map((g) => ({ ...g, totalText: totalLabel(g.total) }));
}
