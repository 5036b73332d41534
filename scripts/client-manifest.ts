// React Router's browser manifest of the last build (build/client/assets/manifest-*.js):
// which files each route loads, and which of them are the framework's entry.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const CLIENT = "build/client";

export type RouteEntry = {
  id: string;
  path?: string;
  index?: boolean;
  parentId?: string;
  module: string;
  imports?: string[];
};
export type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteEntry>;
};

export function readClientManifest(): Manifest {
  const file = readdirSync(path.join(CLIENT, "assets")).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) {
    console.error("Pas de build : lancez d'abord `npm run build`.");
    process.exit(1);
  }
  const source = readFileSync(path.join(CLIENT, "assets", file), "utf8");
  return JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")) as Manifest;
}

/** The framework's files (React DOM, React, React Router): the client entry and its imports. */
export function frameworkFiles(manifest: Manifest): Set<string> {
  return new Set([manifest.entry.module, ...manifest.entry.imports]);
}
