import { parentPort } from "node:worker_threads";
import { drawPdf } from "./draw.server.tsx";
import { registerFonts } from "./fonts.server.ts";

// The PDF files are drawn here, in a worker thread (render.server.tsx): a long
// document takes seconds of CPU that would otherwise stop every other request.
// Its fonts are registered and read once, as it starts, for every document it draws.
const fonts = registerFonts();
parentPort!.on(
  "message",
  async (job: { id: number; snapshot: never; state: never; annex?: never }) => {
    try {
      await fonts;
      const pdf = await drawPdf(job.snapshot, job.state, job.annex);
      // A copy of its own, so only the PDF's bytes cross to the main thread.
      const bytes = new Uint8Array(pdf);
      parentPort!.postMessage({ id: job.id, pdf: bytes }, [bytes.buffer]);
    } catch (error) {
      parentPort!.postMessage({ id: job.id, error: String((error as Error)?.stack ?? error) });
    }
  },
);
