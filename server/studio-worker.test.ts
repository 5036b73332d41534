import { describe, expect, it } from "vitest";
import type { Rollup } from "vite";
import { shellFiles } from "./studio-worker.ts";

const chunk = (facadeModuleId: string | null, imports: string[] = [], css: string[] = []) =>
  ({
    type: "chunk",
    facadeModuleId,
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  }) as unknown as Rollup.OutputChunk;
const asset = { type: "asset" } as Rollup.OutputAsset;

describe("the files the studio's worker keeps at install", () => {
  it("are the shell's: the entry, the root and the staff layout with what they import, styles, Latin fonts", () => {
    const bundle: Rollup.OutputBundle = {
      "assets/entry.client-a.js": chunk("/r/node_modules/x/entry.client.tsx", [
        "assets/react-b.js",
      ]),
      "assets/root-c.js": chunk("/r/app/root.tsx?__react-router-build-client-route=main", [
        "assets/theme-d.js",
      ]),
      "assets/staff-layout-e.js": chunk(
        "/r/app/routes/staff-layout.tsx?x",
        ["assets/theme-d.js"],
        ["assets/shell-f.css"],
      ),
      "assets/react-b.js": chunk(null),
      "assets/theme-d.js": chunk(null),
      "assets/documents-g.js": chunk("/r/app/routes/documents.tsx?x", ["assets/table-h.js"]),
      "assets/table-h.js": chunk(null),
      "assets/home-i.js": chunk("/r/app/routes/home.tsx?x"),
      "assets/app-j.css": asset,
      "assets/inter-latin-wght-normal-k.woff2": asset,
      "assets/inter-latin-ext-wght-normal-l.woff2": asset,
      "assets/inter-cyrillic-wght-normal-m.woff2": asset,
      "assets/NotoSansSC-Regular-n.ttf": asset,
    };
    expect(shellFiles(bundle)).toEqual([
      "assets/app-j.css",
      "assets/entry.client-a.js",
      "assets/inter-latin-wght-normal-k.woff2",
      "assets/react-b.js",
      "assets/root-c.js",
      "assets/shell-f.css",
      "assets/staff-layout-e.js",
      "assets/theme-d.js",
    ]);
  });
});
