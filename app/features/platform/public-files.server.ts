import { stat } from "node:fs/promises";
import path from "node:path";

// The site's public files (public/ in development and tests, the build's client folder in
// production: server/main.ts says which). Read to check an address of the site exists.

let root = path.resolve("public");

/** Production: the build's client folder (build/client), where the server serves from. */
export function setPublicFilesDir(dir: string): void {
  root = path.resolve(dir);
}

/**
 * The file a path of the site serves (`/images/x.svg?v=…`: query and fragment dropped),
 * or null when there is none or the path leaves the folder.
 */
export async function publicFile(urlPath: string): Promise<string | null> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(urlPath.split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  if (!pathname.startsWith("/") || pathname.includes("\0")) return null;
  const file = path.resolve(root, `.${pathname}`);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}
