import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOORS, doorsOf, landingOf, menuDoorsOf } from "#app/features/auth/doors.ts";
import {
  PERMISSIONS,
  STAFF_ROLES,
  can,
  type Permission,
  type StaffRole,
} from "#app/features/auth/permissions.ts";
import type { SessionUser } from "#app/features/auth/roles.ts";
import { issueCreditNote } from "#app/features/ledger/ledger.server.ts";
import { quoteForm } from "#tests/fixtures/quote-form.ts";
import routes from "../../app/routes.ts";
import { issueAs } from "#tests/fixtures/issuer.ts";
import { emptyTables } from "#tests/fixtures/tables.ts";
import { signedIn, signIn } from "#tests/fixtures/signed-in.ts";

// The permission table, exhaustively (ADR 030): every route of app/routes.ts is
// either public or staff; every staff route is called here, GET and POST, as an
// anonymous person, a visitor and each of the four roles, through the real
// route module's loader and action. A route nobody classified fails the test.

const SITE = "http://localhost:3000";

/** Pages anyone may open (their own rules apply: the visitor's account pages ask for a visitor). */
const PUBLIC = [
  "",
  "about",
  "services",
  "offers",
  "offres",
  "realisations",
  "realisations/:slug",
  "articles",
  "articles/:slug",
  "contact",
  "contact/envoi",
  "newsletter",
  "newsletter/desabonnement",
  // « Réserver un appel » (ADR 044): the public form, and a call's private link.
  "rendez-vous",
  "rendez-vous/:token",
  "login",
  "register",
  "forgot-password",
  "reset-password",
  "settings",
  "profile",
  "profile/activite.csv",
  "terms",
  "privacy",
  "cookies",
  "simple-login",
  "simple-login/code",
  "invitation/:token",
  "sitemap.xml",
  "robots.txt",
  "rss.xml",
  "site.webmanifest",
  // The studio's manifest (ADR 041): its start page is the member's, the studio's door otherwise.
  "studio.webmanifest",
  "logout",
  "session-heartbeat",
  "api/auth/*",
  "*",
  // The client's side (ADR 027–029): a private link opens one document to whoever holds it.
  "d/:token",
  "d/:token/pdf",
  // Its invoice as an e-invoice, UBL or Factur-X (ADR 051): the same link opens it.
  "d/:token/e-facture/:format",
  "d/:token/accepter",
  "d/:token/refuser",
  "d/signature.js",
  "d/:token/payer",
  "d/:token/paiement",
  // The payment providers' notifications, verified by their signature (ADR 029).
  "paiements/wave/webhook",
  "paiements/paytech/ipn",
  // WhatsApp Business's webhook: Meta's GET check, its posts signed (ADR 045).
  "whatsapp/webhook",
  // The firm's uploaded logo, signature and stamp, printed on public pages (ADR 033).
  "images/entreprise/:fichier",
  // Published articles' and projects' images (ADR 034).
  "medias/:name",
  // A visitor's own documents, by their verified email (ADR 027).
  "mes-documents",
  // Tests only (TEST_CLOCK=1, else 404), excluded by the brief: staff-only when it exists.
  "test/horloge",
];

/** Any staff member, whatever the role (the hub, their own security page). */
type Need = Permission | "staff";
type Call = {
  /** Query string and form sent with a POST (the document page dispatches by intent). */
  query?: string;
  form?: Record<string, string>;
  json?: () => unknown;
  need: Need;
  label?: string;
};
type Handler = (args: {
  request: Request;
  params: Record<string, string>;
  context: object;
}) => unknown;
type StaffRoute = {
  load: () => Promise<unknown>;
  params?: () => Record<string, string>;
  /** null: the module has no loader (GET answers 405) or no action (POST never reaches code). */
  get: Need | null;
  post: Call[] | null;
};

let invoiceNumber = "";
let quoteNumber = "";
let creditNoteNumber = "";

const doc = () => ({ numero: invoiceNumber });
const quote = () => ({ numero: quoteNumber });
const creditNote = () => ({ numero: creditNoteNumber });

