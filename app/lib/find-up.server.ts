import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The first of `candidates` (paths relative to a folder) found in the folder
 * of `from` (an import.meta.url) or one of its parents. Files the server reads
 * at run time are found from the code itself, not from the working directory:
 * beside the sources in development and tests, copied beside the server bundle
 * in build/server (vite.config.ts).
 */
export function findUp(from: string, candidates: string[]): string {
  let dir = path.dirname(fileURLToPath(from));
  for (;;) {
    for (const candidate of candidates) {
      const found = path.join(dir, candidate);
      if (existsSync(found)) return found;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${candidates.join(" or ")} not found above ${from}`);
    dir = parent;
  }
}
