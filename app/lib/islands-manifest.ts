// What the build records of the public pages' islands (vite.config.ts, `islands()`;
// docs/decisions/037-public-islands.md), read by the server and by `npm run budget`.

/** The file, beside the browser's build files (a dot file: never served). */
export const ISLANDS_MANIFEST = ".islands.json";

export type IslandsManifest = {
  /** The entry module's address, e.g. `/assets/islands-<hash>.js`. */
  entry: string;
  /** Each file the entry may load (paths relative to the client folder), and what it loads. */
  chunks: Record<string, { imports: string[]; dynamicImports: string[]; island?: string }>;
};
