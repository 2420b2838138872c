/** Worker thread that renders invoice PDFs (see pdf-pool.ts): the CPU work stays off the request thread. */
import { parentPort } from 'node:worker_threads';
import { renderInvoicePdf } from './pdf';

parentPort?.on('message', async (job: { id: number; doc: any; createdAt: string; logo: Uint8Array | null }) => {
  try {
    const pdf = await renderInvoicePdf(job.doc, {
      createdAt: new Date(job.createdAt),
      logo: job.logo ? Buffer.from(job.logo) : null,
    });
    parentPort!.postMessage({ id: job.id, pdf });
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: (error as Error).message });
  }
});