const STAFF: Record<string, StaffRoute> = {
  "invoice-quote": {
    load: () => import("../../app/routes/invoice-quote.tsx"),
    get: "staff",
    post: null,
  },
  "create-quote": {
    load: () => import("../../app/routes/create-quote.tsx"),
    get: "quotes.issue",
    post: null,
  },
  "create-invoice": {
    load: () => import("../../app/routes/create-invoice.tsx"),
    get: "invoices.issue",
    post: null,
  },
  "create-technical-proposal": {
    load: () => import("../../app/routes/create-technical-proposal.tsx"),
    get: "quotes.issue",
    post: null,
  },
  documents: {
    load: () => import("../../app/routes/documents.tsx"),
    get: "documents.read",
    post: null,
  },
  "documents/emettre": {
    load: () => import("../../app/routes/documents-emettre.ts"),
    get: null,
    post: [
      {
        label: "an invoice",
        need: "invoices.issue",
        json: () => ({ kind: "invoice", requestKey: randomUUID(), form: quoteForm() }),
      },
      {
        label: "a quote",
        need: "quotes.issue",
        json: () => ({ kind: "quote", requestKey: randomUUID(), form: quoteForm() }),
      },
      {
        // « Facture acquittée » records a payment: invoices.issue and payments (every role
        // with payments issues invoices; paid-at-issue-permission.test.ts takes one away).
        label: "an invoice acquittée",
        need: "payments",
        json: () => ({
          kind: "invoice",
          requestKey: randomUUID(),
          form: quoteForm({
            paidAtIssue: true,
            paidOn: new Date().toISOString().slice(0, 10),
            paidMethod: "virement",
          }),
        }),
      },
    ],
  },
  "documents/export.csv": {
    load: () => import("../../app/routes/documents-export.ts"),
    get: "exports",
    post: null,
  },
  "documents/paiements.csv": {
    load: () => import("../../app/routes/documents-paiements.ts"),
    get: "exports",
    post: null,
  },
  "documents/lignes.csv": {
    load: () => import("../../app/routes/documents-lignes.ts"),
    get: "exports",
    post: null,
  },
  "documents/journal-ventes.csv": {
    load: () => import("../../app/routes/documents-journal-ventes.ts"),
    get: "exports",
    post: null,
  },
  "documents/journal-encaissements.csv": {
    load: () => import("../../app/routes/documents-journal-encaissements.ts"),
    get: "exports",
    post: null,
  },
  "documents/:numero": {
    load: () => import("../../app/routes/document.tsx"),
    params: doc,
    get: "documents.read",
    // Each intent with an incomplete form: allowed, it is a 400; not allowed, a 403 first.
    post: [
      { label: "payment", form: { intent: "payment" }, need: "payments" },
      { label: "cancel-payment", form: { intent: "cancel-payment" }, need: "payments" },
      { label: "credit", form: { intent: "credit" }, need: "credit-notes" },
      { label: "cancel", form: { intent: "cancel" }, need: "credit-notes" },
      { label: "send (invoice)", form: { intent: "send" }, need: "invoices.issue" },
      { label: "?whatsapp", query: "?whatsapp", form: {}, need: "invoices.issue" },
      { label: "?relancer", query: "?relancer", form: { intent: "?" }, need: "payments" },
      {
        label: "?facturation",
        query: "?facturation",
        form: { intent: "deposit" },
        need: "invoices.issue",
      },
    ],
  },
  "documents/:numero (a quote)": {
    load: () => import("../../app/routes/document.tsx"),
    params: quote,
    get: "documents.read",
    post: [
      { label: "send (quote)", form: { intent: "send" }, need: "quotes.issue" },
      { label: "accept", form: { intent: "?" }, need: "quotes.issue" },
    ],
  },
  // Sent by whom may issue it (kinds.ts: a credit note's is « credit-notes »), as its page shows.
  "documents/:numero (a credit note)": {
    load: () => import("../../app/routes/document.tsx"),
    params: creditNote,
    get: "documents.read",
    post: [{ label: "send (credit note)", form: { intent: "send" }, need: "credit-notes" }],
  },
  "documents/:numero/pdf": {
    load: () => import("../../app/routes/document-pdf.ts"),
    params: doc,
    get: "documents.read",
    post: null,
  },
  // The e-invoice of an invoice (ADR 051): whoever may read the register.
  "documents/:numero/e-facture/:format": {
    load: () => import("../../app/routes/document-e-facture.ts"),
    params: () => ({ numero: invoiceNumber, format: "ubl" }),
    get: "documents.read",
    post: null,
  },
  // The period's e-invoices, zipped: the accountant's exports.
  "documents/e-factures.zip": {
    load: () => import("../../app/routes/documents-e-factures.ts"),
    get: "exports",
    post: null,
  },
  // « Envoyer par WhatsApp »'s way on to the chat: whom may send the invoice.
  "documents/:numero/whatsapp": {
    load: () => import("../../app/routes/document-whatsapp.ts"),
    params: doc,
    get: "invoices.issue",
    post: null,
  },
  "tableau-de-bord": {
    load: () => import("../../app/routes/tableau-de-bord.tsx"),
    get: "documents.read",
    post: null,
  },
  // Margins (ADR 058): members' internal costs against what was invoiced, the Gérant's.
  marges: {
    load: () => import("../../app/routes/marges.tsx"),
    get: "margins",
    post: null,
  },
  demandes: {
    load: () => import("../../app/routes/demandes.tsx"),
    get: "leads",
    post: [{ form: { intent: "?" }, need: "leads" }],
  },
  pipeline: {
    load: () => import("../../app/routes/pipeline.tsx"),
    get: "leads",
    post: [
      { form: { intent: "move" }, need: "leads" },
      { form: { intent: "create" }, need: "leads" },
    ],
  },
  "demandes/pieces-jointes/:id": {
    load: () => import("../../app/routes/demandes-piece-jointe.ts"),
    params: () => ({ id: randomUUID() }),
    get: "leads",
    post: null,
  },
  "demandes/export/:fichier": {
    load: () => import("../../app/routes/demandes-export.ts"),
    params: () => ({ fichier: "demandes.csv" }),
    get: "leads",
    post: null,
  },
  equipe: {
    load: () => import("../../app/routes/equipe.tsx"),
    get: "team",
    post: [
      { form: { intent: "?" }, need: "team" },
      // A member's internal cost per hour (ADR 052): the Gérant's alone.
      { query: "?cout", form: { intent: "cost" }, need: "team", label: "(coût interne)" },
    ],
  },
  // Projects and time (ADR 052).
  projets: {
    load: () => import("../../app/routes/projets.tsx"),
    get: "projects",
    post: null,
  },
  "projets/nouveau": {
    load: () => import("../../app/routes/projets-nouveau.tsx"),
    get: "projects",
    post: [
      { form: { intent: "edit" }, need: "projects" },
      { form: { quote: "DEV-0000" }, need: "projects", label: "(démarrer le projet)" },
    ],
  },
  "projets/:id": {
    load: () => import("../../app/routes/projet.tsx"),
    params: () => ({ id: randomUUID() }),
    get: "projects",
    post: [
      { form: { intent: "edit" }, need: "projects" },
      { form: { intent: "link" }, need: "projects" },
    ],
  },
  temps: {
    load: () => import("../../app/routes/temps.tsx"),
    get: "time",
    post: [
      { form: { intent: "start" }, need: "time" },
      { form: { intent: "stop" }, need: "time" },
      { form: { intent: "add" }, need: "time" },
      { form: { intent: "delete" }, need: "time" },
    ],
  },
  // Expenses (ADR 054).
  depenses: {
    load: () => import("../../app/routes/depenses.tsx"),
    get: "expenses",
    post: [{ form: { intent: "stop" }, need: "expenses" }],
  },
  "depenses/nouvelle": {
    load: () => import("../../app/routes/depenses-nouvelle.tsx"),
    get: "expenses",
    post: [{ form: { supplier: "OVH" }, need: "expenses" }],
  },
  "depenses/export.csv": {
    load: () => import("../../app/routes/depenses-export.ts"),
    get: "expenses",
    post: null,
  },
  "depenses/:id/justificatif": {
    load: () => import("../../app/routes/depenses-justificatif.ts"),
    params: () => ({ id: randomUUID() }),
    get: "expenses",
    post: null,
  },
  abonnements: {
    load: () => import("../../app/routes/abonnements.tsx"),
    get: "subscriptions",
    post: null,
  },
  "abonnements/nouveau": {
    load: () => import("../../app/routes/abonnements-nouveau.tsx"),
    get: "subscriptions",
    post: [{ form: { intent: "?" }, need: "subscriptions" }],
  },
  "abonnements/:id": {
    load: () => import("../../app/routes/abonnement.tsx"),
    params: () => ({ id: randomUUID() }),
    get: "subscriptions",
    post: [{ form: { intent: "pause" }, need: "subscriptions" }],
  },
  clients: {
    load: () => import("../../app/routes/clients.tsx"),
    get: "clients",
    post: null,
  },
  "clients/nouveau": {
    load: () => import("../../app/routes/clients-nouveau.tsx"),
    get: "clients",
    post: [{ form: { intent: "?" }, need: "clients" }],
  },
  "clients/:id": {
    load: () => import("../../app/routes/client.tsx"),
    params: () => ({ id: randomUUID() }),
    get: "clients",
    post: [{ form: { intent: "?" }, need: "clients" }],
  },
  // Suggestions for whoever issues quotes or invoices (every role with invoices.issue has quotes.issue).
  "clients/suggestions": {
    load: () => import("../../app/routes/clients-suggestions.ts"),
    get: "quotes.issue",
    post: null,
  },
  catalogue: {
    load: () => import("../../app/routes/catalogue.tsx"),
    get: "catalogue",
    post: [{ form: { intent: "?" }, need: "catalogue" }],
  },
  "catalogue/suggestions": {
    load: () => import("../../app/routes/catalogue-suggestions.ts"),
    get: "quotes.issue",
    post: null,
  },
  redaction: {
    load: () => import("../../app/routes/redaction.tsx"),
    get: "publishing",
    post: null,
  },
  "redaction/apercu": {
    load: () => import("../../app/routes/redaction-apercu.ts"),
    get: null,
    post: [{ form: { markdown: "# Titre" }, need: "publishing" }],
  },
  "redaction/images": {
    load: () => import("../../app/routes/redaction-images.ts"),
    get: null,
    post: [{ form: { alt: "Une image" }, need: "publishing" }],
  },
  "redaction/articles/:id": {
    load: () => import("../../app/routes/redaction-article.tsx"),
    params: () => ({ id: "nouveau" }),
    get: "publishing",
    post: [{ form: { intent: "?" }, need: "publishing" }],
  },
  "redaction/articles/:id/sauvegarde": {
    load: () => import("../../app/routes/redaction-sauvegarde.ts"),
    params: () => ({ id: "nouveau" }),
    get: null,
    post: [{ form: { title: "Un titre" }, need: "publishing" }],
  },
  "redaction/projets/:id": {
    load: () => import("../../app/routes/redaction-projet.tsx"),
    params: () => ({ id: "nouveau" }),
    get: "publishing",
    post: [{ form: { intent: "?" }, need: "publishing" }],
  },
  // « Rechercher » (ADR 039): every role opens a group of it (only the groups it may open).
  recherche: {
    load: () => import("../../app/routes/recherche.tsx"),
    get: "staff",
    post: null,
  },
  "recherche.json": {
    load: () => import("../../app/routes/recherche-json.ts"),
    get: "staff",
    post: null,
  },
  // The calls booked from the site and the member's hours (ADR 044): who answers requests.
  appels: {
    load: () => import("../../app/routes/appels.tsx"),
    get: "leads",
    post: [{ form: { takesCalls: "on", noticeMinutes: "120", bufferMinutes: "0" }, need: "leads" }],
  },
  // Notifications (ADR 042): every member has their own (a role told of nothing sees none).
  notifications: {
    load: () => import("../../app/routes/notifications.tsx"),
    get: "staff",
    post: [{ form: { intent: "tout-lu" }, need: "staff" }],
  },
  "notifications/flux": {
    load: () => import("../../app/routes/notifications-flux.ts"),
    get: "staff",
    post: null,
  },
  "notifications/ouvrir/:id": {
    load: () => import("../../app/routes/notifications-ouvrir.ts"),
    params: () => ({ id: "00000000-0000-4000-8000-000000000000" }),
    get: "staff",
    post: null,
  },
  "parametres-entreprise": {
    load: () => import("../../app/routes/parametres-entreprise.tsx"),
    get: "settings",
    post: [{ form: { intent: "?" }, need: "settings" }],
  },
  // How documents are numbered (ADR 046): the Gérant's, like the settings.
  "parametres-entreprise/numerotation": {
    load: () => import("../../app/routes/parametres-entreprise-numerotation.tsx"),
    get: "settings",
    post: [{ form: { mode: "continuous" }, need: "settings" }],
  },
  securite: {
    load: () => import("../../app/routes/securite.tsx"),
    get: "staff",
    post: [{ form: { intent: "enable" }, need: "staff" }],
  },
};

