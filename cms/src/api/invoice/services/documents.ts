/**
 * The PDF and UBL files of issued invoices and credit notes (service `api::invoice.documents`).
 * Generated once, after the finalisation commits (off its locked path), and stored in `invoice_files`
 * with their SHA-256; the PDF's hash is also kept on the invoice (`pdfHash`). A download reads the stored
 * bytes; a file not stored yet (the process stopped in between) is generated then, and the sweep in the
 * cron tasks catches up the rest. Rendering is deterministic and the insert keeps the first file, so a
 * document never has two versions.
 */
import { sha256 } from '../../../services/sha256';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { billingEmails, eInvoiceOffer, invoiceDocument, type InvoiceDocument } from '@newsroom/config';
import { ConflictError } from '../../../services/errors';
import { renderPdf } from '../render/pdf-pool';
import { renderInvoiceUbl } from '../render/ubl';
import type { WithStrapi } from '../../../strapi-types';
import { dbModel } from '../../../services/db-model';

const UID = 'api::invoice.invoice';
export const INVOICE_FILES_TABLE = 'invoice_files';
export type InvoiceFileKind = 'pdf' | 'ubl';
type Row = Record<string, any>;

/** The background documents wait for a pause of this long in the finalisations, but never longer than MAX_WAIT_MS. */
const QUIET_MS = 300;
const MAX_WAIT_MS = 60_000;

