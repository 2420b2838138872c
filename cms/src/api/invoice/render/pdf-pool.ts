/**
 * Renders invoice PDFs in one worker thread, so a burst of finalisations is not slowed by PDF work on
 * the thread that answers requests (the machine has more cores than Node uses). Same renderer, same
 * bytes. When the worker cannot start (or dies), rendering falls back to this thread.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { InvoiceDocument } from '@newsroom/config';
import { renderInvoicePdf } from './pdf';

type Waiting = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };
const WORKER_FILE = path.join(__dirname, 'pdf-worker.js');
let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, Waiting>();

function failAll(error: Error) {
  for (const job of waiting.values()) job.reject(error);
  waiting.clear();
  worker = null;
}

function start(): Worker | null {
  if (!existsSync(WORKER_FILE)) return null;
  const w = new Worker(WORKER_FILE);
  w.unref();
  w.on('message', ({ id, pdf, error }: { id: number; pdf?: Uint8Array; error?: string }) => {
    const job = waiting.get(id);
    waiting.delete(id);
    if (!job) return;
    if (error) job.reject(new Error(error));
    else job.resolve(Buffer.from(pdf!));
  });
  w.on('error', failAll);
  w.on('exit', () => failAll(new Error('The PDF worker stopped.')));
  return w;
}

export function renderPdf(doc: InvoiceDocument, options: { createdAt: Date; logo?: Buffer | null }): Promise<Buffer> {
  worker ??= start();
  if (!worker) return renderInvoicePdf(doc, options);
  const id = ++nextId;
  const current = worker;
  return new Promise<Buffer>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    current.postMessage({ id, doc, createdAt: options.createdAt.toISOString(), logo: options.logo ?? null });
  }).catch(() => renderInvoicePdf(doc, options));
}

/** Stops the worker (at shutdown). */
export async function stopPdfWorker() {
  const w = worker;
  worker = null;
  if (w) await w.terminate();
}
