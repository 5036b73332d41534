import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, test } from "vitest";
import {
  deferredModuleScript,
  PRELOADS_PER_TASK,
  ScriptsAfterPaint,
  scriptsAfterPaintStream,
} from "./scripts-after-paint.server.ts";

// What React Router writes for a page (its <Scripts />), around the site's own markup.
const MODULE_BODY = [
  ";",
  'import * as route0 from "/assets/root-1.js";',
  'import * as route1_clientLoader from "/assets/home-loader-1.js";',
  'import * as route1_main from "/assets/home-1.js";',
  "const route1 = {...route1_clientLoader,...route1_main};",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  "",
  'import("/assets/entry.client-1.js");',
].join("\n");
const DOCUMENT =
  '<!DOCTYPE html><html lang="fr"><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
  '<link rel="modulepreload" href="/assets/root-1.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/home-1.js"/><script>var theme="é";</script></head>' +
  "<body><main><p>Texte « accentué » &lt;link rel=&quot;modulepreload&quot;&gt; n’est pas une balise</p></main>" +
  "<script>window.__reactRouterContext = {};</script>" +
  '<script type="application/ld+json">{"@type":"Organization"}</script>' +
  `<script nonce="abc" type="module" async="">${MODULE_BODY}</script>` +
  "<script>window.__reactRouterContext.streamController.close();</script></body></html>";

function rewriteInPieces(document: string, cuts: number[]): string {
  const rewriter = new ScriptsAfterPaint();
  let out = "";
  let from = 0;
  for (const cut of [...cuts, document.length]) {
    out += rewriter.push(document.slice(from, cut));
    from = cut;
  }
  return out + rewriter.end();
}

describe("ScriptsAfterPaint", () => {
  const whole = rewriteInPieces(DOCUMENT, []);

  test("takes the module preloads out of <head> and leaves everything else in place", () => {
    expect(whole).not.toContain('<link rel="modulepreload"');
    expect(whole).toContain(
      '<head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/><script>var theme="é";</script></head>',
    );
    expect(whole).toContain("&lt;link rel=&quot;modulepreload&quot;&gt; n’est pas une balise");
    expect(whole).toContain(
      '<script>window.__reactRouterContext = {};</script><script type="application/ld+json">{"@type":"Organization"}</script>',
    );
    expect(whole.endsWith("streamController.close();</script></body></html>")).toBe(true);
  });

  test("keeps the module script's tag (type, async, nonce) and hands it the preloads", () => {
    const tag = '<script nonce="abc" type="module" async="">';
    expect(whole).toContain(tag);
    const body = whole.slice(
      whole.indexOf(tag) + tag.length,
      whole.indexOf("</script>", whole.indexOf(tag)),
    );
    expect(body).toBe(
      deferredModuleScript(MODULE_BODY, [
        "/assets/entry.client-1.js",
        "/assets/root-1.js",
        "/assets/home-1.js",
      ]),
    );
  });

  test("gives the same document however React cuts it", () => {
    for (let cut = 1; cut < DOCUMENT.length; cut++) {
      expect(rewriteInPieces(DOCUMENT, [cut])).toBe(whole);
    }
    const everyChar = Array.from({ length: DOCUMENT.length - 1 }, (_, i) => i + 1);
    expect(rewriteInPieces(DOCUMENT, everyChar)).toBe(whole);
  });

  test("a document without React Router's scripts goes through unchanged", () => {
    const page = "<html><head><title>a < b</title></head><body><script>1<2</script></body></html>";
    expect(rewriteInPieces(page, [3, 20, 50])).toBe(page);
  });

  test("as a stream of bytes, a character cut in two comes out whole", async () => {
    const bytes = Buffer.from(DOCUMENT);
    const cut = bytes.indexOf(Buffer.from("é")) + 1; // inside the two bytes of « é »
    const out = await text(
      Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(scriptsAfterPaintStream()),
    );
    expect(out).toBe(whole);
  });
});

