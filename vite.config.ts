import { cpSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { ISLANDS_MANIFEST, type IslandsManifest } from "./app/lib/islands-manifest.ts";
import { imageVersionsPlugin } from "./server/image-versions.ts";
import { precompressFiles } from "./server/static-bytes.ts";
import { studioWorker } from "./server/studio-worker.ts";

/**
 * The server bundle carries what it reads at run time: the SQL migrations and
 * the PDF fonts (found beside it by app/lib/find-up.server.ts), so build/ runs
 * without the sources.
 */
function serverFiles(root: string): Plugin {
  return {
    name: "teranga-server-files",
    apply: "build",
    // React Router names every server entry index.js: ours is, its build is server-build.js.
    configEnvironment(name) {
      if (name !== "ssr") return;
      return {
        build: {
          rollupOptions: {
            output: {
              entryFileNames: (chunk) => (chunk.name === "index" ? "index.js" : "[name].js"),
            },
          },
        },
      };
    },
    writeBundle(options) {
      if (this.environment.name !== "ssr" || !options.dir) return;
      cpSync(path.join(root, "drizzle"), path.join(options.dir, "drizzle"), { recursive: true });
      cpSync(path.join(root, "app/assets/fonts"), path.join(options.dir, "fonts"), {
        recursive: true,
      });
    },
  };
}

/**
 * The browser's build files (scripts, styles, icons) compressed once here, brotli
 * and gzip beside each (`.br`, `.gz`): the server sends those bytes instead of
 * compressing on its threads at each start (server/static-bytes.ts, ADR 014).
 */
function precompressedAssets(): Plugin {
  return {
    name: "teranga-precompressed-assets",
    apply: "build",
    async writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      await precompressFiles(options.dir, Object.keys(bundle));
    },
  };
}

/**
 * The public pages' islands (docs/decisions/037-public-islands.md): one more entry of
 * the browser's build, `app/islands/main.ts`, and each `*.island.ts` it imports in a
 * file of its own. Its hashed name, and the files each one loads, are written to
 * `.islands.json` beside the build's files: the server names the entry in the pages
 * (app/lib/islands.server.ts), `npm run budget` weighs each page's islands.
 */
function islands(root: string): Plugin {
  let entry: string | undefined;
  return {
    name: "teranga-islands",
    apply: "build",
    buildStart() {
      if (this.environment.name !== "client") return;
      entry = this.emitFile({
        type: "chunk",
        id: path.join(root, "app/islands/main.ts"),
        name: "islands",
      });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client" || !entry) return;
      const chunks: IslandsManifest["chunks"] = {};
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (chunks[file] || chunk?.type !== "chunk") return;
        const island = /([^/\\]+)\.island\.ts$/.exec(chunk.facadeModuleId ?? "")?.[1];
        chunks[file] = {
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          ...(island ? { island } : {}),
        };
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
      };
      const file = this.getFileName(entry);
      visit(file);
      const manifest: IslandsManifest = { entry: `/${file}`, chunks };
      this.emitFile({
        type: "asset",
        fileName: ISLANDS_MANIFEST,
        source: JSON.stringify(manifest, null, 2),
      });
    },
  };
}

/**
 * Rollup notices that say nothing about our code, left out so that `npm start`
 * on a fresh clone shows the staff password rather than pages of them:
 * resource routes (no component) are still entries of the client build, so
 * each gives an empty chunk that nothing loads; zod's sources carry comments
 * with `@__PURE__` where Rollup cannot use them, and drops them.
 */
export function expectedNotice(log: Rollup.RollupLog): boolean {
  if (log.code === "EMPTY_BUNDLE") return true;
  // A part hydrated later (hydrate-later.tsx) is imported both ways on purpose: the
  // server renders it at once, the browser's build keeps only the dynamic import.
  if (
    log.plugin === "vite:reporter" &&
    /is dynamically imported by .* but also statically imported by /.test(log.message)
  ) {
    return true;
  }
  return log.code === "INVALID_ANNOTATION" && /[/\\]node_modules[/\\]zod[/\\]/.test(log.id ?? "");
}

const onLog = (
  level: "warn" | "info" | "debug",
  log: Rollup.RollupLog,
  handler: (level: "warn" | "info" | "debug", log: Rollup.RollupLog) => void,
) => {
  if (!expectedNotice(log)) handler(level, log);
};

/**
 * The browser's chunk holding React is always named `jsx-runtime-…`: Rollup names a shared
 * chunk after one of its modules, which changed with the module graph (`chunk-OB3PAWPO-…`,
 * a React Router file) and lengthened the import of it in every other chunk, 0,2 KB on
 * each studio page for no code of theirs (`npm run budget`, ADR 055).
 */
export function browserChunkName(chunk: Rollup.PreRenderedChunk): string {
  const react = chunk.moduleIds.some((id) => /[/\\]react[/\\]jsx-runtime\.js$/.test(id));
  return react ? "assets/jsx-runtime-[hash].js" : "assets/[name]-[hash].js";
}

export default defineConfig(({ isSsrBuild }) => config(isSsrBuild));

const config = (isSsrBuild: boolean | undefined) => ({
  plugins: [
    tailwindcss(),
    imageVersionsPlugin(import.meta.dirname),
    reactRouter(),
    islands(import.meta.dirname),
    studioWorker(import.meta.dirname),
    serverFiles(import.meta.dirname),
    precompressedAssets(),
  ],
  // The server bundle is the Express server with React Router's build inside
  // (server/index.ts), not the React Router build alone: one module graph.
  build: isSsrBuild
    ? {
        rollupOptions: {
          onLog,
          // React Router's build stays an entry of its own: pre-rendering imports it.
          input: {
            index: "./server/index.ts",
            "server-build": "virtual:react-router/server-build",
            // A worker thread's entry (app/features/print/pdf/render.server.tsx).
            "pdf-worker": "./app/features/print/pdf/pdf-worker.server.tsx",
          },
        },
      }
    : { rollupOptions: { onLog, output: { chunkFileNames: browserChunkName } } },
  optimizeDeps: {
    // `npm run dev`: find every browser dependency at start-up, so the first page
    // is not served half-optimised (a 504, then no hot reload until reloaded).
    entries: ["app/root.tsx", "app/routes/**/*.{ts,tsx}"],
    // PGlite ships WASM and must be loaded by Node as-is, never pre-bundled.
    exclude: ["@electric-sql/pglite"],
  },
  ssr: {
    external: ["@electric-sql/pglite", "pg", "nodemailer", "pino"],
    // Bundled, so the server keeps the icons and primitives it uses rather than
    // loading every one of them at start (time and memory).
    noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//],
  },
  server: { watch: { ignored: ["**/data/**", "**/test-results/**"] } },
});
