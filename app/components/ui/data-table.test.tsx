import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable, type Column } from "./data-table.tsx";

type Row = { name: string; due: number };
const columns: Column<Row>[] = [
  { header: "Client", rowHeader: true, cell: (r) => r.name },
  { header: "Ville", wide: true, cell: () => "Dakar" },
  { header: "Reste à payer", numeric: true, cell: (r) => `${r.due}\u00a0FCFA` },
];
const draw = (props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) =>
  renderToStaticMarkup(
    createElement(DataTable<Row>, {
      caption: "Clients",
      columns,
      rows: [
        { name: "Awa", due: 5000 },
        { name: "Moussa", due: 0 },
      ],
      rowKey: (r) => r.name,
      ...props,
    }),
  );

describe("DataTable: the studio's lists", () => {
  it("named by its caption; headers for the columns, and a row's name for its figures", () => {
    const html = draw();
    expect(html).toContain('<caption class="sr-only">Clients</caption>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(html.match(/<th scope="row"[^>]*>Awa<\/th>/)).not.toBeNull();
    // Amounts right-aligned in tabular figures; a wide column hidden on a phone.
    expect(html).toMatch(/<td class="[^"]*text-right tabular-nums[^"]*">5000\u00a0FCFA<\/td>/);
    expect(html).toMatch(/<td class="[^"]*hidden sm:table-cell[^"]*">Dakar<\/td>/);
    // Too wide for a phone: it scrolls sideways in its box.
    expect(html).toMatch(/^<div class="overflow-x-auto/);
  });

  it("a visible caption, a total under the rows, no header row when no column has one", () => {
    const html = draw({
      showCaption: true,
      columns: columns.map(({ header: _header, ...c }) => c),
      foot: [{ key: "total", label: "Total", cells: ["5000\u00a0FCFA"], strong: true }],
    });
    expect(html).toContain('<caption class="mb-2 text-left font-semibold">Clients</caption>');
    expect(html).not.toContain("<thead");
    expect(html).toMatch(/<tfoot[^>]*><tr><th scope="row" colspan="2"[^>]*>Total<\/th>/i);
  });

  it("no row: what the list says instead, not an empty table", () => {
    const html = draw({ rows: [], empty: "Aucun client pour l'instant." });
    expect(html).toBe("Aucun client pour l&#x27;instant.");
  });
});
