import { readdirSync, writeFileSync } from "node:fs";
import type { Config } from "@react-router/dev/config";
import { projects } from "./content/projects.ts";

// Pages with no per-request data are rendered once at build time; the server
// injects the request's CSP nonce when it serves them to anonymous visitors
// (server/prerendered.ts), with its own PUBLIC_URL in canonical and social links.
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

/** The origin baked into pre-rendered pages; the server swaps in its own (server/prerendered.ts). */
export const BUILT_ORIGIN_FILE = "build/client/.built-origin";

export default {
  ssr: true,
  prerender: PRERENDERED_PATHS,
  buildEnd() {
    const origin = (process.env.PUBLIC_URL ?? "http://localhost:3000").replace(/\/$/, "");
    writeFileSync(new URL(`./${BUILT_ORIGIN_FILE}`, import.meta.url), origin);
  },
} satisfies Config;
