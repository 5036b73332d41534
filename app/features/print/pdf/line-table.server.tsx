import { Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { formatAmount, formatQuantity, parseDecimal } from "#app/lib/money.ts";
import type { SnapshotLine } from "#app/features/documents/snapshot.ts";
import type { VatSummary } from "#app/features/documents/total-rows.ts";
import { lineVatLabel } from "#app/features/documents/vat.ts";
import { MUTED, mm, NAVY, RULE, SAND, TINT } from "./pdf-parts.server.tsx";
import { FRENCH_HEADS, type LineHeads } from "#app/features/wording/line-heads.ts";

// The lines table and the totals box every PDF of the register shares: quotes,
// invoices and the ledger's credit notes (priced-pdf.server.tsx), receipts (ADR 020).

export const LINE_COLS = { n: mm(11), qty: mm(18), price: mm(28), vat: mm(17), amount: mm(30) };
export const lineCell = { paddingVertical: mm(1.8), paddingHorizontal: mm(2.2) };

/** The navy head of the lines table, repeated on every page. */
function LinesHeader({ perLine, heads }: { perLine: boolean; heads: LineHeads }) {
  const th = { ...lineCell, color: "#fff", fontSize: 7.5, fontWeight: 600 } as const;
  return (
    <View style={{ flexDirection: "row", backgroundColor: NAVY }} fixed>
      <Text style={{ ...th, width: LINE_COLS.n }}>{heads.n}</Text>
      <Text style={{ ...th, flex: 1 }}>{heads.designation}</Text>
      <Text style={{ ...th, width: LINE_COLS.qty, textAlign: "right" }}>{heads.quantity}</Text>
      <Text style={{ ...th, width: LINE_COLS.price, textAlign: "right" }}>{heads.unitPrice}</Text>
      {perLine ? (
        <Text style={{ ...th, width: LINE_COLS.vat, textAlign: "right" }}>{heads.vat}</Text>
      ) : null}
      <Text style={{ ...th, width: LINE_COLS.amount, textAlign: "right" }}>{heads.amount}</Text>
    </View>
  );
}

function LineRow({
  line,
  index,
  vatLabel,
  figure,
}: {
  line: SnapshotLine;
  index: number;
  /** A document with rates per line: a line's rate as its column prints it. */
  vatLabel: ((line: SnapshotLine) => string) | null;
  figure: (minor: number) => string;
}) {
  return (
    <View
      wrap={false}
      style={{
        flexDirection: "row",
        borderBottomWidth: mm(0.25),
        borderBottomColor: RULE,
        backgroundColor: index % 2 ? TINT : undefined,
      }}
    >
      <Text style={{ ...lineCell, width: LINE_COLS.n, color: MUTED }}>{index + 1}</Text>
      <Text style={{ ...lineCell, flex: 1 }}>{line.designation}</Text>
      <Text style={{ ...lineCell, width: LINE_COLS.qty, textAlign: "right" }}>
        {formatQuantity(parseDecimal(line.quantity))}
      </Text>
      <Text style={{ ...lineCell, width: LINE_COLS.price, textAlign: "right" }}>
        {figure(line.unitPrice)}
      </Text>
      {vatLabel ? (
        <Text style={{ ...lineCell, width: LINE_COLS.vat, textAlign: "right" }}>
          {vatLabel(line)}
        </Text>
      ) : null}
      <Text style={{ ...lineCell, width: LINE_COLS.amount, textAlign: "right" }}>
        {figure(line.total)}
      </Text>
    </View>
  );
}

/**
 * The lines, under a head repeated on every page; the last `tail` lines and what
 * follows them (the totals) are kept on one page.
 */
export function LineTable({
  lines,
  tail,
  children,
  heads = FRENCH_HEADS,
  figure = formatAmount,
  vatLabel: label = lineVatLabel,
}: {
  lines: SnapshotLine[];
  tail: number;
  children: ReactNode;
  /** The heads in the document's language, the figures in its currency (ADR 055). */
  heads?: LineHeads;
  figure?: (minor: number) => string;
  vatLabel?: (line: SnapshotLine) => string;
}) {
  const split = Math.max(0, lines.length - tail);
  // A document with rates per line (ADR 050): each line's rate in its own column.
  const perLine = lines.some((l) => l.vatCategory);
  const vatLabel = perLine ? label : null;
  return (
    <View>
      <LinesHeader perLine={perLine} heads={heads} />
      {lines.slice(0, split).map((line, i) => (
        <LineRow key={i} line={line} index={i} vatLabel={vatLabel} figure={figure} />
      ))}
      <View wrap={false}>
        {lines.slice(split).map((line, i) => (
          <LineRow
            key={split + i}
            line={line}
            index={split + i}
            vatLabel={vatLabel}
            figure={figure}
          />
        ))}
        {children}
      </View>
    </View>
  );
}

/** Label and amount rows; the last one, the amount due, on navy. */
export function TotalsBox({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <View>
      {rows.map(([label, value], i) => {
        const grand = i === rows.length - 1;
        const size = grand ? 10.5 : 9;
        return (
          <View
            key={label}
            style={{
              flexDirection: "row",
              justifyContent: "space-between",
              paddingVertical: grand ? mm(2.2) : mm(1.2),
              paddingHorizontal: mm(3),
              borderTopWidth: i > 0 && !grand ? mm(0.25) : 0,
              borderTopColor: RULE,
              backgroundColor: grand ? NAVY : undefined,
              borderRightWidth: grand ? mm(0.8) : 0,
              borderRightColor: SAND,
            }}
          >
            <Text
              style={{
                color: grand ? "#fff" : MUTED,
                fontWeight: grand ? 700 : 400,
                fontSize: size,
              }}
            >
              {label}
            </Text>
            <Text
              style={{
                color: grand ? "#fff" : undefined,
                fontWeight: grand ? 700 : 600,
                fontSize: size,
              }}
            >
              {value}
            </Text>
          </View>
        );
      })}
    </View>
  );
}

/** The VAT summary by rate and the exemptions' reasons (CGI art. 447, ADR 050). */
export function VatSummaryBox({ summary }: { summary: VatSummary | null }) {
  if (!summary) return null;
  const cell = { paddingVertical: mm(0.8), paddingHorizontal: mm(2), fontSize: 8 } as const;
  const widths = [mm(26), undefined, mm(24)];
  const row = (cells: string[], head: boolean, key: string) => (
    <View
      key={key}
      style={{
        flexDirection: "row",
        borderBottomWidth: mm(0.25),
        borderBottomColor: head ? NAVY : RULE,
      }}
    >
      {cells.map((v, i) => (
        <Text
          key={i}
          style={{
            ...cell,
            ...(widths[i] ? { width: widths[i] } : { flex: 1 }),
            textAlign: i ? "right" : "left",
            fontWeight: head ? 600 : 400,
            color: head ? MUTED : undefined,
          }}
        >
          {v}
        </Text>
      ))}
    </View>
  );
  return (
    <View style={{ marginBottom: mm(2) }}>
      <Text
        style={{
          fontSize: 7,
          color: MUTED,
          fontWeight: 600,
          letterSpacing: 0.8,
          marginBottom: mm(1),
        }}
      >
        {summary.caption.toUpperCase()}
      </Text>
      {row(summary.head, true, "head")}
      {summary.rows.map((r) => row(r, false, r[0]))}
      {summary.notes.map((n) => (
        <Text key={n} style={{ fontSize: 7.5, color: MUTED, marginTop: mm(1) }}>
          {n}
        </Text>
      ))}
    </View>
  );
}
