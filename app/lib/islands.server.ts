import { readFileSync } from "node:fs";
import { findUp } from "./find-up.server.ts";
import { ISLANDS_MANIFEST, type IslandsManifest } from "./islands-manifest.ts";

// The islands' entry (docs/decisions/037-public-islands.md): a module of the client
// build whose hashed name the build writes beside its files (islands-manifest.ts);
// in development, Vite serves the source.

let entry: string | null | undefined;

/** The address of the islands' entry module, or null when the build has none (tests). */
export function islandsEntry(): string | null {
  if (import.meta.env.DEV) return "/app/islands/main.ts";
  if (entry !== undefined) return entry;
  try {
    const file = findUp(import.meta.url, [
      `client/${ISLANDS_MANIFEST}`,
      `build/client/${ISLANDS_MANIFEST}`,
    ]);
    entry = (JSON.parse(readFileSync(file, "utf8")) as IslandsManifest).entry;
  } catch (error) {
    console.error(
      "Islands' manifest not found: public pages are sent without their scripts",
      error,
    );
    entry = null;
  }
  return entry;
}
