import { Document, Page, renderToBuffer, Text, View } from "@react-pdf/renderer";
import {
  receiptBalance,
  receiptRows,
  receiptWords,
  type Receipt,
} from "#app/features/ledger/receipt.ts";
import { registerFonts, separateEmoji } from "./fonts.server.ts";
import { TotalsBox } from "./line-table.server.tsx";
import { Box, Masthead, mm, NAVY, Note, s, Signature } from "./pdf-parts.server.tsx";

// The « Reçu de paiement » PDF, in its invoice's language (ADR 055): one short page,
// drawn in the PDF worker like every other (render.server.tsx), with the firm's images already in it.

function ReceiptPdf({ r }: { r: Receipt }) {
  const w = receiptWords(r);
  const rows = receiptRows(r);
  const balance = receiptBalance(r);
  const [before, after] = w.received("", r.invoice.number);
  return (
    <Page size="A4" style={s.page}>
      <Masthead
        company={r.company}
        title={w.title}
        meta={[
          [w.invoice, r.invoice.number],
          [w.receivedOn, w.day(r.payment.paidOn)],
        ]}
        phone={w.phone}
        colon={w.colon}
      />
      <View style={{ flexDirection: "row", marginVertical: mm(5) }}>
        <Box style={{ flex: 1 }}>
          <Text style={s.kicker}>{w.from}</Text>
          <Text style={s.strongName}>{r.client.name}</Text>
          <Text>{r.client.email}</Text>
        </Box>
      </View>
      <Note fontSize={10}>
        {before}
        <Text style={{ fontWeight: 700, color: NAVY }}>{w.money(r.payment.amount, "XOF")}</Text>
        {after}
      </Note>
      <View style={{ marginTop: mm(5) }}>
        <TotalsBox rows={rows} />
      </View>
      <Text style={{ marginTop: mm(4) }}>
        {balance === 0 ? w.settled : w.remains(w.money(balance, "XOF"))}
      </Text>
      <View style={{ alignItems: "flex-end", marginTop: mm(8) }}>
        <Signature company={r.company} label={w.signature(r.company.legalName)} />
      </View>
      <Text style={s.foot}>{w.foot(r.company.legalName)}</Text>
    </Page>
  );
}

/** The receipt's PDF file, drawn (in the worker) from a receipt whose images are data URIs. */
export async function drawReceipt(r: Receipt): Promise<Buffer> {
  await registerFonts();
  r = separateEmoji(r);
  const w = receiptWords(r);
  return renderToBuffer(
    <Document
      title={`${w.title} — ${r.invoice.number}`}
      author={r.company.legalName}
      creator={r.company.name}
      producer={r.company.name}
      language={w.locale}
    >
      <ReceiptPdf r={r} />
    </Document>,
  );
}
