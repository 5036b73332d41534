import { execFileSync } from "node:child_process";

/**
 * Re-encodes `png` in place with pngquant at `quality` ("70-95"). A file it cannot
 * make smaller (exit 98/99) is kept as Chromium wrote it; `optional`: a machine
 * without pngquant keeps every file as it is too.
 */
export function squeeze(png: string, quality: string, { optional = false } = {}) {
  try {
    execFileSync("pngquant", [
      "--force",
      "--skip-if-larger",
      "--strip",
      `--quality=${quality}`,
      "--output",
      png,
      png,
    ]);
  } catch (error) {
    if (optional) return;
    if ((error as { status?: number }).status === undefined) throw error;
  }
}
