import { readdirSync, writeFileSync } from "node:fs";
import type { Config } from "@react-router/dev/config";
import { projects } from "./content/projects.ts";

// Pages with no per-request data are rendered once at build time; the server
// serves them to anonymous visitors as static bytes (server/prerendered.ts),
// with its own PUBLIC_URL in canonical, social and share links.
const articleSlugs = readdirSync(new URL("./content/articles", import.meta.url))
  .filter((f) => f.endsWith(".md"))
  .map((f) => f.slice(0, -3));

export const PRERENDERED_PATHS = [
  "/",
  "/about",
  "/services",
  "/offers",
  "/realisations",
  ...projects.map((p) => `/realisations/${p.slug}`),
  "/articles",
  ...articleSlugs.map((slug) => `/articles/${slug}`),
  "/terms",
  "/privacy",
  "/cookies",
];

/**
 * The origin pre-rendered pages are written with, whatever PUBLIC_URL the build
 * runs with (vite.config.ts): a reserved name (RFC 2606) that no article or page
 * can hold, so the server swapping it for its own PUBLIC_URL never rewrites
 * content — a code sample's `http://localhost:3000` stays as written (ADR 007).
 */
export const BUILT_ORIGIN = "https://prerendu.invalid";
/** Where the build records it for the server (server/prerendered.ts). */
export const BUILT_ORIGIN_FILE = "build/client/.built-origin";

export default {
  ssr: true,
  // Today's behaviour, said out loud: the build then stops printing a warning
  // per flag. Each is a change to make on purpose, with its tests.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  prerender: PRERENDERED_PATHS,
  buildEnd() {
    writeFileSync(new URL(`./${BUILT_ORIGIN_FILE}`, import.meta.url), BUILT_ORIGIN);
  },
} satisfies Config;
