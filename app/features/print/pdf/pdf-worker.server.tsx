import { parentPort } from "node:worker_threads";
import { drawPdf } from "./draw.server.tsx";
import { registerFonts } from "./fonts.server.ts";
import type { PdfJob } from "./render.server.tsx";
import { drawReceipt } from "./receipt-pdf.server.tsx";

// The PDF files are drawn here, in a worker thread (render.server.tsx): a long
// document takes seconds of CPU that would otherwise stop every other request, and
// the PDF library (tens of MB once loaded) lives only here, given back when the
// worker stops. Its fonts are registered and read once, as it starts.
const fonts = registerFonts();
parentPort!.on("message", async ({ id, job }: { id: number; job: PdfJob }) => {
  try {
    await fonts;
    const pdf =
      job.what === "receipt"
        ? await drawReceipt(job.receipt)
        : await drawPdf(job.snapshot, job.state, job.annex);
    // A copy of its own, so only the PDF's bytes cross to the main thread.
    const bytes = new Uint8Array(pdf);
    parentPort!.postMessage({ id, pdf: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: String((error as Error)?.stack ?? error) });
  }
});
