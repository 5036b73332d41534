import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentPlugin } from "./content/vite-plugin.ts";

export default defineConfig({
  plugins: [tailwindcss(), contentPlugin(import.meta.dirname), reactRouter()],
  // PGlite ships WASM and must be loaded by Node as-is, never pre-bundled.
  optimizeDeps: { exclude: ["@electric-sql/pglite"] },
  ssr: { external: ["@electric-sql/pglite", "pg", "nodemailer", "pino"] },
  server: { watch: { ignored: ["**/data/**", "**/test-results/**"] } },
});
