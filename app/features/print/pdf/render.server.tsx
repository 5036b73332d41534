import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { DocumentAnnex } from "#app/features/documents/annex.ts";
import type { PrintState } from "#app/features/documents/print-state.ts";
import type { CompanySnapshot, DocumentSnapshot } from "#app/features/documents/snapshot.ts";
import type { Receipt } from "#app/features/ledger/receipt.ts";
import { readImage } from "#app/features/settings/images.server.ts";
import { findUp } from "#app/lib/find-up.server.ts";
import type { EInvoiceFormatId } from "#app/features/einvoice/formats.ts";
import type { EInvoiceInput } from "#app/features/einvoice/input.ts";

// PDFs kept: an issued document's snapshot never changes, so the same snapshot
// and state give the same file (a second download, « Envoyer » after a look).
const CACHE_SIZE = 20;
const cache = new Map<string, Buffer>();
// The worker stops after this long without work, giving its memory back (tens of
// MB: react-pdf, its fonts, the layout); a PDF after that pays its start again.
const IDLE_MS = 15_000;
let idleMs = IDLE_MS;

/** Tests: the idle delay (0 stops the worker as soon as it has nothing left to draw). */
export function setPdfWorkerIdleMs(ms: number = IDLE_MS) {
  idleMs = ms;
}

type Job = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };
/** A worker thread and the PDFs it was given: each worker answers for its own. */
type Drawer = { thread: Worker; jobs: Map<number, Job> };
let current: Drawer | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 1;

// Outside the build, Vite's `?raw` imports (the SVGs of the printed page) as Node
// loader hooks: the file's text as the module's default export.
const RAW_HOOKS = `
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
export async function resolve(specifier, context, next) {
  if (!specifier.endsWith("?raw")) return next(specifier, context);
  const found = await next(specifier.slice(0, -4), context);
  return { url: found.url + "?raw", shortCircuit: true };
}
export async function load(url, context, next) {
  if (!url.endsWith("?raw")) return next(url, context);
  const text = readFileSync(fileURLToPath(url.slice(0, -4)), "utf8");
  return { format: "module", source: "export default " + JSON.stringify(text), shortCircuit: true };
}`;

