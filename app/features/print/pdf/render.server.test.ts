import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { beforeAll, describe, expect, test } from "vitest";
import { defaultProposal, defaultQuoteInvoice } from "#app/features/documents/schemas.ts";
import { snapshotProposal, snapshotQuoteInvoice } from "#app/features/documents/snapshot.ts";
import { renderPdf, setPdfWorkerIdleMs } from "./render.server.tsx";

// The PDF files read back with poppler-utils, as a person's PDF reader would.
const dir = mkdtempSync(path.join(tmpdir(), "pdf-"));
const at = new Date("2026-11-23T10:12:00Z");

async function pages(name: string, pdf: Buffer): Promise<string[]> {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const count = Number(
    /Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))![1],
  );
  // pdftotext writes no-break spaces (ordinary and narrow) as plain spaces.
  return Array.from({ length: count }, (_, i) =>
    execFileSync("pdftotext", ["-layout", "-f", String(i + 1), "-l", String(i + 1), file, "-"], {
      encoding: "utf8",
    }).replace(/[\u00a0\u202f]/g, " "),
  );
}

/** A file's text in reading order, without the layout (what a turned stamp needs). */
function rawText(name: string): string {
  return execFileSync("pdftotext", ["-raw", path.join(dir, `${name}.pdf`), "-"], {
    encoding: "utf8",
  });
}

const base = {
  ...defaultQuoteInvoice(),
  clientName: "Boutique Keur Yaay",
  clientEmail: "contact@keuryaay.sn",
  clientPhone: "+221 77 123 45 67",
  clientAddress: "Rue 10 × Rue 15, Médina\nImmeuble Fall, 2e étage\nDakar",
  projectTitle: "Boutique en ligne «\u202fKeur Yaay\u202f»",
  projectDuration: "6 semaines",
};
const lines = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    designation: `L${String(i + 1).padStart(2, "0")} Façon œuvre ${i % 5 === 1 ? "— développement, recette et mise en production avec formation de l'équipe " : ""}à 5 €`,
    quantity: i % 3 ? "1" : "2,5",
    unitPrice: String(150000 + i * 1000),
  }));

const invoiceOf = (lineCount: number, number: string) =>
  snapshotQuoteInvoice(
    "invoice",
    { ...base, prestations: lines(lineCount) },
    { number, issuedAt: at },
  )!;

// The first drawing loads the fonts and starts the worker: seconds on a busy machine,
// done once here with the time it needs rather than inside the first case.
beforeAll(async () => {
  await renderPdf(
    snapshotQuoteInvoice(
      "quote",
      { ...base, prestations: lines(1) },
      { number: "DEVIS-2026-11-23-1000", issuedAt: at },
    )!,
  );
}, 120_000);

