import "#app/features/wording/with-english.ts";
import {
  Circle,
  G,
  Image,
  Page,
  Path,
  Rect,
  Svg,
  Text,
  Text as SvgText,
  View,
} from "@react-pdf/renderer";
import type { ReactElement } from "react";
import paidStampSvg from "#app/assets/brand/paid-stamp.svg?raw";
import { printedLink, type DocumentAnnex } from "#app/features/documents/annex.ts";
import { kindIs } from "#app/features/documents/kinds.ts";
import {
  printedDeductions,
  printedTitle,
  printedWith,
  printedClientLines,
} from "#app/features/wording/printed-words.ts";
import type { DocumentWords } from "#app/features/wording/words.ts";
import { CURRENCIES, type Language } from "#app/lib/currency.ts";
import type { AcceptanceAnnex } from "#app/features/documents/acceptance-annex.ts";
import { acceptanceSentence } from "#app/features/wording/acceptance-sentence.ts";
import type { PrintState } from "#app/features/documents/print-state.ts";
import { printedVatLabel, printedVatSummary } from "#app/features/wording/vat-summary.ts";
import { totalRows } from "#app/features/wording/total-rows.ts";
import {
  billedPeriod,
  byKind,
  type ByKind,
  type CreditNoteSnapshot,
  type PricedSnapshot,
  type QuoteInvoiceSnapshot,
} from "#app/features/documents/snapshot.ts";
import {
  creditNoteSubject,
  PRICED_WORDS,
  TAIL_LINES,
  type PricedKind,
} from "#app/features/wording/priced-words.ts";
import { advanceEm, breakAddress, FONT_STACK } from "./fonts.server.ts";
import { lineCell, LineTable, TotalsBox, VatSummaryBox } from "./line-table.server.tsx";
import { arcTurn, placeGlyphs, readStamp, type StampText } from "./paid-stamp.ts";
import {
  Box,
  Masthead,
  MUTED,
  mm,
  NAVY,
  Note,
  RULE,
  RunningParts,
  s,
  Signature,
  STAMP,
} from "./pdf-parts.server.tsx";

// A priced document's PDF (a quote, an invoice, the ledger's credit note, ADR 020): the
// same facts, order and one-page rule as its print page (html/priced-html.ts).

// The deductions table lines up with the lines table above it.
const cell = lineCell;

// The image the print page draws (app/assets/brand/paid-stamp.svg), read once.
const PAID_STAMP = readStamp(paidStampSvg);

/** One letter of the stamp, upright at (x, y), its middle there. */
function StampGlyph({ char, x, y, text }: { char: string; x: number; y: number; text: StampText }) {
  // react-pdf reads an SVG text's font from its props, which its types do not list.
  const font = {
    fontFamily: FONT_STACK,
    fontSize: text.fontSize,
    fontWeight: PAID_STAMP.fontWeight,
  } as object;
  return (
    <SvgText
      x={x}
      y={y}
      fill={PAID_STAMP.color}
      textAnchor="middle"
      dominantBaseline={text.hanging ? "hanging" : undefined}
      {...font}
    >
      {char}
    </SvgText>
  );
}

/** « Payé », dated: the stamp as printed (34 mm wide, turned, the day under it). */
function PaidStamp({
  paidOn,
  words,
  day,
}: {
  paidOn: string;
  words: DocumentWords;
  day: (isoDay: string) => string;
}) {
  const { size, color, fontWeight, circles, texts } = PAID_STAMP;
  // Its straight word in the document's language (« PAYÉ », « PAID »); the arcs are the firm's.
  const glyphs = texts.flatMap((text, t) =>
    placeGlyphs(
      "arc" in text ? text.text : words.paidStamp,
      text.fontSize,
      text.letterSpacing,
      (c) => advanceEm(c, fontWeight),
    )
      .filter((g) => g.char.trim() !== "")
      .map((g, i) => {
        const key = `${t}-${i}`;
        if (!("arc" in text)) {
          return (
            <StampGlyph key={key} char={g.char} x={text.x + g.offset} y={text.y} text={text} />
          );
        }
        const { cx, cy, r, over } = text.arc;
        return (
          <G key={key} transform={`rotate(${arcTurn(text.arc, g.offset)} ${cx} ${cy})`}>
            <StampGlyph char={g.char} x={cx} y={over ? cy - r : cy + r} text={text} />
          </G>
        );
      }),
  );
  return (
    <View
      style={{
        alignSelf: "center",
        marginTop: mm(4),
        width: mm(34),
        alignItems: "center",
        transform: "rotate(-12deg)",
        opacity: 0.9,
      }}
    >
      <Svg width={mm(30)} height={mm(30)} viewBox={`0 0 ${size} ${size}`}>
        {circles.map((c, i) => (
          <Circle
            key={i}
            cx={c.cx}
            cy={c.cy}
            r={c.r}
            fill="none"
            stroke={color}
            strokeWidth={c.strokeWidth}
          />
        ))}
        {glyphs}
      </Svg>
      <Text style={{ color: STAMP, fontSize: 8, fontWeight: 700 }}>
        {words.paidOn} {day(paidOn)}
      </Text>
    </View>
  );
}

