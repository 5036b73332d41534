import path from "node:path";
import type { Plugin } from "vite";
import { compileArticles } from "./compile-articles.ts";

const ID = "virtual:content/articles";
const RESOLVED = `\0${ID}`;

/**
 * `import { articles } from "virtual:content/articles"`: the blog, compiled at
 * build time (Markdown → HTML, code highlighted). Only server code imports it,
 * so article bodies never enter the browser bundles.
 */
export function contentPlugin(root: string): Plugin {
  const dir = path.join(root, "content/articles");
  return {
    name: "teranga-content",
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(dir);
      const articles = await compileArticles(dir);
      for (const a of articles) this.addWatchFile(path.join(dir, `${a.slug}.md`));
      return `export const articles = ${JSON.stringify(articles)};`;
    },
    handleHotUpdate({ file, server }) {
      if (file.startsWith(dir)) {
        const mod = server.moduleGraph.getModuleById(RESOLVED);
        if (mod) server.moduleGraph.invalidateModule(mod);
      }
    },
  };
}
