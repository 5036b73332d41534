import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Mirrors the route table of SPEC.md §2; each issue adds the pages it builds.
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("offers", "routes/offers.tsx"),
  route("offres", "routes/offres.ts"),
  route("realisations", "routes/realisations.tsx"),
  route("realisations/:slug", "routes/realisation.tsx"),
  route("articles", "routes/articles.tsx"),
  route("articles/:slug", "routes/article.tsx"),
  route("contact", "routes/contact.tsx"),
  route("newsletter", "routes/newsletter.ts"),
  route("newsletter/desabonnement", "routes/newsletter-desabonnement.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("cookies", "routes/cookies.tsx"),
  route("simple-login", "routes/simple-login.tsx"),
  route("invoice-quote", "routes/invoice-quote.tsx"),
  route("create-quote", "routes/create-quote.tsx"),
  route("create-invoice", "routes/create-invoice.tsx"),
  route("create-technical-proposal", "routes/create-technical-proposal.tsx"),
  route("demandes", "routes/demandes.tsx"),
  route("demandes/pieces-jointes/:id", "routes/demandes-piece-jointe.ts"),
  route("demandes/export/:fichier", "routes/demandes-export.ts"),
  // Resource routes: no page of their own.
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("rss.xml", "routes/rss.ts"),
  route("logout", "routes/logout.ts"),
  route("session-heartbeat", "routes/session-heartbeat.ts"),
  route("api/auth/*", "routes/api-auth.ts"),
  // Catch-all: a real 404 with 'Page introuvable'.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
