import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// One-way imports (README, « Where things live »): lib → components → features → routes.
const boundaries = [
  {
    target: "./app/lib",
    from: ["./app/components", "./app/features", "./app/routes"],
    message: "app/lib is the bottom layer: it imports no component, feature or route.",
  },
  {
    target: "./app/components",
    from: ["./app/features", "./app/routes"],
    message: "Components do not import features or routes.",
  },
  {
    target: "./app/features",
    from: ["./app/routes"],
    message: "Features do not import routes.",
  },
  {
    // The database is reached through a feature's *.server.ts, never from a page or a helper.
    target: ["./app/routes", "./app/components", "./app/lib"],
    from: "./app/db",
    message: "Reach the database through a feature's *.server.ts.",
  },
  {
    target: "./app",
    from: "./server",
    message: "The app does not import the HTTP server (server/ imports the app).",
  },
  {
    target: ["./app/components", "./app/lib"],
    from: "./app/config/env.server.ts",
    message: "Components and helpers do not read the environment: a feature or route passes it.",
  },
  {
    // The islands' entry (ADR 037) is the top of the browser's public pages, like a route.
    target: ["./app/lib", "./app/components", "./app/features", "./app/routes"],
    from: "./app/islands",
    message: "Nothing imports the islands' entry: app/islands/main.ts names each island.",
  },
  {
    target: "./content",
    from: ["./app/components", "./app/features", "./app/routes"],
    message: "Content is data: it imports no UI.",
  },
];

// Which feature may import which (docs/product.md names the domains). The guard (the door
// of every action) and platform (logger, toast cookie) serve every feature; any other
// edge is declared here, so a new dependency between domains is a visible decision.
export const featureEdges = {
  account: ["auth", "mail"],
  acceptance: [
    "auth",
    "documents",
    "errors",
    "mail",
    "notifications",
    "pipeline",
    "portal",
    "whatsapp",
    "wording",
  ], // « Bon pour accord » online, on the client's page; its confirmation by WhatsApp Business (ADR 045)
  authoring: ["auth", "client-links", "contact", "documents", "pipeline", "print", "wording"], // the forms that write a document; « Générer » prints it (English fetched when chosen)
  auth: ["account", "mail"], // sessions record account activity; account reads the session
  blog: [],
  booking: ["auth", "contact", "mail", "pipeline", "whatsapp"], // « Réserver un appel »: the members who take calls, the contact form's subjects, the outbox, the pipeline's « Rendez-vous », the reminder by WhatsApp Business
  catalogue: ["auth"], // what the firm sells; the document form reads it through the route
  // Linking a document or a lead to its client (ADR 031): the matching, and the link each
  // issuing transaction makes; below the features that issue, so it imports none.
  "client-links": [],
  clients: ["auth", "client-links", "documents", "leads", "whatsapp"], // the client book, made from issued documents and leads
  contact: ["mail", "notifications", "pipeline", "portfolio"], // a request about a project names it (published projects)
  dashboard: ["auth", "documents"], // the register's statuses and filters, read for the figures
  deposits: ["auth", "client-links", "documents", "ledger", "pipeline", "wording"], // deposit and balance invoices issued from a quote
  documents: ["auth", "client-links"], // the kinds, snapshots and figures, the register's store (each issue joins its client)
  wording: ["documents"], // what a priced document prints, per language and currency (ADR 055)
  // Expenses and their receipts (ADR 053): the register's dates and periods, the images' formats.
  expenses: ["auth", "documents", "media"],
  exports: ["documents"], // the accountant's CSV files, read from the register and the ledger
  integrity: ["documents"], // the chain covers issued documents and payments
  einvoice: ["documents", "wording"], // EN 16931 e-invoices from issued invoices and credit notes (ADR 051)
  errors: [],
  guard: [],
  leads: ["auth", "contact", "mail", "pipeline"], // the staff inbox: its session, the service labels, the outbox
  ledger: ["auth", "client-links", "documents", "mail", "notifications", "whatsapp"], // payments and credit notes on issued invoices (ADR 020); the receipt by WhatsApp Business (ADR 045)
  offline: ["auth"], // the studio installed: its manifest starts on the member's landing page
  payments: ["auth", "documents", "ledger", "mail", "portal", "print"], // Wave and the aggregator: online payment into the ledger, its receipt
  portal: ["auth", "documents", "einvoice", "ledger", "wording"], // the client's private link /d/<token> and « Mes documents »
  media: ["blog"], // uploaded images, checked, resized and served from the database (/medias)
  publishing: ["auth", "blog", "mail", "media", "newsletter", "portfolio", "revisions", "seo"], // the editor of articles and projects
  register: [
    "auth",
    "authoring", // « Réimprimer » opens the print window « Générer » opens
    "documents",
    "einvoice",
    "pipeline",
    "print",
    "sending",
    "whatsapp",
    "wording",
  ], // the staff's register: /documents and a document's page
  legal: [],
  mail: [],
  marketing: ["blog", "newsletter"], // the home page's sections, its newsletter form among them
  // The numbering's page and switch (ADR 046): above documents, which reads the mode in its issuing transaction.
  numbering: ["auth", "documents"],
  notifications: ["auth", "mail"], // the studio's live notifications: who is told, the stream, the emails asked for
  newsletter: ["mail", "pipeline", "revisions"], // the subscribers, and the articles sent to them (a line of the article's history)
  // The pipeline (ADR 048): the features that act call it in their transaction; it imports none of them.
  pipeline: ["auth", "documents"],
  platform: [],
  portfolio: [],
  projects: ["auth", "clients", "documents"], // projects and time (ADR 052): a quote's client and lines, the documents' figures
  // « Facturer » a project's time and expenses (ADR 056): the invoice form's prefill, its rates, the categories.
  "project-billing": ["auth", "authoring", "documents", "expenses", "projects"],
  // Margins (ADR 058): the projects' money rule and time's rounding, the client book's links, the dashboard's months.
  margins: ["auth", "clients", "dashboard", "documents", "projects"],
  // Every kind's print page and PDF (ADR 036): above the features whose documents it
  // draws, which never import it (the route modules hand them its drawings).
  print: ["auth", "documents", "einvoice", "ledger", "portal", "sending", "wording"],
  revisions: [], // the history of articles and projects: who did what, what changed
  reminders: ["auth", "documents", "ledger", "mail", "portal", "print", "whatsapp"], // overdue invoices, reminded through the outbox by staff or schedule
  seo: ["blog", "portfolio"], // the sitemap lists the published projects
  search: ["auth", "contact", "documents", "leads"], // « Rechercher »: documents, clients, requests, articles, projects (ADR 039)
  settings: ["auth"], // the firm's identity and defaults, stored with their history
  staff: ["auth", "notifications", "search", "todo"], // the hub shows only what the member's role may open, « À faire »; the bar's search field and bell
  todo: ["auth", "booking", "documents", "reminders", "whatsapp"], // « À faire »: what needs a person today, by role (the day's calls, WhatsApp sends to check)
  subscriptions: [
    "auth",
    "catalogue",
    "clients",
    "documents",
    "mail",
    "portal",
    "print",
    "sending",
    "whatsapp",
  ], // recurring invoices, issued and sent by the server (by WhatsApp Business too, the client's preference)
  team: ["account", "auth", "mail", "notifications"], // members, roles, invitations, two-factor (account: the password and name rules)
  sending: ["auth", "documents", "mail", "wording"], // « Envoyer au client »: the email with the PDF, the status and its history line
  whatsapp: ["auth", "documents", "mail", "sending"], // « Envoyer par WhatsApp »: the chat, or the Cloud API falling back to email (ADR 045)
};
const everyFeature = ["guard", "platform", "settings"]; // settings: the firm's identity, printed everywhere

