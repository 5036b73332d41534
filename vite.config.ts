import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentPlugin } from "./content/vite-plugin.ts";

export default defineConfig({
  plugins: [tailwindcss(), contentPlugin(import.meta.dirname), reactRouter()],
  optimizeDeps: {
    // `npm run dev`: find every browser dependency at start-up, so the first page
    // is not served half-optimised (a 504, then no hot reload until reloaded).
    entries: ["app/root.tsx", "app/routes/**/*.{ts,tsx}"],
    // PGlite ships WASM and must be loaded by Node as-is, never pre-bundled.
    exclude: ["@electric-sql/pglite"],
  },
  ssr: { external: ["@electric-sql/pglite", "pg", "nodemailer", "pino"] },
  server: { watch: { ignored: ["**/data/**", "**/test-results/**"] } },
});