/** « ANNULÉE — avoir AVOIR-… » (ADR 020): a cancelled invoice is never taken for a live one. */
function CancelledStamp({ creditNote, words }: { creditNote: string; words: DocumentWords }) {
  return (
    <View
      style={{
        marginTop: mm(5),
        paddingVertical: mm(2),
        paddingHorizontal: mm(2),
        borderWidth: mm(0.9),
        borderColor: STAMP,
        borderRadius: mm(2),
        alignItems: "center",
      }}
    >
      {/* Straight, on one line: it reads as one phrase, to a person and to a text extractor. */}
      <Text style={{ color: STAMP, fontSize: 9.5, fontWeight: 700 }}>
        {words.cancelled(creditNote)}
      </Text>
    </View>
  );
}

function Payment({ doc }: { doc: PricedSnapshot }) {
  if (!doc.payment) return null;
  const { bank, wave, orangeMoney } = doc.payment.details;
  const { words: w, day, currency } = printedWith(doc);
  const [before, after] = w.payBy(w.terms(doc.payment.termsDays), day(doc.payment.dueOn));
  const row = (label: string, value: string) => (
    <View style={{ flexDirection: "row", marginTop: mm(0.4) }}>
      <Text style={{ width: mm(22), color: MUTED }}>{label}</Text>
      <Text style={{ flex: 1 }}>{value}</Text>
    </View>
  );
  return (
    <View style={{ marginTop: mm(3), fontSize: 8 }}>
      <Text style={s.kicker}>{w.payment}</Text>
      <Text style={{ marginTop: mm(1) }}>
        {before}
        <Text style={{ fontWeight: 700 }}>{day(doc.payment.dueOn)}</Text>
        {after}
      </Text>
      <View style={{ marginTop: mm(1) }}>
        {row(
          w.transfer,
          `${bank.name}\n${w.holder}${w.colon} ${bank.holder}\nRIB${w.colon} ${bank.rib}\nIBAN${w.colon} ${bank.iban}\nBIC${w.colon} ${bank.bic}`,
        )}
        {/* Mobile money takes francs CFA only: EUR and USD are paid by transfer (ADR 055). */}
        {CURRENCIES[currency].mobileMoney ? row("Wave", wave) : null}
        {CURRENCIES[currency].mobileMoney ? row("Orange Money", orangeMoney) : null}
      </View>
    </View>
  );
}

function Agreement({ words }: { words: DocumentWords }) {
  return (
    <View
      style={{
        marginTop: mm(3),
        height: mm(24),
        borderWidth: mm(0.3),
        borderStyle: "dashed",
        borderColor: MUTED,
        borderRadius: mm(2),
        padding: mm(2.5),
        fontSize: 8,
        color: MUTED,
      }}
    >
      <Text>{words.agreement}</Text>
      <Text>{words.agreementSign}</Text>
    </View>
  );
}

/** The client link (ADR 027): its QR code, and the link under it, to type. */
function ClientLink({ link, label }: { link: DocumentAnnex["clientLink"]; label: string }) {
  if (!link) return null;
  const side = link.qr.size + 8;
  return (
    <View style={{ flexDirection: "row", alignItems: "center", marginTop: mm(3), fontSize: 7.5 }}>
      {/* Four modules of quiet zone around the symbol, as scanners expect. */}
      <Svg viewBox={`-4 -4 ${side} ${side}`} style={{ width: mm(22), height: mm(22) }}>
        <Rect x={-4} y={-4} width={side} height={side} fill="#ffffff" />
        <Path d={link.qr.path} fill="#000000" />
      </Svg>
      <View style={{ flex: 1, marginLeft: mm(3), color: MUTED }}>
        <Text>{label}</Text>
        <Text hyphenationCallback={breakAddress} style={{ fontWeight: 700, color: NAVY }}>
          {printedLink(link.url)}
        </Text>
      </View>
    </View>
  );
}

