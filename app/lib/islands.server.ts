import { readFileSync } from "node:fs";
import { findUp } from "./find-up.server.ts";
import { ISLANDS_MANIFEST, type IslandsManifest } from "./islands-manifest.ts";

// The islands' files (docs/decisions/037-public-islands.md), as the build recorded them
// beside its files (islands-manifest.ts); in development, Vite serves the source.

/**
 * What a page with islands loads: under "" the entry first, then the files it imports;
 * under each island's name, its file and what it imports beyond those. The page's
 * loader asks for all of them at once (island-scripts.tsx), not one import after another.
 */
export type IslandFiles = Record<string, string[]>;

let files: IslandFiles | null | undefined;

function fromManifest(manifest: IslandsManifest): IslandFiles {
  const closure = (file: string, into = new Set<string>()) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const next of manifest.chunks[file]?.imports ?? []) closure(next, into);
    return into;
  };
  const entry = manifest.entry.replace(/^\//, "");
  const base = closure(entry);
  const result: IslandFiles = { "": [...base].map((f) => `/${f}`) };
  for (const [file, chunk] of Object.entries(manifest.chunks)) {
    if (!chunk.island) continue;
    result[chunk.island] = [...closure(file)].filter((f) => !base.has(f)).map((f) => `/${f}`);
  }
  return result;
}

/** The islands' files, or null when the build has none (tests without a build). */
export function islandFiles(): IslandFiles | null {
  if (import.meta.env.DEV) return { "": ["/app/islands/main.ts"] };
  if (files !== undefined) return files;
  try {
    const file = findUp(import.meta.url, [
      `client/${ISLANDS_MANIFEST}`,
      `build/client/${ISLANDS_MANIFEST}`,
    ]);
    files = fromManifest(JSON.parse(readFileSync(file, "utf8")) as IslandsManifest);
  } catch (error) {
    console.error(
      "Islands' manifest not found: public pages are sent without their scripts",
      error,
    );
    files = null;
  }
  return files;
}