const featureZones = Object.entries(featureEdges).map(([feature, allowed]) => ({
  target: `./app/features/${feature}`,
  from: Object.keys(featureEdges)
    .filter(
      (other) => other !== feature && !allowed.includes(other) && !everyFeature.includes(other),
    )
    .map((other) => `./app/features/${other}`),
  message: `app/features/${feature} may import only ${[...allowed, ...everyFeature].join(", ")} among features (featureEdges in eslint.config.js).`,
}));

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "node_modules/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    // import-x reads the imported TypeScript files too (no-cycle follows them).
    settings: {
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
    },
    rules: {
      // French typography puts non-breaking spaces before : ; ! ? and inside « ».
      "no-irregular-whitespace": [
        "error",
        { skipStrings: true, skipTemplates: true, skipJSXText: true },
      ],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "import-x/no-restricted-paths": ["error", { zones: [...boundaries, ...featureZones] }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // A thrown data() has no statusText: React Router writes « Internal Server Error »
      // into the route data of a 404 (issue 29). httpError gives the status its phrase.
      "no-restricted-syntax": [
        "error",
        {
          selector: "ThrowStatement > CallExpression[callee.name='data']",
          message: "Throw httpError(…) from #app/lib/http-error.ts, not data(…).",
        },
      ],
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["../*", "../../*"], message: "Import across folders with #app/…" }],
          // The site's own toast region replaced sonner (ADR 014, fourth pass).
          paths: [
            {
              name: "sonner",
              message: "Import toast and Toaster from #app/components/layout/toaster.tsx.",
            },
            {
              name: "sharp",
              message:
                "loadSharp() from #app/lib/sharp.server.ts: loaded on the first image, no cache.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/lib/zod.ts", "app/lib/sharp.server.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // An island is plain DOM code (docs/decisions/037-public-islands.md): the public
    // pages' 40 KB hold no React, no React Router and no component module.
    files: ["app/**/*.island.ts", "app/islands/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["react", "react-dom", "react-router"].map((name) => ({
            name,
            message: "An island is plain DOM code (ADR 037): no React, no React Router.",
          })),
          patterns: [
            { group: ["../*", "../../*"], message: "Import across folders with #app/…" },
            {
              group: ["react-dom/*", "**/*.tsx"],
              message: "An island is plain DOM code (ADR 037): no React, no component module.",
            },
          ],
        },
      ],
    },
  },
  {
    // Server entry points and tests may reach the repo root config.
    files: ["server/**", "tests/**", "scripts/**", "*.config.ts"],
    rules: { "no-restricted-imports": "off" },
  },
);
