import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { SAMPLE_CLIENT } from "#tests/fixtures/sample-client.ts";
import { gotoReady, login } from "./fixtures.ts";

// Helpers for the document studio: the print window is real (a pop-up written
// by the page); only print() is replaced, to record the call instead of
// opening the browser's dialog.

export type PrintCall = { title: string; html: string };

type Instrumented = Window & {
  __prints: PrintCall[];
  __blockPopups?: boolean;
  __fontsGate?: Promise<void>;
  __releaseFonts?: () => void;
};

/** The staff signed in, each print window recorded: where the document specs start. */
export async function signedInToPrint({ page }: { page: Page }) {
  await instrumentPrinting(page);
  await login(page);
}

/** Call before the page loads: records each print() of a window the page opens. */
export async function instrumentPrinting(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Instrumented;
    w.__prints = [];
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      if (w.__blockPopups) return null;
      const win = open(...args);
      if (!win) return win;
      win.print = () => {
        w.__prints.push({
          title: win.document.title,
          html: win.document.documentElement.outerHTML,
        });
      };
      const gate = w.__fontsGate;
      if (gate) {
        Object.defineProperty(win.document.fonts, "ready", {
          get: () => gate.then(() => win.document.fonts),
        });
      }
      return win;
    };
  });
}

/** Holds the print window at `document.fonts.ready` until the returned function runs. */
export async function holdFonts(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    const w = window as unknown as Instrumented;
    w.__fontsGate = new Promise<void>((resolve) => (w.__releaseFonts = resolve));
  });
  return async () => {
    await page.evaluate(() => (window as unknown as Instrumented).__releaseFonts?.());
  };
}

export async function blockPopups(page: Page) {
  await page.evaluate(() => ((window as unknown as Instrumented).__blockPopups = true));
}

export async function printCalls(page: Page): Promise<PrintCall[]> {
  return page.evaluate(() => (window as unknown as Instrumented).__prints);
}

/** Waits for the n-th print() call and returns it. */
export async function waitForPrint(page: Page, n = 1): Promise<PrintCall> {
  await expect.poll(async () => (await printCalls(page)).length, { timeout: 15_000 }).toBe(n);
  return (await printCalls(page))[n - 1]!;
}

/**
 * Puts a saved draft in this browser's storage, as a closed tab would have left
 * it: the next form of that kind opened without a draft of its own takes it.
 */
export async function putDraft(
  page: Page,
  kind: "quote" | "invoice" | "proposal",
  form: unknown,
  source?: string,
) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    `td:draft:${kind}`,
    JSON.stringify({ savedAt: new Date().toISOString(), form, ...(source ? { source } : {}) }),
  ] as const);
}

const FORMS = {
  quote: "/create-quote",
  invoice: "/create-invoice",
  proposal: "/create-technical-proposal",
} as const;

/** Opens the studio's form of `kind` (on `site`, the suite's server by default) with `form` as its draft. */
export async function openDraft(
  page: Page,
  kind: "quote" | "invoice" | "proposal",
  form: unknown,
  site = "",
) {
  await gotoReady(page, `${site}${FORMS[kind]}`);
  await putDraft(page, kind, form);
  await gotoReady(page, `${site}${FORMS[kind]}`);
}

/** Clicks « Générer le Devis » or « … la Facture »: its print window, and the number issued (the answer checked). */
export async function generate(page: Page, kind: "quote" | "invoice" = "invoice") {
  const popup = page.waitForEvent("popup");
  const issued = page.waitForResponse((r) => r.url().endsWith("/documents/emettre"));
  const button = kind === "quote" ? "Générer le Devis" : "Générer la Facture";
  await page.getByRole("button", { name: button }).click();
  const answer = (await (await issued).json()) as { ok: boolean; number: string };
  expect(answer.ok).toBe(true);
  return { popup: await popup, number: answer.number };
}

/** generate(), then its print() awaited and its window closed: the number and what was printed. */
export async function generatePrinted(page: Page, kind: "quote" | "invoice" = "invoice") {
  const { popup, number } = await generate(page, kind);
  const printed = await waitForPrint(page);
  await popup.close();
  return { number, printed };
}

/** The draft this page's tab keeps in the browser's storage, as stored (or null). */
export function storedDraft(page: Page, kind: "quote" | "invoice" | "proposal") {
  return page.evaluate(
    (kind) => localStorage.getItem(`td:draft:${kind}:${sessionStorage.getItem("td:tab")}`),
    kind,
  );
}

export function quoteForm(lines: { designation: string; quantity: string; unitPrice: string }[]) {
  return {
    ...SAMPLE_CLIENT,
    prestations: lines,
    applyDiscount: false,
    discountPercentage: "0",
    applyVat: true,
    vatPercentage: "18",
    showPaidStamp: false,
  };
}

const OUT = "test-results/documents";

/** Prints a page to an A4 PDF with Chromium and returns the text of each page (pdftotext). */
export async function pdfText(page: Page, name: string): Promise<string[]> {
  mkdirSync(OUT, { recursive: true });
  const file = path.join(OUT, `${name}.pdf`);
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
  const texts: string[] = [];
  for (let p = 1; p <= pages; p++) {
    texts.push(
      execFileSync("pdftotext", ["-layout", "-f", String(p), "-l", String(p), file, "-"], {
        encoding: "utf8",
      }),
    );
  }
  return texts;
}

/**
 * Keeps a PDF the site served as `out`/`name` and returns its text (pdftotext -layout,
 * plain spaces); `image`: a PNG of its first page beside it, to look at.
 */
export function keptPdfText(out: string, name: string, bytes: Buffer, { image = false } = {}) {
  mkdirSync(out, { recursive: true });
  const file = path.join(out, name);
  writeFileSync(file, bytes);
  if (image) {
    const first = ["-f", "1", "-l", "1"];
    execFileSync("pdftoppm", ["-png", "-r", "60", ...first, file, file.replace(/\.pdf$/, "")]);
  }
  return plain(execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }));
}

/** Text with non-breaking spaces made plain, for readable assertions. */
export function plain(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ");
}
