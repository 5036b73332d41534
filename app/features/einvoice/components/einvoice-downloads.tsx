import { Download } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { EINVOICE_FORMAT_IDS, EINVOICE_FORMAT_NAMES } from "#app/features/einvoice/format-names.ts";

/**
 * « Facture électronique UBL » and « Factur-X » beside « Télécharger le PDF » (ADR 051):
 * `base` is the document's address, /documents/<numero> or /d/<token>.
 */
export function EInvoiceDownloads({ base }: { base: string }) {
  return (
    <>
      {EINVOICE_FORMAT_IDS.map((id) => (
        <Button asChild variant="outline" key={id}>
          <a href={`${base}/e-facture/${id}`} download>
            <Download aria-hidden="true" /> {EINVOICE_FORMAT_NAMES[id]}
          </a>
        </Button>
      ))}
    </>
  );
}
