import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// In JSX, an attribute's quoted string is taken as written: `title="8\u00a0caractères"`
// shows the six characters « \u00a0 », not a non-breaking space. Such a text goes in
// braces (`title={"8\u00a0caractères"}`) or carries the character itself.
function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return tsxFiles(p);
    return e.name.endsWith(".tsx") ? [p] : [];
  });
}

const ATTRIBUTE_WITH_ESCAPE = /\b[a-zA-Z][\w-]*="[^"\n]*\\(u[0-9a-fA-F]{4}|u\{|x[0-9a-fA-F]{2}|n)/g;

it("aucun attribut JSX ne montre une séquence d'échappement telle quelle", () => {
  const root = path.join(process.cwd(), "app");
  const files = tsxFiles(root);
  expect(files.length).toBeGreaterThan(100);
  const found = files.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(ATTRIBUTE_WITH_ESCAPE)].map(
      (m) => `${path.relative(root, file)} : ${m[0]}`,
    ),
  );
  expect(found).toEqual([]);
});
