import { createHash } from "node:crypto";
import path from "node:path";
import { build } from "esbuild";
import type { Plugin, Rollup } from "vite";

/** The studio's service worker, at the site's root so that its scope is `/` (ADR 041). */
export const STUDIO_WORKER = "studio-sw.js";

/**
 * The files the staff shell loads on every studio page: the browser's entry, the root
 * and the staff layout with what they import, their styles and the fonts. Each page's
 * own code is kept as the page is opened.
 */
export function shellFiles(bundle: Rollup.OutputBundle): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (files.has(file) || chunk?.type !== "chunk") return;
    files.add(file);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const next of chunk.imports) visit(next);
  };
  for (const [file, chunk] of Object.entries(bundle)) {
    if (chunk.type !== "chunk") continue;
    const id = chunk.facadeModuleId ?? "";
    if (
      /entry\.client/.test(id) ||
      // React Router's route modules carry a query (`root.tsx?__react-router-build-…`).
      /[/\\]app[/\\]root\.tsx(\?|$)/.test(id) ||
      /[/\\]app[/\\]routes[/\\]staff-layout\.tsx(\?|$)/.test(id)
    ) {
      visit(file);
    }
  }
  // The site's style sheet (the root links it by its URL) and the shell's Latin fonts (the other scripts' are fetched by the pages that need them).
  for (const file of Object.keys(bundle)) {
    if (/\.css$/.test(file)) files.add(file);
    if (/\.woff2$/.test(file) && /latin/i.test(file) && !/ext/i.test(file)) files.add(file);
  }
  return [...files].sort();
}

/**
 * Builds app/features/offline/worker.ts into `/studio-sw.js` beside the browser's files,
 * with the build's version (a hash of every file name: a deploy changes it, and the
 * browser then installs the new worker) and the shell's files to keep.
 */
export function studioWorker(root: string): Plugin {
  return {
    name: "teranga-studio-worker",
    apply: "build",
    async generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const precache = shellFiles(bundle).map((f) => `/${f}`);
      const version = createHash("sha256")
        .update(Object.keys(bundle).sort().join("\n"))
        .digest("hex")
        .slice(0, 12);
      const out = await build({
        entryPoints: [path.join(root, "app/features/offline/worker.ts")],
        bundle: true,
        write: false,
        format: "iife",
        target: "es2022",
        minify: true,
        legalComments: "none",
        define: {
          __STUDIO_VERSION__: JSON.stringify(version),
          __STUDIO_PRECACHE__: JSON.stringify(precache),
        },
      });
      this.emitFile({ type: "asset", fileName: STUDIO_WORKER, source: out.outputFiles[0]!.text });
    },
  };
}