describe("PDF files", () => {
  test("rates per line (ADR 050): each line's rate, the VAT summary, the exemption, the débours", async () => {
    const snap = snapshotQuoteInvoice(
      "invoice",
      {
        ...base,
        clientNinea: "004 567 890 2G3",
        applyDiscount: true,
        discountPercentage: "10",
        prestations: [
          { designation: "Site vitrine", quantity: "1", unitPrice: "450000", vat: "18" },
          {
            designation: "Formation de l'équipe",
            quantity: "2",
            unitPrice: "75000",
            vat: "0",
            exemptionReason: "Exonération art. 361 du CGI",
          },
          {
            designation: "Nom de domaine (1 an)",
            quantity: "1",
            unitPrice: "15000",
            vat: "debours",
          },
        ],
      },
      { number: "FACT-2026-0007", issuedAt: at },
    )!;
    const text = await pages("per-line", await renderPdf(snap));
    expect(text).toHaveLength(1);
    const t = text[0]!;
    // By hand: 18 % base 405 000, VAT 72 900; exempt base 135 000; débours 15 000.
    expect(t).toMatch(/Taux\s+Base HT \(FCFA\)\s+TVA \(FCFA\)/);
    expect(t).toMatch(/18 %\s+405 000\s+72 900/);
    expect(t).toMatch(/0 % exonéré\*\s+135 000\s+0/);
    expect(t).toContain("* Exonération : Exonération art. 361 du CGI");
    expect(t).toMatch(/Débours \(hors TVA\)\s+15 000 FCFA/);
    expect(t).toMatch(/Total TTC\s+627 900 FCFA/);
    expect(t).toContain("NINEA : 004 567 890 2G3");
    expect(t).toMatch(/RCCM : /);
  });

  test("a 5-line quote with a 3-line address, discount and VAT: one page, every fact as text", async () => {
    const snap = snapshotQuoteInvoice(
      "quote",
      { ...base, prestations: lines(5), applyDiscount: true, discountPercentage: "10" },
      { number: "DEVIS-2026-11-23-1012", issuedAt: at },
    )!;
    const text = await pages("devis", await renderPdf(snap));
    expect(text).toHaveLength(1);
    const t = text[0]!;
    expect(t).toContain("DEVIS-2026-11-23-1012");
    for (let i = 1; i <= 5; i++) expect(t).toContain(`L0${i} Façon œuvre`);
    expect(t).toContain("à 5 €");
    expect(t).toContain("« Keur Yaay »");
    expect(t).toMatch(/Total TTC\s+1 289 799 FCFA/);
    // In reading order (not laid out in columns), the words are one sentence.
    const raw = execFileSync("pdftotext", ["-raw", path.join(dir, "devis.pdf"), "-"], {
      encoding: "utf8",
    });
    expect(raw.replace(/\s+/g, " ")).toContain(
      "un million deux cent quatre-vingt-neuf mille sept cent quatre-vingt-dix-neuf francs CFA TTC",
    );
    expect(t).toContain("Valable jusqu'au");
    expect(t).toContain("Page 1 / 1");
  });

  test("a 40-line invoice: several pages, a compact header after the first, never the totals alone", async () => {
    const snap = invoiceOf(40, "FACT-2026-11-23-1012");
    const text = await pages("facture-40", await renderPdf(snap, { paidOn: "2026-11-25" }));
    expect(text.length).toBeGreaterThan(1);
    text.forEach((p, i) => {
      expect(p).toContain(`Page ${i + 1} / ${text.length}`);
      if (i > 0) expect(p).toContain("Teranga Digital — FACT-2026-11-23-1012");
    });
    const last = text.at(-1)!;
    expect(last).toMatch(/Total TTC/);
    expect(last).toMatch(/L40 Façon/);
    expect(last).toMatch(/L39 Façon/);
    // The stamp is turned: read it without the layout.
    expect(rawText("facture-40")).toContain("PAYÉ");
    expect(last).toContain("IBAN");
    const all = text.join("\n");
    for (let i = 1; i <= 40; i++) {
      expect(all.match(new RegExp(`L${String(i).padStart(2, "0")} Façon`, "g"))).toHaveLength(1);
    }
  });

  test("a paid invoice: the stamp is paid-stamp.svg's, as printed, with its day", async () => {
    const snap = invoiceOf(3, "FACT-2026-11-23-1013");
    await pages("facture-payee", await renderPdf(snap, { paidOn: "2026-11-25" }));
    // Turned, and its arcs drawn letter by letter: read without the layout.
    const raw = rawText("facture-payee");
    expect(raw).toContain("PAYÉ");
    expect(raw).toContain("le 25/11/2026");
    // The image's two stars around « DAKAR », each a glyph of the PDF's fonts.
    expect(raw.match(/★/g)).toHaveLength(2);
    for (const letter of "DAKR") expect(raw).toContain(letter);
  });

  test("a proposal: its sections and the validity", async () => {
    const snap = snapshotProposal(
      {
        ...defaultProposal(),
        projectName: "Plateforme de réservation",
        objective: "Réserver et payer en ligne.",
        context: "Un hôtel de Saly.",
        functionalities: [{ name: "Paiement mobile", description: "Wave et Orange Money" }],
        phases: [{ name: "Cadrage", description: "Ateliers", duration: "1 semaine" }],
      },
      { number: "PROP-TECH-2026-11-23-1012", issuedAt: at },
    )!;
    const t = (await pages("proposition", await renderPdf(snap))).join("\n");
    expect(t).toContain("PROP-TECH-2026-11-23-1012");
    expect(t).toContain("Paiement mobile");
    expect(t).toMatch(/4\. CHRONOGRAMME/);
    expect(t).toContain("soit jusqu'au 23/12/2026");
  });
}, 60_000);