/**
 * Routes other branches add (issue 23's settings…): classified here already, so
 * the merge makes them real; until then they are not in app/routes.ts.
 */
const ELSEWHERE: Record<string, Permission> = {
  "parametres-entreprise": "settings",
};

type Who = "anonymous" | "visitor" | StaffRole;
const WHO: Who[] = ["anonymous", "visitor", ...STAFF_ROLES];
const cookies = new Map<Who, string>();
const memberIds = new Map<StaffRole, string>();

function routePaths(): string[] {
  const out: string[] = [];
  const walk = (
    entries: { path?: string; index?: boolean; children?: unknown[] }[],
    base: string,
  ) => {
    for (const e of entries) {
      const path = e.index ? base : [base, e.path ?? ""].filter(Boolean).join("/");
      // A layout without a path (the staff shell) is no page of its own.
      if (e.index || e.path !== undefined) out.push(path);
      if (e.children) walk(e.children as never, path);
    }
  };
  walk(routes as never, "");
  return out;
}

beforeAll(async () => {
  cookies.set("anonymous", "");
  cookies.set(
    "visitor",
    await signedIn("visitor", { email: "visiteur@example.sn", ip: "192.0.2.60" }),
  );
  let i = 61;
  let by: SessionUser | undefined;
  for (const role of STAFF_ROLES) {
    const member = await signIn(role, {
      email: `${role}@teranga-digital.sn`,
      ip: `192.0.2.${i++}`,
    });
    cookies.set(role, member.cookie);
    memberIds.set(role, member.user.id);
    if (role === "gerant") by = member.user;
  }
  invoiceNumber = (await issueAs(by!, "invoice")).number;
  quoteNumber = (await issueAs(by!, "quote")).number;
  const note = await issueCreditNote(
    invoiceNumber,
    {
      mode: "amount",
      amount: 1000,
      lines: [],
      reason: "Geste commercial",
      requestKey: randomUUID(),
    },
    by!,
  );
  if (!note.ok) throw new Error(note.message);
  creditNoteNumber = note.value.number;
});

