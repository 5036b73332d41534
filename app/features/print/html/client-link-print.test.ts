import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, expect, test } from "vitest";
import { renderDocument } from "#app/features/print/render.ts";
import { defaultQuoteInvoice } from "#app/features/documents/schemas.ts";
import { snapshotQuoteInvoice } from "#app/features/documents/snapshot.ts";

// The print page of an old document reprinted with its client link, printed by
// Chromium as the browser's « Imprimer » does: the link is never cut at a hyphen
// (its token's own « - » at a line's end reads as a word cut in two).

const dir = mkdtempSync(path.join(tmpdir(), "print-link-"));
const TOKEN = "Zk3_q-9xYbV2mW7pL0aQ4rT8sU1nC6dE5fG3hJ2kL9o";
let browser: Awaited<ReturnType<typeof chromium.launch>>;

beforeAll(async () => {
  browser = await chromium.launch({
    // The browser tests' choice (docs/decisions/053-browser-tests-cpu.md): the headless shell.
    executablePath:
      process.env.CHROMIUM_PATH ??
      ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"].find((p) => existsSync(p)),
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
}, 60_000);
afterAll(() => browser?.close());

test("the client link on a reprinted invoice: whole in Chromium's print, a line ends only after a « / »", async () => {
  const snap = snapshotQuoteInvoice(
    "invoice",
    {
      ...defaultQuoteInvoice(),
      clientName: "Boutique Keur Yaay",
      prestations: [{ designation: "Site vitrine", quantity: "1", unitPrice: "106 500" }],
    },
    { number: "FACT-2026-01-12-0930", issuedAt: new Date("2026-01-12T09:30:00Z") },
  )!;
  // As the version before the ledger froze it: no images, no footer.
  const { images: _images, footer: _footer, ...company } = snap.company;
  for (const origin of ["https://www.teranga-digital.sn", "http://127.0.0.1:4500"]) {
    const url = `${origin}/d/${TOKEN}`;
    const { html } = renderDocument(
      { ...snap, company },
      { fontUrl: "/fonts/inter.woff2", baseUrl: "http://127.0.0.1:4500/" },
      { paidOn: "2026-01-20" },
      { clientLink: { url, qr: { size: 1, path: "M0 0h1v1h-1z" } } },
    );
    const page = await browser.newPage();
    await page.setContent(html, { waitUntil: "load" });
    const file = path.join(dir, "facture.pdf");
    writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    await page.close();
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    const at = text.indexOf("à tout moment");
    const lines = text
      .slice(at)
      .split("\n")
      .slice(1)
      .map((l) => l.trim())
      .filter(Boolean);
    const link = url.replace(/^https?:\/\//, "");
    // The lines under « Ce document en ligne, à tout moment : » make the link, as typed.
    const printed: string[] = [];
    while (printed.join("").length < link.length) printed.push(lines[printed.length]!);
    expect(printed.join("")).toBe(link);
    // Too long for its column: cut after a « / », never at one of the token's own « - ».
    expect(printed.length).toBeGreaterThan(1);
    for (const line of printed.slice(0, -1)) expect(line).toMatch(/\/$/);
  }
}, 60_000);