describe("PDF files off the main thread", () => {
  // A long document, drawn in the worker (500 lines are timed by `npm run bench:documents`).
  test("a 120-line invoice is drawn in a worker: the event loop stays free", async () => {
    const snap = snapshotQuoteInvoice(
      "invoice",
      { ...base, prestations: lines(120) },
      { number: "FACT-2026-11-23-1013", issuedAt: at },
    )!;
    const before = performance.eventLoopUtilization();
    const pdf = await renderPdf(snap);
    // The share of the drawing's time this thread was busy: drawn here, nearly all
    // of it (a second or more in which /healthz and every page wait); in the worker, little.
    const busy = performance.eventLoopUtilization(before).utilization;
    expect(busy).toBeLessThan(0.5);
    const text = (await pages("facture-120", pdf)).join("\n");
    expect(text).toContain("L120 Façon");
    expect(text).toMatch(/Total TTC/);
  }, 60_000);

  test("a second download is the kept file; another state is drawn again", async () => {
    const snap = snapshotQuoteInvoice(
      "invoice",
      { ...base, prestations: lines(2) },
      { number: "FACT-2026-11-23-1014", issuedAt: at },
    )!;
    const first = await renderPdf(snap);
    expect(await renderPdf(snap)).toBe(first);
    const paid = await renderPdf(snap, { paidOn: "2026-11-25" });
    expect(paid).not.toBe(first);
    expect(await renderPdf(snap, { paidOn: "2026-11-25" })).toBe(paid);
  }, 60_000);
});

describe("PDF files in every script", () => {
  // What a client may type: accented Latin, Arabic, Chinese and Japanese, emoji.
  const latin = "Çağrı Øverås Ñúñez Şahin Erdős";
  const arabic = "شركة الأمل للتجارة";
  const chinese = "北京网络科技有限公司";
  const japanese = "ひらがなカタカナ東京";
  const emoji = "🚀🎉👍🏿";
  const scripts = {
    ...base,
    clientName: `${latin} ${arabic} ${chinese} ${emoji}`,
    clientAddress: `${japanese}\n${arabic}`,
    projectTitle: `Site ${arabic} ${chinese} ${emoji}`,
    prestations: [
      { designation: `${latin} — ${arabic} ${emoji}`, quantity: "1", unitPrice: "100000" },
      {
        designation: `${chinese} ${japanese} ${emoji} `.repeat(6),
        quantity: "2",
        unitPrice: "25000",
      },
    ],
  };

  function fontRows(file: string): string[][] {
    // name, type, encoding, emb, sub, uni, object ID (two columns): the header is two lines.
    return execFileSync("pdffonts", [file], { encoding: "utf8" })
      .trim()
      .split("\n")
      .slice(2)
      .map((row) => row.trim().split(/\s+/));
  }
  const BASE_14 = /^(?:[A-Z]{6}\+)?(?:Helvetica|Courier|Times|Symbol|ZapfDingbats|Arial)(?:-|$)/;

  /** Pairs of words of the first page whose boxes cross (pdftotext -bbox): text drawn over text. */
  function overlaps(file: string): string[] {
    const xhtml = execFileSync("pdftotext", ["-bbox", "-f", "1", "-l", "1", file, "-"], {
      encoding: "utf8",
    });
    const words = [
      ...xhtml.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      ),
    ].map(([, x0, y0, x1, y1, word]) => ({ x0: +x0!, y0: +y0!, x1: +x1!, y1: +y1!, word }));
    const crossing: string[] = [];
    words.forEach((a, i) =>
      words.slice(i + 1).forEach((b) => {
        const width = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
        const height = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
        if (width > 0.5 && height > 0.5) crossing.push(`${a.word} × ${b.word}`);
      }),
    );
    return crossing;
  }

  for (const kind of ["quote", "invoice"] as const) {
    test(`a ${kind} whose client, project and lines hold every script: every font embedded, every word as text`, async () => {
      const snap = snapshotQuoteInvoice(kind, scripts, {
        number: `${kind === "quote" ? "DEVIS" : "FACT"}-2026-11-23-1015`,
        issuedAt: at,
      })!;
      const pdf = await renderPdf(snap);
      const file = path.join(dir, `scripts-${kind}.pdf`);
      writeFileSync(file, pdf);
      const rows = fontRows(file);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const [name, , , ...rest] = row;
        // Read from the right: emb sub uni object-id generation.
        const [emb, sub] = rest.slice(-5);
        expect({ name, emb, sub }).toEqual({ name, emb: "yes", sub: "yes" });
        expect(name).not.toMatch(BASE_14);
      }
      // Long lines wrap in their column; no word is drawn over another.
      expect(overlaps(file)).toEqual([]);
      const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).normalize("NFC");
      for (const word of latin.split(" ")) expect(text).toContain(word);
      // Chinese and Japanese lines may end between two characters.
      const joined = text.replace(/\n/g, "");
      for (const word of [chinese, japanese]) expect(joined).toContain(word);
      // Right to left: pdftotext gives each Arabic word back in reading order.
      for (const word of arabic.split(" ")) expect(text).toContain(word);
      // Emoji are letters of an embedded font, so they read back too; the
      // black-and-white font has no skin tones: 👍🏿 prints (and reads) as 👍.
      for (const e of ["🚀", "🎉", "👍"]) {
        // Once in the client's name, the project and the first line, six times in the second.
        expect(text.match(new RegExp(e, "gu")) ?? []).toHaveLength(1 + 1 + 1 + 6);
      }
    });
  }
}, 60_000);