export default ({ strapi }: WithStrapi) => {
  const knex = () => strapi.db.connection;
  // Files to make, one at a time in the background. They wait while invoices are being issued (until
  // QUIET_MS passed without one), so a burst of finalisations (a subscription run, an import) gets its
  // numbers at full speed and its documents right after; none waits longer than MAX_WAIT_MS. Rendering
  // takes CPU from the same cores as the requests. A download or an e-mail makes a missing file at once.
  const queue: { id: number; at: number }[] = [];
  let lastIssuedAt = 0;
  let draining = false;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const drain = async () => {
    if (draining) return;
    draining = true;
    try {
      while (queue.length) {
        const busyFor = QUIET_MS - (Date.now() - lastIssuedAt);
        if (busyFor > 0 && Date.now() - queue[0].at < MAX_WAIT_MS) {
          await pause(busyFor);
          continue;
        }
        const { id } = queue.shift()!;
        await service
          .ensure(id)
          .catch((error: Error) =>
            strapi.log.error(`Invoice ${id}: documents not made yet (${error.message}); the sweep retries.`),
          );
        await pause(1);
      }
    } finally {
      draining = false;
    }
  };

  /** The channel's logo as it is now (the file is read once, when the PDF is made). */
  const logoOf = async (url: string | null | undefined): Promise<Buffer | null> => {
    if (!url) return null;
    try {
      if (/^https?:\/\//.test(url)) {
        const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
        return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
      }
      return await readFile(path.join(strapi.dirs.static.public, url));
    } catch (error) {
      strapi.log.warn(
        `Invoice logo ${url} could not be read (${(error as Error).message}); the company name is printed instead.`,
      );
      return null;
    }
  };

  const service = {
    /** The printable model of a final invoice or credit note (a credit note's snapshot names the invoice it corrects). */
    documentOf(invoice: Row): InvoiceDocument {
      return invoiceDocument(invoice, invoice.snapshot?.creditOf ?? null);
    },

    /** Whether the document has a UBL (not for XBT) and whether it is offered as Peppol (not without a customer endpoint). */
    offerOf(invoice: Row) {
      return eInvoiceOffer(service.documentOf(invoice));
    },

    /** The kinds of file an issued document has: always the PDF, the UBL only in an ISO 4217 currency. */
    kindsOf(invoice: Row): InvoiceFileKind[] {
      return service.offerOf(invoice).ubl ? ['pdf', 'ubl'] : ['pdf'];
    },

    async render(invoice: Row, kind: InvoiceFileKind): Promise<Buffer> {
      const doc = service.documentOf(invoice);
      if (kind === 'ubl')
        return Buffer.from(
          renderInvoiceUbl(doc, { customerEmail: billingEmails(invoice.snapshot?.customer)[0] }),
          'utf8',
        );
      return renderPdf(doc, {
        createdAt: new Date(invoice.finalizedAt),
        logo: await logoOf(invoice.snapshot?.channel?.invoiceLogo),
      });
    },

    /** The stored file, made and stored first when it is not there yet. 409 for drafts. */
    async file(invoice: Row, kind: InvoiceFileKind): Promise<{ content: Buffer; sha256: string }> {
      if (invoice.status === 'DRAFT')
        throw new ConflictError('A draft has no documents yet: finalise it first.', { code: 'invoice_not_final' });
      if (!service.kindsOf(invoice).includes(kind))
        throw new ConflictError(
          `Invoice ${invoice.serial} is in ${invoice.currency}, which is not an ISO 4217 currency: it has no UBL, only the PDF.`,
          { code: 'ubl_unavailable' },
        );
      const stored = await knex()(INVOICE_FILES_TABLE).where({ invoice_id: invoice.id, kind }).first();
      if (stored) return { content: Buffer.from(stored.content), sha256: stored.sha256 };
      return service.store(invoice, kind);
    },

    /**
     * Renders and stores one file. The first stored version wins (a concurrent maker's insert is ignored);
     * the PDF's hash goes onto the invoice with a plain update (no lifecycle work for a field nobody edits).
     */
    async store(invoice: Row, kind: InvoiceFileKind): Promise<{ content: Buffer; sha256: string }> {
      const content = await service.render(invoice, kind);
      const hash = sha256(content);
      await knex()(INVOICE_FILES_TABLE)
        .insert({ invoice_id: invoice.id, kind, sha256: hash, content, created_at: new Date() })
        .onConflict(['invoice_id', 'kind'])
        .ignore();
      const kept = await knex()(INVOICE_FILES_TABLE).where({ invoice_id: invoice.id, kind }).first('sha256');
      const result =
        kept.sha256 === hash
          ? { content, sha256: hash }
          : await knex()(INVOICE_FILES_TABLE)
              .where({ invoice_id: invoice.id, kind })
              .first()
              .then((row) => ({ content: Buffer.from(row.content), sha256: row.sha256 }));
      if (kind === 'pdf') {
        const meta = dbModel(strapi, UID);
        const column = meta.column('pdfHash', 'pdf_hash');
        // Not a list field, so the lists' cache stays as it is.
        await knex()(meta.table)
          .where({ id: invoice.id })
          .whereNull(column)
          .update({ [column]: result.sha256 });
      }
      return result;
    },

    /** Both files of an invoice (after its finalisation, and by the sweep). */
    async ensure(id: number) {
      const invoice = await strapi.db.query(UID).findOne({ where: { id } });
      if (!invoice || invoice.status === 'DRAFT') return;
      const have = new Set(
        (await knex()(INVOICE_FILES_TABLE).where({ invoice_id: id }).select('kind')).map((r: Row) => r.kind),
      );
      await Promise.all(
        service
          .kindsOf(invoice)
          .filter((kind) => !have.has(kind))
          .map((kind) => service.store(invoice, kind)),
      );
    },

    /** Makes the files of an issued invoice in the background (see `queue`). */
    later(id: number) {
      lastIssuedAt = Date.now();
      queue.push({ id, at: lastIssuedAt });
      setImmediate(drain);
    },

    /** Finalised invoices without a PDF yet (the process stopped before making it): made now. */
    async sweep(batch = 100) {
      const missing = await strapi.db
        .query(UID)
        .findMany({ where: { status: { $ne: 'DRAFT' }, pdfHash: { $null: true } }, select: ['id'], limit: batch });
      for (const { id } of missing) await service.ensure(id);
      return missing.length;
    },
  };
  return service;
};
