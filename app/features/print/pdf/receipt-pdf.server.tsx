import { Document, Page, renderToBuffer, Text, View } from "@react-pdf/renderer";
import { formatFcfa } from "#app/lib/money.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import { receiptBalance, receiptRows, type Receipt } from "#app/features/ledger/receipt.ts";
import { registerFonts, separateEmoji } from "./fonts.server.ts";
import { TotalsBox } from "./line-table.server.tsx";
import { Box, Masthead, mm, NAVY, Note, s, Signature } from "./pdf-parts.server.tsx";

// The « Reçu de paiement » PDF: one short page, drawn in the PDF worker like every
// other (render.server.tsx), with the firm's images already in it.

function ReceiptPdf({ r }: { r: Receipt }) {
  const rows = receiptRows(r);
  const balance = receiptBalance(r);
  return (
    <Page size="A4" style={s.page}>
      <Masthead
        company={r.company}
        title="Reçu de paiement"
        meta={[
          ["Facture", r.invoice.number],
          ["Reçu le", printedDay(r.payment.paidOn)],
        ]}
      />
      <View style={{ flexDirection: "row", marginVertical: mm(5) }}>
        <Box style={{ flex: 1 }}>
          <Text style={s.kicker}>Reçu de</Text>
          <Text style={s.strongName}>{r.client.name}</Text>
          <Text>{r.client.email}</Text>
        </Box>
      </View>
      <Note fontSize={10}>
        Nous avons bien reçu la somme de{" "}
        <Text style={{ fontWeight: 700, color: NAVY }}>{formatFcfa(r.payment.amount)}</Text> au
        titre de la facture n°{"\u00a0"}
        {r.invoice.number}. Merci pour votre règlement.
      </Note>
      <View style={{ marginTop: mm(5) }}>
        <TotalsBox rows={rows} />
      </View>
      <Text style={{ marginTop: mm(4) }}>
        {balance === 0
          ? "La facture est entièrement réglée."
          : `Il reste ${formatFcfa(balance)} à régler sur cette facture.`}
      </Text>
      <View style={{ alignItems: "flex-end", marginTop: mm(8) }}>
        <Signature company={r.company} />
      </View>
      <Text style={s.foot}>
        Ce reçu atteste un paiement enregistré au registre de {r.company.legalName}.
      </Text>
    </Page>
  );
}

/** The receipt's PDF file, drawn (in the worker) from a receipt whose images are data URIs. */
export async function drawReceipt(r: Receipt): Promise<Buffer> {
  await registerFonts();
  r = separateEmoji(r);
  return renderToBuffer(
    <Document
      title={`Reçu de paiement — ${r.invoice.number}`}
      author={r.company.legalName}
      creator={r.company.name}
      producer={r.company.name}
      language="fr-FR"
    >
      <ReceiptPdf r={r} />
    </Document>,
  );
}