afterAll(() => emptyTables("document, document_event, document_sequence"));

type Outcome = "login" | "forbidden" | "allowed";

/** What a loader's or action's answer means: sent to the login, refused (403), or let through. */
function outcomeOf(answer: unknown): Outcome {
  if (answer instanceof Response) {
    if (answer.status === 302 && answer.headers.get("Location") === "/simple-login") return "login";
    if (answer.status === 403) return "forbidden";
    if (answer.status === 401) return "login";
    return "allowed";
  }
  const init = (answer as { init?: { status?: number } } | null)?.init;
  if (init?.status === 403) return "forbidden";
  return "allowed";
}

async function run(fn: () => unknown): Promise<Outcome> {
  try {
    return outcomeOf(await fn());
  } catch (thrown) {
    const outcome = outcomeOf(thrown);
    if (
      outcome === "allowed" &&
      !(thrown instanceof Response) &&
      !(thrown as { init?: unknown })?.init
    ) {
      throw thrown;
    }
    return outcome;
  }
}

function expected(who: Who, need: Need): Outcome {
  if (who === "anonymous" || who === "visitor") return "login";
  if (need === "staff") return "allowed";
  return can(who, need) ? "allowed" : "forbidden";
}

function request(path: string, who: Who, post?: Call): Request {
  const headers = new Headers({ origin: SITE, "x-real-ip": "192.0.2.90" });
  const cookie = cookies.get(who);
  if (cookie) headers.set("cookie", cookie);
  if (!post) return new Request(`${SITE}/${path}`, { headers });
  if (post.json) {
    headers.set("content-type", "application/json");
    return new Request(`${SITE}/${path}${post.query ?? ""}`, {
      method: "POST",
      headers,
      body: JSON.stringify(post.json()),
    });
  }
  return new Request(`${SITE}/${path}${post.query ?? ""}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(post.form ?? {}),
  });
}

const pathOf = (key: string, params: Record<string, string>) =>
  key
    .replace(/ \(.*\)$/, "")
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));

describe("the permission table covers app/routes.ts", () => {
  it("every route is public or staff, and every staff route is in the table", () => {
    const staffPaths = new Set(Object.keys(STAFF).map((k) => k.replace(/ \(.*\)$/, "")));
    const unclassified = routePaths().filter((p) => !PUBLIC.includes(p) && !staffPaths.has(p));
    expect(unclassified, "routes neither public nor staff: classify them here").toEqual([]);
    // Nothing classified that does not exist, but the routes other branches bring.
    const known = new Set(routePaths());
    for (const p of [...PUBLIC, ...staffPaths]) expect(known.has(p), p).toBe(true);
    for (const p of Object.keys(ELSEWHERE)) {
      if (known.has(p)) expect(staffPaths.has(p), `${p} arrived: move it to STAFF`).toBe(true);
    }
  });

  it("the table is the issue's: Gérant everything; Facturation no leads, team, settings; Commercial no payments, credit notes, settings", () => {
    for (const p of PERMISSIONS) expect(can("gerant", p)).toBe(true);
    expect(
      ["payments", "credit-notes", "invoices.issue", "settings", "team"].some((p) =>
        can("commercial", p as Permission),
      ),
    ).toBe(false);
    expect(
      can("commercial", "leads") &&
        can("commercial", "quotes.issue") &&
        can("commercial", "clients"),
    ).toBe(true);
    expect(["team", "settings"].some((p) => can("facturation", p as Permission))).toBe(false);
    expect(
      can("facturation", "payments") &&
        can("facturation", "credit-notes") &&
        can("facturation", "clients"),
    ).toBe(true);
    expect(PERMISSIONS.filter((p) => can("redaction", p))).toEqual(["publishing"]);
    // Everyone's time and the margins: the Gérant's only.
    for (const p of ["time.all", "margins"] as const) {
      expect(STAFF_ROLES.filter((r) => can(r, p))).toEqual(["gerant"]);
    }
    expect(can("facturation", ELSEWHERE["parametres-entreprise"]!)).toBe(false);
  });
});

describe.each(Object.entries(STAFF))("%s", (key, route) => {
  it.each(WHO)("GET and POST as %s", async (who) => {
    const mod = (await route.load()) as { loader?: Handler; action?: Handler };
    const params = route.params?.() ?? {};
    const path = pathOf(key, params);
    if (route.get === null) {
      // No loader of its own, or one that only answers 405.
      if (mod.loader) {
        const answer = (await mod.loader({
          request: request(path, who),
          params,
          context: {},
        })) as Response;
        expect(answer.status).toBe(405);
      }
    } else {
      expect(mod.loader, `${key} has a loader`).toBeTypeOf("function");
      const got = await run(() =>
        mod.loader!({ request: request(path, who), params, context: {} }),
      );
      expect(got, `GET ${key} as ${who}`).toBe(expected(who, route.get));
    }
    if (route.post === null) {
      expect(mod.action, `${key} has no action: a POST reaches no code`).toBeUndefined();
      return;
    }
    for (const call of route.post) {
      const got = await run(() =>
        mod.action!({ request: request(path, who, call), params, context: {} }),
      );
      expect(got, `POST ${key} ${call.label ?? ""} as ${who}`).toBe(expected(who, call.need));
    }
  });
});

// /temps?membre=: one's own week needs `time`, a colleague's `time.all` (the Gérant).
describe("temps?membre= (a colleague's week)", () => {
  it.each(WHO)("as %s", async (who) => {
    const mod = (await STAFF.temps!.load()) as { loader: Handler };
    // A colleague: the next role's member.
    const roles = STAFF_ROLES;
    const other = roles[(roles.indexOf(who as StaffRole) + 1) % roles.length]!;
    const path = `temps?membre=${encodeURIComponent(memberIds.get(other)!)}`;
    const got = await run(() =>
      mod.loader({ request: request(path, who), params: {}, context: {} }),
    );
    expect(got, `GET ${path} as ${who}`).toBe(expected(who, "time.all"));
  });
});

// The menus (the hub's cards, the avatar menu) show the doors of doors.ts: each role's doors
// open for it through the real loader, and every other door is refused to it (issue 29);
// the hub, for a role it has nothing for, sends to the role's own first page.
describe("the menus lead to no 403", () => {
  it.each(STAFF_ROLES)(
    "%s: every door of its menus opens, every other door is refused",
    async (who) => {
      const mine = new Set([
        ...doorsOf(who).map((d) => d.to),
        ...menuDoorsOf(who).map((d) => d.to),
      ]);
      for (const to of new Set([...DOORS.map((d) => d.to), "/invoice-quote"])) {
        const route = STAFF[to.slice(1)];
        expect(route, `${to} is a staff route of the table above`).toBeDefined();
        const mod = (await route!.load()) as { loader: Handler };
        const load = () =>
          mod.loader({ request: request(to.slice(1), who), params: {}, context: {} });
        if (to === "/invoice-quote" && !mine.has(to)) {
          const sent = await Promise.resolve()
            .then(load)
            .catch((thrown: unknown) => thrown);
          expect((sent as Response).headers.get("Location"), `${to} as ${who}`).toBe(
            landingOf(who),
          );
          continue;
        }
        expect(await run(load), `${to} as ${who}`).toBe(mine.has(to) ? "allowed" : "forbidden");
      }
    },
  );
});
