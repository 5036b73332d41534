import { Download } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import {
  EINVOICE_FORMAT_IDS,
  EINVOICE_FORMAT_NAMES,
  type EInvoiceFormatId,
} from "#app/features/einvoice/format-names.ts";

/**
 * « Facture électronique UBL » and « Factur-X » beside « Télécharger le PDF » (ADR 051):
 * `base` is the document's address, /documents/<numero> or /d/<token>; `labels` the buttons
 * in the document's language where it differs (the client page of an English document).
 */
export function EInvoiceDownloads({
  base,
  labels = {},
}: {
  base: string;
  labels?: Partial<Record<EInvoiceFormatId, string>>;
}) {
  return (
    <>
      {EINVOICE_FORMAT_IDS.map((id) => (
        <Button asChild variant="outline" key={id}>
          <a href={`${base}/e-facture/${id}`} download>
            <Download aria-hidden="true" /> {labels[id] ?? EINVOICE_FORMAT_NAMES[id]}
          </a>
        </Button>
      ))}
    </>
  );
}
