import type { Config } from "@react-router/dev/config";

// Pages with no per-request data are rendered once at build time; the server
// injects the request's CSP nonce when it serves them (server/prerendered.ts).
export const PRERENDERED_PATHS = ["/terms", "/privacy", "/cookies"];

export default {
  ssr: true,
  prerender: PRERENDERED_PATHS,
} satisfies Config;
