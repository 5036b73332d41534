import { describe, expect, test } from "vitest";
import { renderDocument } from "#app/features/print/render.ts";
import { defaultQuoteInvoice, type QuoteInvoiceForm } from "#app/features/documents/schemas.ts";
import {
  snapshotProposal,
  snapshotQuoteInvoice,
  type DocumentSnapshot,
} from "#app/features/documents/snapshot.ts";

const assets = { fontUrl: "/fonts/inter.woff2", baseUrl: "http://localhost:3000/" };
const issue = (number: string) => ({ number, issuedAt: new Date("2026-11-22T14:05:00Z") });

const form = (patch: Partial<QuoteInvoiceForm> = {}): QuoteInvoiceForm => ({
  ...defaultQuoteInvoice(),
  clientName: "Awa Diop & Fils",
  clientEmail: "awa@example.sn",
  clientPhone: "77 000 00 00",
  clientAddress: "Mermoz\nDakar",
  clientNinea: "001234567 2A1",
  projectTitle: "Site vitrine « l'Atelier »",
  projectDuration: "3 semaines",
  prestations: [
    { designation: "Maquettes", quantity: "1", unitPrice: "150 000" },
    { designation: "Intégration d'un CMS", quantity: "2,5", unitPrice: "100 000" },
    { designation: "Hébergement", quantity: "12", unitPrice: "5 000" },
    { designation: "Formation <équipe>", quantity: "1", unitPrice: "50 000" },
  ],
  ...patch,
});

const quote = () =>
  snapshotQuoteInvoice("quote", form({ applyDiscount: true }), issue("DEVIS-2026-11-22-1405"))!;
const invoice = () =>
  snapshotQuoteInvoice("invoice", form({ paymentTerms: "30" }), {
    ...issue("FACT-2026-11-22-1405"),
    sourceQuote: "DEVIS-2026-11-20-0900",
  })!;
const proposal = () =>
  snapshotProposal(
    {
      projectName: "Plateforme « Teranga »",
      objective: "Vendre en ligne",
      context: "Une boutique\nà Dakar",
      includeFunctionalities: true,
      functionalities: [
        { name: "Catalogue", description: "Produits & prix" },
        { name: "Paiement", description: "Wave, Orange Money" },
      ],
      includeArchitecture: true,
      architecture: "React Router, PostgreSQL",
      phases: [
        { name: "Conception", description: "Maquettes", duration: "2 semaines" },
        { name: "Développement", description: "Sprints d'une semaine", duration: "6 semaines" },
      ],
      additionalOptions: "Maintenance <annuelle>",
    },
    issue("PROP-2026-11-22-1405"),
  )!;

const fixtures: Record<string, () => DocumentSnapshot> = { quote, invoice, proposal };

// The page's frame (page.ts: the styles, the masthead's firm) is every kind's, but for
// the number in its running heads; the golden files hold it once (frame.html), and each
// kind's own part apart: its <title>, its body's class, and its page from its title on.
const OWN = [
  /<title>[^<\n]*<\/title>/,
  /<body class="[^"\n]*">/,
  /<div class="doc-title">[\s\S]*(?=\n<\/body>)/,
];

function split(html: string, number: string): { frame: string; own: string } {
  const own: string[] = [];
  let frame = html;
  OWN.forEach((part, i) => {
    frame = frame.replace(part, (found) => {
      own.push(found);
      return `{${i}}`;
    });
  });
  expect(own).toHaveLength(OWN.length);
  return { frame: frame.replaceAll(number, "{number}"), own: own.join("\n") };
}

/** The page again from the two golden files: what the split left out, put back. */
function join(frame: string, own: string, number: string): string {
  const [title, body, ...page] = own.split("\n");
  const parts = [title!, body!, page.join("\n")];
  return frame
    .replaceAll("{number}", number)
    .replace(/\{(\d)\}/g, (_, i: string) => parts[Number(i)]!);
}

describe("print templates", () => {
  // The golden files were written by the templates before escaping became the default:
  // the printed text must not change by a byte.
  test.each(Object.keys(fixtures))("the %s prints as before", async (name) => {
    const doc = fixtures[name]!();
    const { html } = renderDocument(doc, assets, { paidOn: "2026-11-25" });
    const { frame, own } = split(html, doc.number);
    await expect(frame).toMatchFileSnapshot("__snapshots__/frame.html");
    await expect(own).toMatchFileSnapshot(`__snapshots__/${name}.html`);
    // Nothing lost between the page and its two files.
    expect(join(frame, own, doc.number)).toBe(html);
  });

  const hostile = `<script>alert("x")</script>`;
  // Values that must parse as numbers to print at all.
  const structural = new Set(["kind", "quantity"]);

  function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
    if (typeof value === "string") return structural.has(String(path.at(-1))) ? [] : [path];
    if (value && typeof value === "object") {
      return Object.entries(value).flatMap(([k, v]) =>
        stringPaths(v, [...path, Array.isArray(value) ? Number(k) : k]),
      );
    }
    return [];
  }

  function withValue<T>(doc: T, path: (string | number)[], v: string): T {
    const copy = structuredClone(doc);
    let node = copy as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    node[path.at(-1)!] = v;
    return copy;
  }

  // Every string of every document, one at a time: a single value left raw fails here.
  const cases = Object.entries(fixtures).flatMap(([name, make]) =>
    stringPaths(make()).map((path) => ({ name, path: path.join("."), make, keys: path })),
  );

  test("every string field of the fixtures is covered", () => {
    const paths = cases.map((c) => `${c.name}:${c.path}`);
    for (const p of [
      "quote:client.name",
      "quote:lines.0.designation",
      "quote:words",
      "invoice:payment.details.bank.iban",
      "invoice:company.legalName",
      "proposal:proposal.phases.1.description",
      "proposal:proposal.additionalOptions",
    ])
      expect(paths).toContain(p);
    expect(cases.length).toBeGreaterThan(60);
  });

  test.each(cases)("$name: $path is escaped", ({ make, keys }) => {
    const doc = withValue(make(), keys, hostile);
    const { html } = renderDocument(doc, assets, { paidOn: "2026-11-25" });
    expect(html).not.toContain("<script");
    expect(html).not.toContain('("x")');
  });

  test("a printed value keeps its text, escaped", () => {
    const doc = withValue(quote(), ["client", "name"], hostile);
    expect(renderDocument(doc, assets).html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;",
    );
  });
});
