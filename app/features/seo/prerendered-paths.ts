/** The public pages with no per-request data: the same bytes for every anonymous visitor. */
export const STATIC_PRERENDERED_PATHS = [
  "/",
  "/about",
  "/services",
  "/offers",
  "/realisations",
  "/articles",
  "/terms",
  "/privacy",
  "/cookies",
];
