import { Page, Text, View } from "@react-pdf/renderer";
import { documentTitle } from "#app/features/documents/billing.ts";
import { DOCUMENT_KINDS } from "#app/features/documents/kinds.ts";
import type { CreditNoteSnapshot } from "#app/features/documents/snapshot.ts";
import { totalRows } from "#app/features/documents/total-rows.ts";
import {
  CREDIT_NOTE_FOOT,
  creditNoteMeta,
  creditNoteSubject,
} from "#app/features/print/html/credit-note-html.ts";
import { LineRow, LinesHeader, TotalsBox } from "./line-table.server.tsx";
import {
  Box,
  Masthead,
  mm,
  NAVY,
  RunningParts,
  s,
  SAND,
  Signature,
  TINT,
} from "./pdf-parts.server.tsx";

// The credit note's PDF (« Facture d'avoir », ADR 020): the same facts as its print
// page. One short page, drawn in the request's thread (draw.server.tsx).

function Lines({ doc }: { doc: CreditNoteSnapshot }) {
  return (
    <View>
      <LinesHeader />
      {doc.lines.map((line, i) => (
        <LineRow key={i} line={line} index={i} />
      ))}
    </View>
  );
}

export function CreditNotePdf({ doc }: { doc: CreditNoteSnapshot }) {
  const c = doc.client;
  return (
    <Page size="A4" style={s.page}>
      <RunningParts company={doc.company} number={doc.number} />
      <Masthead company={doc.company} title={documentTitle(doc)} meta={creditNoteMeta(doc)} />
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
              {DOCUMENT_KINDS.credit_note.inWords}
              {"\u00a0"}
              {":"} <Text style={{ fontWeight: 700, color: NAVY }}>{doc.words}</Text>.
            </Text>
          </View>
          <View style={{ width: mm(84) }}>
            <TotalsBox rows={totalRows(doc)} />
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
