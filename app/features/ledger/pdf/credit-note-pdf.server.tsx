import { Document, Page, renderToBuffer, Text, View } from "@react-pdf/renderer";
import { formatAmount, formatQuantity, parseDecimal } from "#app/features/documents/money.ts";
import {
  Box,
  Masthead,
  MUTED,
  mm,
  NAVY,
  RULE,
  RunningParts,
  s,
  SAND,
  Signature,
  TINT,
} from "#app/features/documents/pdf/pdf-parts.server.tsx";
import { registerFonts, separateEmoji } from "#app/features/documents/pdf/fonts.server.ts";
import {
  CREDIT_NOTE_FOOT,
  creditNoteMeta,
  creditNoteRows,
  creditNoteSubject,
} from "#app/features/documents/print/credit-note-html.ts";
import type { CreditNoteSnapshot } from "#app/features/documents/snapshot.ts";

// The credit note's PDF (« Facture d'avoir », ADR 020): the same facts as its print
// page. One short page, drawn in the request's thread; the long documents have the
// documents' worker.

const COLS = { n: mm(11), qty: mm(18), price: mm(28), amount: mm(30) };
const cell = { paddingVertical: mm(1.8), paddingHorizontal: mm(2.2) };

function Lines({ doc }: { doc: CreditNoteSnapshot }) {
  const th = { ...cell, color: "#fff", fontSize: 7.5, fontWeight: 600 } as const;
  return (
    <View>
      <View style={{ flexDirection: "row", backgroundColor: NAVY }} fixed>
        <Text style={{ ...th, width: COLS.n }}>N°</Text>
        <Text style={{ ...th, flex: 1 }}>Désignation</Text>
        <Text style={{ ...th, width: COLS.qty, textAlign: "right" }}>Quantité</Text>
        <Text style={{ ...th, width: COLS.price, textAlign: "right" }}>Prix unitaire (FCFA)</Text>
        <Text style={{ ...th, width: COLS.amount, textAlign: "right" }}>Montant HT (FCFA)</Text>
      </View>
      {doc.lines.map((line, i) => (
        <View
          key={i}
          wrap={false}
          style={{
            flexDirection: "row",
            borderBottomWidth: mm(0.25),
            borderBottomColor: RULE,
            backgroundColor: i % 2 ? TINT : undefined,
          }}
        >
          <Text style={{ ...cell, width: COLS.n, color: MUTED }}>{i + 1}</Text>
          <Text style={{ ...cell, flex: 1 }}>{line.designation}</Text>
          <Text style={{ ...cell, width: COLS.qty, textAlign: "right" }}>
            {formatQuantity(parseDecimal(line.quantity))}
          </Text>
          <Text style={{ ...cell, width: COLS.price, textAlign: "right" }}>
            {formatAmount(line.unitPrice)}
          </Text>
          <Text style={{ ...cell, width: COLS.amount, textAlign: "right" }}>
            {formatAmount(line.total)}
          </Text>
        </View>
      ))}
    </View>
  );
}

function Totals({ doc }: { doc: CreditNoteSnapshot }) {
  const rows = creditNoteRows(doc);
  return (
    <View>
      {rows.map(([label, value], i) => {
        const grand = i === rows.length - 1;
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
            <Text style={{ color: grand ? "#fff" : MUTED, fontWeight: grand ? 700 : 400 }}>
              {label}
            </Text>
            <Text style={{ color: grand ? "#fff" : undefined, fontWeight: grand ? 700 : 600 }}>
              {value}
            </Text>
          </View>
        );
      })}
    </View>
  );
}

export function CreditNotePdf({ doc }: { doc: CreditNoteSnapshot }) {
  const c = doc.client;
  return (
    <Page size="A4" style={s.page}>
      <RunningParts company={doc.company} number={doc.number} />
      <Masthead company={doc.company} title="Facture d'avoir" meta={creditNoteMeta(doc)} />
      <View style={{ flexDirection: "row", marginVertical: mm(5) }}>
        <Box style={{ flex: 1, marginRight: mm(5) }}>
          <Text style={s.kicker}>Client</Text>
          <Text style={s.strongName}>{c.name}</Text>
          <Text>{c.address}</Text>
          <Text>
            {c.phone} · {c.email}
          </Text>
          {c.ninea ? (
            <Text>
              NINEA{"\u00a0"}: {c.ninea}
            </Text>
          ) : null}
        </Box>
        <Box style={{ flex: 1 }}>
          <Text style={s.kicker}>Objet</Text>
          <Text style={s.strongName}>{creditNoteSubject(doc)}</Text>
          <Text>
            Projet{"\u00a0"}: {doc.project.title}
          </Text>
          <Text>
            Motif{"\u00a0"}: {doc.reason}
          </Text>
        </Box>
      </View>
      <Lines doc={doc} />
      <View wrap={false} style={{ marginTop: mm(4) }}>
        <View style={{ flexDirection: "row", justifyContent: "space-between" }}>
          <View style={{ flex: 1, marginRight: mm(6) }}>
            <Text
              style={{
                paddingVertical: mm(2.5),
                paddingHorizontal: mm(3.5),
                borderLeftWidth: mm(0.8),
                borderLeftColor: SAND,
                backgroundColor: TINT,
                fontSize: 8.5,
              }}
            >
              Arrêté le présent avoir à la somme de{"\u00a0"}:{" "}
              <Text style={{ fontWeight: 700, color: NAVY }}>{doc.words}</Text>.
            </Text>
          </View>
          <View style={{ width: mm(84) }}>
            <Totals doc={doc} />
            <View style={{ alignItems: "center", marginTop: mm(4) }}>
              <Signature company={doc.company} />
            </View>
          </View>
        </View>
        <Text style={s.foot}>{CREDIT_NOTE_FOOT}</Text>
      </View>
    </Page>
  );
}

/** The credit note's PDF file, from its snapshot. */
export async function renderCreditNotePdf(doc: CreditNoteSnapshot): Promise<Buffer> {
  await registerFonts();
  doc = separateEmoji(doc);
  return renderToBuffer(
    <Document
      title={doc.name}
      subject={`Facture d'avoir ${doc.number}`}
      author={doc.company.legalName}
      creator={doc.company.name}
      producer={doc.company.name}
      language="fr-FR"
    >
      <CreditNotePdf doc={doc} />
    </Document>,
  );
}