describe("deferredModuleScript", () => {
  const script = deferredModuleScript(MODULE_BODY, ["/assets/a.js", "/assets/b.js"]);

  test("imports nothing before it runs: every static import becomes import()", () => {
    expect(script).not.toMatch(/import \* as|import "/);
    expect(script).toContain(
      'const [route0,route1_clientLoader,route1_main]=await Promise.all([import("/assets/root-1.js"),import("/assets/home-loader-1.js"),import("/assets/home-1.js")]);',
    );
    expect(script).toContain("const route1 = {...route1_clientLoader,...route1_main};");
    expect(script).toContain('import("/assets/entry.client-1.js");');
  });

  test("a module imported for its effects is awaited first, in order", () => {
    const withManifest = deferredModuleScript(
      'import "/assets/hmr.js";import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";',
      [],
    );
    const hmr = withManifest.indexOf('await import("/assets/hmr.js");');
    const manifest = withManifest.indexOf('await import("/assets/manifest-1.js");');
    expect(hmr).toBeGreaterThan(-1);
    expect(manifest).toBeGreaterThan(hmr);
    expect(withManifest.indexOf("Promise.all")).toBeGreaterThan(manifest);
  });

  test("starts once the first contentful paint is on screen, at once in a hidden tab", () => {
    expect(script).toContain('const p=["/assets/a.js","/assets/b.js"]');
    expect(script).toContain('l.rel="modulepreload"');
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
    expect(script).toContain('if(document.visibilityState==="hidden")go();');
  });

  test("is valid JavaScript for a module", () => {
    // An async function body accepts the same statements, await included.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
      body: string,
    ) => unknown;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });
});

describe("deferredModuleScript's preloads", () => {
  test("are added a few per task, in order, before the imports start", async () => {
    const hrefs = Array.from({ length: 20 }, (_, i) => `/assets/m${i}.js`);
    const script = deferredModuleScript('import * as route0 from "/assets/root-1.js";', hrefs);
    // A page in a hidden tab: `go` runs at once. Each task of the page's main thread
    // is recorded with what it appended; the imports are recorded where they start.
    const tasks: string[][] = [[]];
    const timers: (() => void)[] = [];
    const fake = {
      document: {
        visibilityState: "hidden",
        createElement: () => ({}) as { href?: string },
        head: { append: (l: { href: string }) => tasks.at(-1)!.push(l.href) },
      },
      setTimeout: (f: () => void) => timers.push(f),
      importModule: (href: string) => {
        tasks.at(-1)!.push(`import ${href}`);
        return Promise.resolve({});
      },
    };
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
      ...args: string[]
    ) => (...values: unknown[]) => Promise<void>;
    const run = new AsyncFunction(
      "document",
      "setTimeout",
      "importModule",
      script.replaceAll("import(", "importModule("),
    );
    void run(fake.document, fake.setTimeout, fake.importModule);
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve)); // the task's microtasks
      const next = timers.shift();
      if (!next) break;
      tasks.push([]);
      next();
    }
    expect(tasks.flat()).toEqual([...hrefs, "import /assets/root-1.js"]);
    expect(tasks.length).toBe(Math.ceil(hrefs.length / PRELOADS_PER_TASK));
    for (const task of tasks) {
      expect(task.filter((t) => !t.startsWith("import")).length).toBeLessThanOrEqual(
        PRELOADS_PER_TASK,
      );
    }
  });
});

describe("deferredModuleScript of a script with nothing to preload or import", () => {
  const loader =
    'const s=document.createElement("script");s.type="module";s.src="/assets/islands-1.js";document.head.append(s);';
  const script = deferredModuleScript(loader, []);

  test("keeps its body alone, after the first paint", () => {
    expect(script).not.toContain("modulepreload");
    expect(script).not.toContain("Promise.all");
    expect(script).toContain(loader);
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
  });
});
