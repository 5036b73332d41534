// What the Lighthouse scripts share (`npm run audit:web`, `npm run bench:lighthouse`):
// the built site on a data folder of its own, and Debian's Chromium with its
// DevTools port open. Both run in process groups of their own, so an interrupted
// run (Ctrl-C, a timeout) stops them too rather than leaving them on their ports.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { team } from "../content/team.ts";
import { CHROMIUM_LAUNCH } from "../playwright.config.ts";
import { quoteForm } from "../tests/fixtures/quote-form.ts";

async function waitFor(url: string, child?: ChildProcess, timeout = 180_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${url} : le processus s'est arrêté`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} ne répond pas`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const stops: (() => Promise<void>)[] = [];
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    void Promise.allSettled(stops.map((stop) => stop())).finally(() => process.exit(130));
  });
}

/** Stops a process started in a group of its own (detached) and waits until it has exited. */
async function stopGroup(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  try {
    process.kill(-child.pid!, "SIGTERM");
  } catch {
    return; // already gone
  }
  await exited;
}

/** The built site on its own data folder, as `npm start` serves it (built first when stale). */
export async function startSite(
  port: number,
  /** A site already running: used as it is, left running. */
  running?: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  if (running) return { url: running.replace(/\/$/, ""), stop: async () => {} };
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "lighthouse-site-"));
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = async () => {
    await stopGroup(child);
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  };
  stops.push(stop);
  await waitFor(`${url}/healthz`, child);
  return { url, stop };
}

/** Debian's Chromium with its DevTools port open, for Lighthouse to drive. */
export async function startChromium(port: number): Promise<{ stop: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), "lighthouse-chromium-"));
  const child = spawn(
    CHROMIUM_LAUNCH.executablePath,
    [
      ...CHROMIUM_LAUNCH.args,
      "--headless=new",
      `--remote-debugging-port=${port}`,
      "--remote-debugging-address=127.0.0.1",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore", detached: true },
  );
  const stop = async () => {
    await stopGroup(child);
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  };
  stops.push(stop);
  await waitFor(`http://127.0.0.1:${port}/json/version`, child, 30_000);
  return { stop };
}

/** The staff account a started site is given, to issue what a measure needs. */
export const BENCH_STAFF = { email: "gerant@teranga-digital.sn", password: "motdepasse-du-banc-1" };

/** The staff session's cookie, signed in as BENCH_STAFF. */
export async function staffCookie(site: string): Promise<string> {
  const signIn = await fetch(`${site}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site },
    body: JSON.stringify(BENCH_STAFF),
  });
  if (!signIn.ok) throw new Error(`connexion du personnel refusée (${signIn.status})`);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * An article written and published in the editor as the firm does it (POST
 * /redaction/articles/nouveau, ADR 034): a cover uploaded, a heading, a list, a
 * code block, an image and a script in its Markdown. Its public page, once served.
 */
export async function publishedArticlePage(site: string): Promise<string> {
  const cookie = await staffCookie(site);
  const form = new FormData();
  const slug = "publier-sans-developpeur";
  for (const [name, value] of Object.entries({
    intent: "publish",
    title: "Publier sans développeur : l'éditeur du site",
    slug,
    excerpt:
      "Les articles de l'agence s'écrivent dans le site et sont en ligne en quelques secondes.",
    category: "Développement",
    author: team.find((m) => m.isActive)!.id,
    tags: "publication, react",
    coverAlt: "",
    body: [
      "## Un intertitre",
      "Un paragraphe d'introduction, assez long pour être lu comme un vrai texte.",
      "- premier point",
      "- second point",
      "```ts\nconst publie: boolean = true;\n```",
      "![Portrait d'Awa Diop](/images/people/awa-diop.svg)",
      "<script>window.__pirate = 1</script>",
    ].join("\n\n"),
  }))
    form.set(name, value);
  const cover = readFileSync("public/images/articles/animations-css-performantes.png");
  form.set("cover", new File([cover], "couverture.png", { type: "image/png" }));
  const saved = await fetch(`${site}/redaction/articles/nouveau`, {
    method: "POST",
    headers: { origin: site, cookie },
    body: form,
    redirect: "manual",
  });
  if (saved.status !== 302) throw new Error(`article non publié (${saved.status})`);
  // Live within seconds: the page is made again at the site's next revision.
  const page = `/articles/${slug}`;
  await waitFor(site + page, undefined, 30_000);
  return page;
}

/**
 * A quote issued on the site as the studio does it (sign-in, POST /documents/emettre),
 * with three lines, a discount and VAT: its client page `/d/<token>` (ADR 027).
 */
export async function issuedClientPage(site: string): Promise<string> {
  const cookie = await staffCookie(site);
  const issued = await fetch(`${site}/documents/emettre`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site, cookie },
    body: JSON.stringify({
      kind: "quote",
      requestKey: randomUUID(),
      form: quoteForm({
        prestations: [
          { designation: "Site vitrine responsive (5 pages)", quantity: "1", unitPrice: "450 000" },
          { designation: "Hébergement et maintenance (mois)", quantity: "12", unitPrice: "15 000" },
          { designation: "Formation de l'équipe", quantity: "2,5", unitPrice: "40 000" },
        ],
        applyDiscount: true,
        discountPercentage: "5",
      }),
    }),
  });
  const answer = (await issued.json()) as { annex?: { clientLink?: { url: string } } };
  const url = answer.annex?.clientLink?.url;
  if (!url) throw new Error(`devis non émis (${issued.status})`);
  return new URL(url).pathname;
}