/** The worker: its file beside the server bundle once built, its source through tsx otherwise. */
function startWorker(): Worker {
  // Vite sets import.meta.env; scripts run by tsx alone have none.
  if (import.meta.env?.PROD) return new Worker(findUp(import.meta.url, ["pdf-worker.js"]));
  const source = path.join(path.dirname(fileURLToPath(import.meta.url)), "pdf-worker.server.tsx");
  // Development and tests: tsx (a development dependency) compiles the worker's TypeScript.
  const boot = `
    const { register } = await import("node:module");
    register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(RAW_HOOKS)}`)});
    (await import(${JSON.stringify(
      pathToFileURL(
        createRequire(import.meta.url)
          .resolve("tsx/esm/api")
          .replace(/\.cjs$/, ".mjs"),
      ).href,
    )})).register();
    await import(${JSON.stringify(pathToFileURL(source).href)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`));
}

/** The worker that takes the next PDF: the running one, or a new one. */
function pdfWorker(): Drawer {
  clearTimeout(idleTimer);
  if (current) return current;
  const drawer: Drawer = { thread: startWorker(), jobs: new Map() };
  drawer.thread.unref();
  drawer.thread.on("message", (m: { id: number; pdf?: Uint8Array; error?: string }) => {
    const job = drawer.jobs.get(m.id);
    drawer.jobs.delete(m.id);
    if (!job) return;
    if (m.pdf) job.resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength));
    else job.reject(new Error(m.error));
    if (drawer.jobs.size === 0 && current === drawer) {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => stopIdle(drawer), idleMs);
      idleTimer.unref();
    }
  });
  const fail = (error: Error) => {
    if (current === drawer) current = undefined;
    for (const job of drawer.jobs.values()) job.reject(error);
    drawer.jobs.clear();
  };
  drawer.thread.on("error", fail);
  drawer.thread.on("exit", () => fail(new Error("PDF worker stopped")));
  current = drawer;
  return drawer;
}

/**
 * The idle stop. The worker is let go before it is told to stop, in the same turn:
 * terminating takes a while, and a PDF asked meanwhile must go to a new worker,
 * not to this one, whose exit would fail it (« PDF worker stopped »).
 */
function stopIdle(drawer: Drawer) {
  if (current !== drawer || drawer.jobs.size > 0) return;
  current = undefined;
  void drawer.thread.terminate();
}

/** An issued document's PDF, as the worker is asked for it. */
export type DocumentPdfJob = {
  what: "document";
  snapshot: DocumentSnapshot;
  state: PrintState;
  annex: DocumentAnnex;
};

/** An e-invoice (ADR 051): its format, what it says, and the PDF it embeds if it does. */
export type EInvoiceJob = {
  format: EInvoiceFormatId;
  input: EInvoiceInput;
  pdf: DocumentPdfJob | null;
};

/** What the worker draws: an issued document, a payment's receipt, e-invoices (one, or a zip). */
export type PdfJob =
  | DocumentPdfJob
  | { what: "receipt"; receipt: Receipt }
  | ({ what: "einvoice" } & EInvoiceJob)
  | { what: "einvoice-zip"; files: (EInvoiceJob & { name: string })[] };

/** A file from the worker, or the same one kept from a moment ago. */
async function inWorker(job: PdfJob): Promise<Buffer> {
  const key = createHash("sha256").update(JSON.stringify(job)).digest("base64");
  const kept = cache.get(key);
  if (kept) {
    // Most recently used last: the first key is the one to drop.
    cache.delete(key);
    cache.set(key, kept);
    return kept;
  }
  const id = nextId++;
  const pdf = await new Promise<Buffer>((resolve, reject) => {
    const drawer = pdfWorker();
    drawer.jobs.set(id, { resolve, reject });
    drawer.thread.postMessage({ id, job });
  });
  cache.set(key, pdf);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return pdf;
}

/**
 * The PDF file of an issued document, drawn on the server from its snapshot
 * (no browser), in a worker thread: the site keeps answering while a long
 * document is drawn.
 */
export async function renderPdf(
  snapshot: DocumentSnapshot,
  state: PrintState = {},
  annex: DocumentAnnex = {},
): Promise<Buffer> {
  // The firm's uploaded logo, signature and stamp, as on its invoices (ADR 033).
  return inWorker({ what: "document", snapshot: await withCompanyImages(snapshot), state, annex });
}

/** The job of an issued document's PDF, with the firm's images. */
export async function documentPdfJob(
  snapshot: DocumentSnapshot,
  state: PrintState = {},
  annex: DocumentAnnex = {},
): Promise<DocumentPdfJob> {
  return { what: "document", snapshot: await withCompanyImages(snapshot), state, annex };
}

/** An e-invoice's file (UBL XML, Factur-X PDF), written in the worker (ADR 051). */
export async function renderEInvoice(job: EInvoiceJob): Promise<Buffer> {
  return inWorker({ what: "einvoice", ...job });
}

/** The period's e-invoices in one zip, written in the worker. */
export async function renderEInvoiceZip(
  files: (EInvoiceJob & { name: string })[],
): Promise<Buffer> {
  return inWorker({ what: "einvoice-zip", files });
}

/** The « Reçu de paiement » of a payment, drawn in the worker likewise. */
export async function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  return inWorker({ what: "receipt", receipt: await withCompanyImages(receipt) });
}

/**
 * The firm's images the snapshot names (by hash, ADR 033), as data URIs for the
 * drawing (the worker has no database): an issued document, credit note or
 * receipt prints the logo, signature and stamp it had.
 */
export async function withCompanyImages<T extends { company: CompanySnapshot }>(
  snapshot: T,
): Promise<T> {
  const images = snapshot.company.images;
  if (!images) return snapshot;
  const imageSrc: Record<string, string> = {};
  for (const kind of ["logo", "signature", "stamp"] as const) {
    const sha = images[kind];
    const image = sha ? await readImage(sha) : null;
    if (image) imageSrc[kind] = `data:image/png;base64,${image.bytes.toString("base64")}`;
  }
  return { ...snapshot, company: { ...snapshot.company, imageSrc } };
}
