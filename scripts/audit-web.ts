// `npm run audit:web`: every public page (tests/public-pages.ts) through
// Lighthouse (SEO, accessibility, best practices: each must score 100) and the
// W3C Nu HTML validator (0 errors), against the built site on loopback.
//   AUDIT_URL=http://localhost:3000 …   audit a site already running, else one is started
//   PAGES=/,/contact …                  only these pages
//   FORM_FACTORS=mobile,desktop …       Lighthouse's emulation (default: mobile)
// Needs Debian's Chromium and Java 17+ (the validator is vnu-jar, from npm).
// CATEGORIES is the one place to add a Lighthouse category (performance has its own
// budget: docs/decisions/).
import lighthouse, { desktopConfig, type Flags } from "lighthouse";
import { validateHtml } from "../tests/html-validator.ts";
import { PUBLIC_PAGES, PUBLIC_PATHS } from "../tests/public-pages.ts";
import { startChromium, startSite } from "./lighthouse-harness.ts";

export const CATEGORIES = ["seo", "accessibility", "best-practices"] as const;
const REQUIRED_SCORE = 100;

const portBase = Number(process.env.E2E_PORT_BASE ?? 3210);
const SITE_PORT = Number(process.env.AUDIT_PORT ?? portBase + 20);
const CHROME_PORT = SITE_PORT + 1;
const FORM_FACTORS = (process.env.FORM_FACTORS ?? "mobile").split(",") as ("mobile" | "desktop")[];
const pages = process.env.PAGES ? process.env.PAGES.split(",") : PUBLIC_PATHS;

type LighthouseRow = { scores: Record<string, number>; failures: string[] };

// A page kept out of search engines on purpose fails Lighthouse's "is-crawlable":
// that audit alone is waived for it, every other SEO audit still counts.
const NOINDEX = new Set(PUBLIC_PAGES.filter((p) => p.noindex).map((p) => p.path));

async function audit(
  url: string,
  formFactor: "mobile" | "desktop",
  noindex: boolean,
): Promise<LighthouseRow> {
  const flags: Flags = {
    port: CHROME_PORT,
    hostname: "127.0.0.1",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    // SEO, accessibility and best practices do not depend on the network's speed.
    throttlingMethod: "provided",
  };
  const result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url} : ${lhr.runtimeError.message}`);
  const scores: Record<string, number> = {};
  const failures: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id]!;
    const refs = category.auditRefs.filter(
      (ref) => !(noindex && id === "seo" && ref.id === "is-crawlable"),
    );
    // The category's score as Lighthouse weighs it, over the audits that apply.
    const weighed = refs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]!.score !== null);
    const total = weighed.reduce((sum, ref) => sum + ref.weight, 0);
    scores[id] = total
      ? Math.round(
          (weighed.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id]!.score!, 0) / total) *
            100,
        )
      : Math.round((category.score ?? 0) * 100);
    for (const ref of refs) {
      const result = lhr.audits[ref.id]!;
      if (ref.weight > 0 && result.score !== null && result.score < 1) {
        const details = result.details as { items?: { node?: { snippet?: string } }[] } | undefined;
        const nodes = (details?.items ?? [])
          .map((i) => i.node?.snippet)
          .filter(Boolean)
          .slice(0, 3);
        failures.push(
          `${id} › ${ref.id} : ${result.title}${nodes.map((n) => `\n      ${n}`).join("")}`,
        );
      }
    }
  }
  return { scores, failures };
}

const started = Date.now();
const site = await startSite(SITE_PORT, process.env.AUDIT_URL);
const chromium = await startChromium(CHROME_PORT);
let failed = false;
try {
  const html = new Map<string, string>();
  for (const p of pages) html.set(p, await (await fetch(site.url + p)).text());
  const validation = validateHtml(html);

  const short: Record<string, string> = {
    seo: "SEO",
    accessibility: "Access.",
    "best-practices": "Prat.",
  };
  const header = [
    "page".padEnd(52),
    ...FORM_FACTORS.flatMap((f) =>
      CATEGORIES.map((c) => `${short[c]} ${f === "mobile" ? "📱" : "🖥"}`.padStart(11)),
    ),
    "W3C".padStart(5),
  ].join(" ");
  console.log(header);
  const problems: string[] = [];
  for (const p of pages) {
    const cells: string[] = [];
    for (const formFactor of FORM_FACTORS) {
      const row = await audit(site.url + p, formFactor, NOINDEX.has(p));
      for (const c of CATEGORIES) {
        cells.push(String(row.scores[c]).padStart(11));
        if (row.scores[c]! < REQUIRED_SCORE) failed = true;
      }
      problems.push(...row.failures.map((f) => `${p} (${formFactor}) ${f}`));
    }
    const errors = validation.get(p) ?? [];
    if (errors.length) failed = true;
    problems.push(...errors.map((e) => `${p} (W3C) ${e}`));
    const name = NOINDEX.has(p) ? `${p} (noindex voulu)` : p;
    console.log([name.padEnd(52), ...cells, String(errors.length).padStart(5)].join(" "));
  }
  if (problems.length) console.log(`\n${problems.join("\n")}`);
  console.log(
    `\n${pages.length} pages en ${Math.round((Date.now() - started) / 1000)} s · ${failed ? "✗ des pages n'atteignent pas 100 ou ont des erreurs W3C" : `✓ ${REQUIRED_SCORE} partout, 0 erreur W3C`}`,
  );
} finally {
  await chromium.stop();
  await site.stop();
}
process.exit(failed ? 1 : 0);