describe("the PDF worker's idle stop", () => {
  test("a PDF asked as the idle worker stops is drawn by a new worker, never lost", async () => {
    const invoice = (n: number) =>
      snapshotQuoteInvoice(
        "invoice",
        { ...base, prestations: lines(2) },
        { number: `FACT-2026-11-23-1${String(n).padStart(3, "0")}`, issuedAt: at },
      )!;
    // The idle delay made 0: the worker stops as soon as its last PDF is sent back.
    setPdfWorkerIdleMs(0);
    try {
      for (const n of [100]) {
        await renderPdf(invoice(n));
        // The stop was scheduled as that PDF came back: this later timer runs just after it,
        // while the stopping worker has not exited yet (15 s after the previous PDF, in production).
        const next = await new Promise<Promise<Buffer>>((resolve) =>
          setTimeout(() => resolve(renderPdf(invoice(n + 1))), 0),
        );
        const text = (await pages(`idle-${n}`, await next)).join("\n");
        expect(text).toContain(`FACT-2026-11-23-1${String(n + 1).padStart(3, "0")}`);
      }
    } finally {
      setPdfWorkerIdleMs();
    }
  }, 60_000);
});

describe("printed addresses", () => {
  // As the version before the ledger froze it: no images, no footer in its company.
  function oldSnapshot(kind: "quote" | "invoice") {
    const snap = snapshotQuoteInvoice(
      kind,
      {
        ...base,
        clientEmail: "221compta@keuryaay.sn",
        prestations: lines(3),
      },
      { number: `${kind === "quote" ? "DEVIS" : "FACT"}-2026-01-12-0930`, issuedAt: at },
    )!;
    const { images: _images, footer: _footer, ...company } = snap.company;
    return { ...snap, company };
  }
  const TOKEN = "Zk3_q-9xYbV2mW7pL0aQ4rT8sU1nC6dE5fG3hJ2kL9o";

  /** Each word pdftotext reads on the first page, with its box. */
  function words(file: string) {
    const xhtml = execFileSync("pdftotext", ["-bbox", "-f", "1", "-l", "1", file, "-"], {
      encoding: "utf8",
    });
    return [
      ...xhtml.matchAll(
        /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>([^<]*)<\/word>/g,
      ),
    ].map(([, x0, x1, word]) => ({ x0: Number(x0), x1: Number(x1), word: word! }));
  }

  for (const [origin, host] of [
    ["http://127.0.0.1:4500", "127.0.0.1:4500"],
    ["https://www.teranga-digital.sn", "www.teranga-digital.sn"],
  ] as const) {
    for (const kind of ["quote", "invoice"] as const) {
      test(`the client link ${host}/d/… on an old ${kind}: whole, never a hyphen, within its column`, async () => {
        const url = `${origin}/d/${TOKEN}`;
        const pdf = await renderPdf(
          oldSnapshot(kind),
          kind === "invoice" ? { paidOn: "2026-01-20" } : {},
          { clientLink: { url, qr: { size: 1, path: "M0 0h1v1h-1z" } } },
        );
        const file = path.join(dir, `adresse-${kind}-${host}.pdf`);
        writeFileSync(file, pdf);
        const all = words(file);
        const found = all.filter((w) => /4500|teranga-digital\.sn\/|^d\/$|Zk3_/.test(w.word));
        // Read back as the client types it: the same characters, no hyphen added.
        expect(found.map((w) => w.word).join("")).toBe(`${host}/d/${TOKEN}`);
        // A line may end after a « / », nowhere else.
        for (const w of found.slice(0, -1)) expect(w.word).toMatch(/\/$/);
        // Not over the totals' column.
        const totals = Math.min(...all.filter((w) => w.word === "Total").map((w) => w.x0));
        for (const w of found) expect(w.x1).toBeLessThan(totals);
        const text = (await pages(`adresse-${kind}-${host}`, pdf)).join("\n");
        expect(text).not.toMatch(/-\n/);
        expect(text).toContain("221compta@keuryaay.sn");
      });
    }
  }
}, 60_000);