/** A quote accepted online (ADR 028), in place of the box the client would sign by hand. */
function Accepted({
  acceptance,
  words,
  language,
}: {
  acceptance: AcceptanceAnnex;
  words: DocumentWords;
  language: Language;
}) {
  return (
    <View
      style={{
        marginTop: mm(3),
        borderWidth: mm(0.4),
        borderColor: "#067647",
        borderRadius: mm(2),
        padding: mm(2.5),
        fontSize: 8,
      }}
    >
      <Text style={{ fontWeight: 700, color: "#067647" }}>{words.agreement}</Text>
      {/* The fingerprint in groups of 8: 64 digits in one word would overflow the box. */}
      <Text style={{ marginTop: mm(1) }}>
        {acceptanceSentence(acceptance, language).replace(
          acceptance.fingerprint,
          acceptance.fingerprint.replace(/(.{8})(?=.)/g, "$1 "),
        )}
      </Text>
      {acceptance.signature ? (
        <Image
          src={acceptance.signature}
          style={{ marginTop: mm(1.5), maxWidth: mm(50), maxHeight: mm(18), objectFit: "contain" }}
        />
      ) : null}
    </View>
  );
}

/** A balance invoice's deposit invoices, deducted (ADR 021). */
function Deductions({ doc }: { doc: PricedSnapshot }) {
  const table = "billing" in doc ? printedDeductions(doc) : null;
  if (!table) return null;
  const { words } = printedWith(doc);
  const width = (i: number) => (i === 0 ? { flex: 1 } : { width: i === 1 ? mm(24) : mm(28) });
  const row = (cells: string[], style: { fontWeight?: number; color?: string } = {}) =>
    cells.map((v, i) => (
      <Text key={i} style={{ ...cell, ...width(i), textAlign: i < 2 ? "left" : "right", ...style }}>
        {v}
      </Text>
    ));
  return (
    <View style={{ marginBottom: mm(3), fontSize: 8.5 }}>
      <Text style={s.kicker}>{words.billing.deducted(2)}</Text>
      <View style={{ flexDirection: "row", borderBottomWidth: mm(0.3), borderBottomColor: NAVY }}>
        {row(table.head, { fontWeight: 600 })}
      </View>
      {table.rows.map((r, i) => (
        <View
          key={i}
          style={{ flexDirection: "row", borderBottomWidth: mm(0.25), borderBottomColor: RULE }}
        >
          {row(r)}
        </View>
      ))}
      <View style={{ flexDirection: "row" }}>
        {row(table.balance, { fontWeight: 700, color: NAVY })}
      </View>
    </View>
  );
}

/** Words and how to pay (or the client's agreement) on the left; totals, stamp and signature on the right. */
function Closing({
  doc,
  state,
  annex,
  foot,
}: {
  doc: PricedSnapshot;
  state: PrintState;
  annex: DocumentAnnex;
  foot: string;
}) {
  const payable = kindIs(doc.kind, "payable");
  const printed = printedWith(doc);
  const { words: w } = printed;
  const equivalent = printed.equivalent();
  return (
    <View style={{ marginTop: mm(4) }}>
      <Deductions doc={doc} />
      <View style={{ flexDirection: "row", justifyContent: "space-between" }}>
        <View style={{ flex: 1, marginRight: mm(6) }}>
          <Note>
            {w.kinds[doc.kind].inWords}
            {w.colon} <Text style={{ fontWeight: 700, color: NAVY }}>{doc.words}</Text>.
          </Note>
          {equivalent ? <Note>{equivalent}</Note> : null}
          {!kindIs(doc.kind, "answerable") ? (
            <Payment doc={doc} />
          ) : annex.acceptance ? (
            <Accepted acceptance={annex.acceptance} words={w} language={printed.language} />
          ) : (
            <Agreement words={w} />
          )}
          <ClientLink link={annex.clientLink} label={`${w.onlineLink}${w.colon}`} />
        </View>
        <View style={{ width: mm(84) }}>
          <VatSummaryBox summary={printedVatSummary(doc)} />
          <TotalsBox rows={totalRows(doc)} />
          {payable && state.cancelledBy != null ? (
            <CancelledStamp creditNote={state.cancelledBy} words={printed.words} />
          ) : payable && state.paidOn ? (
            <PaidStamp paidOn={state.paidOn} words={printed.words} day={printed.day} />
          ) : null}
          <View style={{ alignItems: "center", marginTop: mm(4) }}>
            <Signature company={doc.company} label={w.signature(doc.company.legalName)} />
          </View>
        </View>
      </View>
      <Text style={s.foot}>{foot}</Text>
      {doc.company.footer ? (
        <Text style={{ marginTop: mm(2), fontSize: 7.5, textAlign: "center" }}>
          {doc.company.footer}
        </Text>
      ) : null}
    </View>
  );
}

