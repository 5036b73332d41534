import { parentPort } from "node:worker_threads";
import { drawPdf } from "./draw.server.tsx";
import { registerFonts } from "./fonts.server.ts";
import { zipSync } from "fflate";
import { renderEInvoice } from "#app/features/einvoice/library.server.ts";
import type { DocumentPdfJob, EInvoiceJob, PdfJob } from "./render.server.tsx";
import { drawReceipt } from "./receipt-pdf.server.tsx";

// The PDF files are drawn here, in a worker thread (render.server.tsx): a long
// document takes seconds of CPU that would otherwise stop every other request, and
// the PDF library (tens of MB once loaded) lives only here, given back when the
// worker stops. Its fonts are registered and read once, as it starts.
const fonts = registerFonts();

const drawDocument = (job: DocumentPdfJob) => drawPdf(job.snapshot, job.state, job.annex);

/** One e-invoice: its PDF drawn first when its format embeds it (Factur-X). */
async function einvoice(job: EInvoiceJob): Promise<Uint8Array> {
  const pdf = job.pdf ? new Uint8Array(await drawDocument(job.pdf)) : null;
  return renderEInvoice(job.format, job.input, pdf);
}

async function draw(job: PdfJob): Promise<Uint8Array | Buffer> {
  switch (job.what) {
    case "receipt":
      return drawReceipt(job.receipt);
    case "document":
      return drawDocument(job);
    case "einvoice":
      return einvoice(job);
    case "einvoice-zip": {
      const files: Record<string, Uint8Array> = {};
      for (const file of job.files) files[file.name] = await einvoice(file);
      return zipSync(files, { level: 6 });
    }
  }
}
parentPort!.on("message", async ({ id, job }: { id: number; job: PdfJob }) => {
  try {
    await fonts;
    const pdf = await draw(job);
    // A copy of its own, so only the PDF's bytes cross to the main thread.
    const bytes = new Uint8Array(pdf);
    parentPort!.postMessage({ id, pdf: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: String((error as Error)?.stack ?? error) });
  }
});
