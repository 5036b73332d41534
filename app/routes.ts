import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Mirrors the route table of docs/product.md §2; each issue adds the pages it builds.
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
  route("contact/envoi", "routes/contact-envoi.ts"),
  // « Réserver un appel » (ADR 044): the free slots and the form; a call's private link.
  route("rendez-vous", "routes/rendez-vous.tsx"),
  route("rendez-vous/:token", "routes/rendez-vous-lien.tsx"),
  route("newsletter", "routes/newsletter.ts"),
  route("newsletter/desabonnement", "routes/newsletter-desabonnement.tsx"),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("settings", "routes/settings.tsx"),
  route("profile", "routes/profile.tsx"),
  route("profile/activite.csv", "routes/profile-activite.ts"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("cookies", "routes/cookies.tsx"),
  route("simple-login", "routes/simple-login.tsx"),
  route("simple-login/code", "routes/simple-login-code.tsx"),
  // The studio's pages, in the staff shell: its navigation by role, the member, « Voir
  // le site » (routes/staff-layout.tsx); each page still checks its own permission.
  layout("routes/staff-layout.tsx", [
    route("invoice-quote", "routes/invoice-quote.tsx"),
    route("create-quote", "routes/create-quote.tsx"),
    route("create-invoice", "routes/create-invoice.tsx"),
    route("create-technical-proposal", "routes/create-technical-proposal.tsx"),
    route("documents", "routes/documents.tsx"),
    route("documents/:numero", "routes/document.tsx"),
    route("tableau-de-bord", "routes/tableau-de-bord.tsx"),
    // Margins per project, client and month (issue 34 §5, ADR 058).
    route("marges", "routes/marges.tsx"),
    route("demandes", "routes/demandes.tsx"),
    route("pipeline", "routes/pipeline.tsx"),
    route("abonnements", "routes/abonnements.tsx"),
    route("abonnements/nouveau", "routes/abonnements-nouveau.tsx"),
    route("abonnements/:id", "routes/abonnement.tsx"),
    route("equipe", "routes/equipe.tsx"),
    route("securite", "routes/securite.tsx"),
    route("parametres-entreprise", "routes/parametres-entreprise.tsx"),
    route("parametres-entreprise/numerotation", "routes/parametres-entreprise-numerotation.tsx"),
    route("clients", "routes/clients.tsx"),
    route("clients/nouveau", "routes/clients-nouveau.tsx"),
    route("clients/:id", "routes/client.tsx"),
    route("catalogue", "routes/catalogue.tsx"),
    // Projects and time (issue 34, ADR 052).
    route("projets", "routes/projets.tsx"),
    route("projets/nouveau", "routes/projets-nouveau.tsx"),
    route("projets/:id", "routes/projet.tsx"),
    route("temps", "routes/temps.tsx"),
    // Expenses and their receipts (issue 34 §3, ADR 054).
    route("depenses", "routes/depenses.tsx"),
    route("depenses/nouvelle", "routes/depenses-nouvelle.tsx"),
    route("redaction", "routes/redaction.tsx"),
    route("redaction/articles/:id", "routes/redaction-article.tsx"),
    route("redaction/projets/:id", "routes/redaction-projet.tsx"),
    route("notifications", "routes/notifications.tsx"),
    // The calls booked from the site and the member's own hours for them (ADR 044).
    route("appels", "routes/appels.tsx"),
    // « Rechercher » (ADR 039): the results page, also the bar's form without JavaScript.
    route("recherche", "routes/recherche.tsx"),
  ]),
  route("recherche.json", "routes/recherche-json.ts"),
  // The bell's live stream and a notification opened (ADR 042).
  route("notifications/flux", "routes/notifications-flux.ts"),
  route("notifications/ouvrir/:id", "routes/notifications-ouvrir.ts"),
  route("documents/emettre", "routes/documents-emettre.ts"),
  route("documents/export.csv", "routes/documents-export.ts"),
  route("depenses/export.csv", "routes/depenses-export.ts"),
  route("depenses/:id/justificatif", "routes/depenses-justificatif.ts"),
  route("documents/paiements.csv", "routes/documents-paiements.ts"),
  route("documents/lignes.csv", "routes/documents-lignes.ts"),
  // The accountant's journals in SYSCOHADA accounts (ADR 047).
  route("documents/journal-ventes.csv", "routes/documents-journal-ventes.ts"),
  route("documents/journal-encaissements.csv", "routes/documents-journal-encaissements.ts"),
  // Structured e-invoices (ADR 051): the period's zip, one document's, the client's.
  route("documents/e-factures.zip", "routes/documents-e-factures.ts"),
  route("documents/:numero/pdf", "routes/document-pdf.ts"),
  route("documents/:numero/e-facture/:format", "routes/document-e-facture.ts"),
  route("documents/:numero/whatsapp", "routes/document-whatsapp.ts"),
  // The client's side (ADR 027): a document's private page and its PDF; the visitor's documents.
  route("d/:token", "routes/client-document.tsx"),
  route("d/:token/pdf", "routes/client-document-pdf.ts"),
  route("d/:token/e-facture/:format", "routes/client-document-e-facture.ts"),
  route("mes-documents", "routes/mes-documents.tsx"),
  // The client's answer to a quote through its private link (issue 22, ADR 028).
  route("d/:token/accepter", "routes/d-accepter.tsx"),
  route("d/:token/refuser", "routes/d-refuser.tsx"),
  route("d/signature.js", "routes/d-signature.ts"),
  // The team (issue 23): an invitation's link.
  route("invitation/:token", "routes/invitation.tsx"),
  // The firm's uploaded images (ADR 033).
  route("images/entreprise/:fichier", "routes/image-entreprise.ts"),
  // Paying an invoice online from the client's link, and the providers' notifications (ADR 029).
  route("d/:token/payer", "routes/d-payer.tsx"),
  route("d/:token/paiement", "routes/d-paiement.tsx"),
  route("paiements/wave/webhook", "routes/paiements-wave-webhook.ts"),
  route("paiements/paytech/ipn", "routes/paiements-paytech-ipn.ts"),
  // WhatsApp Business's webhook (ADR 045): MESSAGING_PROVIDERS.whatsapp.webhookPath.
  route("whatsapp/webhook", "routes/whatsapp-webhook.ts"),
  // The client book and the catalogue's suggestions while typing (issue 23, ADR 031).
  route("clients/suggestions", "routes/clients-suggestions.ts"),
  route("catalogue/suggestions", "routes/catalogue-suggestions.ts"),
  // Tests only: the clock of a test server (TEST_CLOCK=1, ADR 022); 404 otherwise.
  route("test/horloge", "routes/test-horloge.ts"),
  route("demandes/pieces-jointes/:id", "routes/demandes-piece-jointe.ts"),
  route("demandes/export/:fichier", "routes/demandes-export.ts"),
  // The editor's preview, images and saves (issue 24, ADR 034).
  route("redaction/apercu", "routes/redaction-apercu.ts"),
  route("redaction/images", "routes/redaction-images.ts"),
  route("redaction/articles/:id/sauvegarde", "routes/redaction-sauvegarde.ts"),
  route("medias/:name", "routes/medias.ts"),
  // Resource routes: no page of their own.
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("rss.xml", "routes/rss.ts"),
  route("site.webmanifest", "routes/web-manifest.ts"),
  route("studio.webmanifest", "routes/studio-webmanifest.ts"),
  route("logout", "routes/logout.ts"),
  route("session-heartbeat", "routes/session-heartbeat.ts"),
  route("api/auth/*", "routes/api-auth.ts"),
  // Catch-all: a real 404 with 'Page introuvable'.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
