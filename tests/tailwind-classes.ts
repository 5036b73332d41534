import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The class names the site writes, for the trimmed tailwind-merge configuration
// (app/lib/tailwind-merge-config.ts, made by scripts/tailwind-merge-config.ts)
// and its proof (app/lib/tailwind-merge-config.test.ts).

const CLASS_LIKE = /^!?[a-z0-9\-:[\]()/.%_#&>*@=,+!]*[a-z][a-z0-9\-:[\]()/.%_#&>*@=,+!]*$/i;
const STRING = /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    // Not the generated configuration itself: its strings are no classes of the site.
    const wanted = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return wanted && entry.name !== "tailwind-merge-config.ts" ? [file] : [];
  });
}

/**
 * Every string literal of the app and content sources (template literals cut at
 * their `${…}`), the class strings among them: more than the site passes to
 * `cn`, never less.
 */
export function siteStrings(root = process.cwd()): string[] {
  const strings = new Set<string>();
  for (const file of ["app", "content"].flatMap((dir) => sources(path.join(root, dir)))) {
    for (const match of readFileSync(file, "utf8").matchAll(STRING)) {
      const text = match[1] ?? match[2] ?? match[3] ?? "";
      for (const piece of text.split(/\$\{[^}]*\}/)) {
        if (piece.trim()) strings.add(piece.trim());
      }
    }
  }
  return [...strings];
}

/** The words of those strings that may be classes. */
export function siteClassTokens(root = process.cwd()): string[] {
  const tokens = new Set<string>();
  for (const s of siteStrings(root)) {
    for (const word of s.split(/\s+/)) if (CLASS_LIKE.test(word)) tokens.add(word);
  }
  return [...tokens];
}

/** A class without its variants (`md:hover:`) and `!`: what tailwind-merge groups by. */
export function baseClass(token: string): string {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) start = i + 1;
  }
  return token.slice(start).replace(/^!|!$/g, "");
}
