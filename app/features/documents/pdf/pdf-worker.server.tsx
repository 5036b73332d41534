import { parentPort } from "node:worker_threads";
import { drawPdf } from "./draw.server.tsx";

// The PDF files are drawn here, in a worker thread (render.server.tsx): a long
// document takes seconds of CPU that would otherwise stop every other request.
parentPort!.on("message", async (job: { id: number; snapshot: never; state: never }) => {
  try {
    const pdf = await drawPdf(job.snapshot, job.state);
    // A copy of its own, so only the PDF's bytes cross to the main thread.
    const bytes = new Uint8Array(pdf);
    parentPort!.postMessage({ id: job.id, pdf: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: String((error as Error)?.stack ?? error) });
  }
});