function CreditNoteBox({ doc }: { doc: CreditNoteSnapshot }) {
  const { words: w } = printedWith(doc);
  return (
    <Box style={{ flex: 1 }}>
      <Text style={s.kicker}>{w.creditNote.about}</Text>
      <Text style={s.strongName}>{creditNoteSubject(doc)}</Text>
      <Text>
        {w.project}
        {w.colon} {doc.project.title}
      </Text>
      <Text>
        {w.creditNote.reason}
        {w.colon} {doc.reason}
      </Text>
    </Box>
  );
}

/** The box beside the client's: the project, or what a credit note corrects and why. */
const ABOUT: ByKind<ReactElement, [], PricedKind> = {
  quote: (doc) => <ProjectBox doc={doc} />,
  invoice: (doc) => <ProjectBox doc={doc} />,
  credit_note: (doc: CreditNoteSnapshot) => <CreditNoteBox doc={doc} />,
};

function ProjectBox({ doc }: { doc: QuoteInvoiceSnapshot }) {
  const { words: w } = printedWith(doc);
  return (
    <Box style={{ flex: 1 }}>
      <Text style={s.kicker}>{w.project}</Text>
      <Text style={s.strongName}>{doc.project.title}</Text>
      {billedPeriod(doc) ? <Text>{billedPeriod(doc)}</Text> : null}
      <Text>
        {w.duration}
        {w.colon} {doc.project.duration}
      </Text>
      {doc.payment ? (
        <Text>
          {w.paymentTerms}
          {w.colon} {w.terms(doc.payment.termsDays).toLowerCase()}
        </Text>
      ) : null}
    </Box>
  );
}

/**
 * A priced document as a PDF page flow. `tail`: the last lines that move with the
 * totals (none on a credit note: one short page, its closing kept whole).
 */
export function PricedPdf({
  doc,
  state = {},
  annex = {},
  tail = TAIL_LINES,
}: {
  doc: PricedSnapshot;
  state?: PrintState;
  annex?: DocumentAnnex;
  tail?: number;
}) {
  const { meta, clientHeading, foot } = byKind(PRICED_WORDS, doc);
  const printed = printedWith(doc);
  const { words: w } = printed;
  const c = doc.client;
  const under = printedClientLines(doc);
  return (
    <Page size="A4" style={s.page}>
      <RunningParts company={doc.company} number={doc.number} />
      <Masthead
        company={doc.company}
        title={printedTitle(doc)}
        meta={meta}
        phone={`${w.phone}${w.colon}`}
        colon={w.colon}
      />
      <View style={{ flexDirection: "row", marginVertical: mm(5) }}>
        <Box style={{ flex: 1, marginRight: mm(5) }}>
          <Text style={s.kicker}>{clientHeading}</Text>
          <Text style={s.strongName}>{c.name}</Text>
          <Text>{c.address}</Text>
          {under.country ? <Text>{under.country}</Text> : null}
          <Text>
            {c.phone} · {c.email}
          </Text>
          {under.taxId ? <Text>{under.taxId}</Text> : null}
        </Box>
        {byKind(ABOUT, doc)}
      </View>
      <LineTable
        lines={doc.lines}
        tail={tail}
        figure={printed.figure}
        vatLabel={printedVatLabel(doc)}
        heads={{
          ...w.columns,
          unitPrice: printed.head(w.columns.unitPrice),
          amount: printed.head(w.columns.amount),
          vat: w.vat,
        }}
      >
        <Closing doc={doc} state={state} annex={annex} foot={foot} />
      </LineTable>
    </Page>
  );
}
